import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/useT";
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
  /** Shown beside the Login/Signup button to a visitor (e.g. a link to the free demo). */
  loggedOutActions?: ReactNode;
  children?: ReactNode;
}

/** Frame of the student pages: a logged-out visitor is asked to log in instead of seeing the content. */
export function StudentPage({ title, lead, loggedOutLead, loggedOutActions, children }: StudentPageProps) {
  usePageTitle(title);
  const user = useUserInfo();
  const { openLoginDialog } = useLoginDialog();
  const { t } = useT();
  return (
    <>
      <PageHero title={title} lead={user ? lead : loggedOutLead}>
        {!user && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="contained" size="large" onClick={openLoginDialog}>
              {t("shell.login", "Login/Signup")}
            </Button>
            {loggedOutActions}
          </Stack>
        )}
      </PageHero>
      {user && children}
    </>
  );
}
