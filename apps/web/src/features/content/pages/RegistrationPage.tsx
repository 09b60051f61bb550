import Button from "@mui/material/Button";
import { EnrolmentForm } from "../../applications/forms";
import { useLoginDialog } from "../../auth/LoginDialogContext";
import { PageContent } from "../PageContent";

export default function RegistrationPage() {
  const { openLoginDialog, openSignupDialog } = useLoginDialog();
  return (
    <PageContent slug="registration" eyebrow="Students">
      <Button variant="contained" size="large" onClick={openSignupDialog}>
        Create your account
      </Button>
      <Button variant="outlined" color="secondary" size="large" onClick={openLoginDialog} sx={{ ml: 1.5 }}>
        Login
      </Button>
      <EnrolmentForm source="registration" />
    </PageContent>
  );
}
