import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { useLoginDialog } from "./LoginDialogContext";
import { useUserInfo } from "./session";

export interface StudentPageProps {
  title: string;
  /** What the page offers a logged-in student. */
  lead: string;
  /** What a visitor sees instead, with a Login/Signup button. */
  loggedOutLead: string;
  children?: ReactNode;
}

/** Frame of the student pages: a logged-out visitor is asked to log in instead of seeing the content. */
export function StudentPage({ title, lead, loggedOutLead, children }: StudentPageProps) {
  usePageTitle(title);
  const user = useUserInfo();
  const { openLoginDialog } = useLoginDialog();
  return (
    <>
      <PageHero title={title} lead={user ? lead : loggedOutLead}>
        {!user && (
          <Button variant="contained" size="large" onClick={openLoginDialog} sx={{ mt: 3 }}>
            Login/Signup
          </Button>
        )}
      </PageHero>
      {user && children}
    </>
  );
}
