import Button from "@mui/material/Button";
import { EnrolmentForm } from "../../applications/forms";
import { useLoginDialog } from "../../auth/LoginDialogContext";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Students",
  title: "Student Registration",
  documentTitle: "Registration",
  lead: "Create your student account to start a 15-day free trial, take tests, read study materials and ask doubts in the forum. You need your name, e-mail address and mobile number.",
  sections: [
    {
      heading: "After you register",
      points: [
        "Choose your course and start the free trial, or pick a Half Yearly or Yearly plan.",
        "Take the tests of your course and see your answers, solutions and attempt history.",
        "Get a personal mentor and ask doubts in the forum.",
      ],
    },
  ],
};

export default function RegistrationPage() {
  const { openLoginDialog, openSignupDialog } = useLoginDialog();
  return (
    <InfoPage content={content}>
      <Button variant="contained" size="large" onClick={openSignupDialog}>
        Create your account
      </Button>
      <Button variant="outlined" color="secondary" size="large" onClick={openLoginDialog} sx={{ ml: 1.5 }}>
        Login
      </Button>
      <EnrolmentForm source="registration" />
    </InfoPage>
  );
}
