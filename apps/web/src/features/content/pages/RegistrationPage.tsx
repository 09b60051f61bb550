import Button from "@mui/material/Button";
import { useT } from "../../../lib/i18n/useT";
import { EnrolmentForm } from "../../applications/forms";
import { useLoginDialog } from "../../auth/LoginDialogContext";
import { PageContent } from "../PageContent";

export default function RegistrationPage() {
  const { t } = useT();
  const { openLoginDialog, openSignupDialog } = useLoginDialog();
  return (
    <PageContent slug="registration" eyebrow="Students">
      <Button variant="contained" size="large" onClick={openSignupDialog}>
        {t("registration.create", "Create your account")}
      </Button>
      <Button variant="outlined" color="secondary" size="large" onClick={openLoginDialog} sx={{ ml: 1.5 }}>
        {t("registration.login", "Login")}
      </Button>
      <EnrolmentForm source="registration" />
    </PageContent>
  );
}
