import { subscriptionPromptText } from "@medhavi/domain";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Fab from "@mui/material/Fab";
import Stack from "@mui/material/Stack";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLoginDialog } from "../features/auth/LoginDialogContext";
import type { UserInfo } from "../features/auth/session";

export const ENROL_PATH = "/enrol";
export const SUBSCRIPTION_PATH = "/course-subscription";

/**
 * Bottom-right buttons of the public/student shell (spec sections 2 and 4): the subscription prompt
 * (text from the user's subscription state; hidden when there is nothing to prompt) above Enroll Now
 * (hidden on /enrol itself).
 */
export function FloatingButtons({ user }: { user: UserInfo | null }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const prompt = subscriptionPromptText(user);
  const showEnrol = pathname !== ENROL_PATH;
  if (!prompt && !showEnrol) return null;
  return (
    <Stack
      spacing={1.5}
      sx={{
        position: "fixed",
        right: { xs: 16, md: 24 },
        bottom: { xs: 16, md: 24 },
        alignItems: "flex-end",
        zIndex: (theme) => theme.zIndex.speedDial,
        // Keep room for the toasts on the left on narrow phones.
        maxWidth: "calc(100vw - 32px)",
      }}
    >
      {prompt && (
        <Fab
          variant="extended"
          color="secondary"
          onClick={() => (user ? navigate(SUBSCRIPTION_PATH) : openLoginDialog())}
          sx={{ border: "2px solid", borderColor: "primary.light" }}
        >
          <WorkspacePremiumOutlinedIcon sx={{ mr: 1 }} aria-hidden />
          {prompt}
        </Fab>
      )}
      {showEnrol && (
        <Fab variant="extended" color="primary" component={RouterLink} to={ENROL_PATH}>
          <HowToRegOutlinedIcon sx={{ mr: 1 }} aria-hidden />
          Enroll Now
        </Fab>
      )}
    </Stack>
  );
}
