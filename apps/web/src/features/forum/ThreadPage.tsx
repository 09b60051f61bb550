import Container from "@mui/material/Container";
import { useParams } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { StudentPage } from "../auth/StudentPage";
import { useUserInfo } from "../auth/session";
import { ThreadView } from "./ThreadView";

/** A doubt's own page (`/forum/:id`); visitors get the forum's login invitation. */
export default function ThreadPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  const user = useUserInfo();
  if (!user)
    return (
      <StudentPage
        title={t("forum.forum", "Forum")}
        lead=""
        loggedOutLead={t(
          "forum.theForumIsWhere",
          "The forum is where students ask doubts and teachers answer them. Log in to read and post.",
        )}
      />
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <ThreadView id={id} staff={false} listPath="/forum" />
    </Container>
  );
}
