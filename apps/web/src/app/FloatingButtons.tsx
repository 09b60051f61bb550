import { subscriptionPromptText } from "@medhavi/domain";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Fab from "@mui/material/Fab";
import Stack from "@mui/material/Stack";
import { memo, useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLoginDialog } from "../features/auth/LoginDialogContext";
import type { UserInfo } from "../features/auth/session";
import { translateMessage } from "../lib/i18n/message";
import { useT } from "../lib/i18n/useT";

export const ENROL_PATH = "/enrol";
export const SUBSCRIPTION_PATH = "/course-subscription";

/** Scrolled further than this, the phone buttons shrink to round icons. */
export const COLLAPSE_AFTER_PX = 48;
/** Room the page keeps at its foot on phones so the buttons never sit on its last lines. */
export const FLOATING_ROOM_PX = 136;

/** True once the page is scrolled down past COLLAPSE_AFTER_PX. */
export function useScrolledDown(enabled: boolean): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setDown(window.scrollY > COLLAPSE_AFTER_PX);
    // The first read waits for a frame, which lays the page out anyway: reading scrollY right after a
    // render makes the browser lay the new page out there and then (24 ms of a task at 4× CPU, on a
    // student's test screen reloaded mid-test).
    const first = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
  }, [enabled]);
  return enabled && down;
}

/**
 * Bottom-right buttons of the public/student shell (spec sections 2 and 4): the subscription prompt
 * (text from the user's subscription state; hidden when there is nothing to prompt) above Enroll Now
 * (hidden on /enrol itself).
 */
export const FloatingButtons = memo(function FloatingButtons({
  user,
  mobile = false,
}: {
  user: UserInfo | null;
  mobile?: boolean;
}) {
  const { pathname } = useLocation();
  // On phones the labelled buttons cover a good part of the screen: once the student scrolls they shrink
  // to round icons (same accessible names), and the shell leaves room for them at the page's foot.
  const compact = useScrolledDown(mobile);
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const { t } = useT();
  const english = subscriptionPromptText(user);
  const prompt = english ? translateMessage(english) : english;
  const enrol = t("float.enrol", "Enroll Now");
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
          variant={compact ? "circular" : "extended"}
          color="secondary"
          aria-label={compact ? prompt : undefined}
          title={compact ? prompt : undefined}
          onClick={() => (user ? navigate(SUBSCRIPTION_PATH) : openLoginDialog())}
          sx={{ border: "2px solid", borderColor: "primary.light" }}
        >
          <WorkspacePremiumOutlinedIcon sx={compact ? undefined : { mr: 1 }} aria-hidden />
          {!compact && prompt}
        </Fab>
      )}
      {showEnrol && (
        <Fab
          variant={compact ? "circular" : "extended"}
          color="primary"
          component={RouterLink}
          to={ENROL_PATH}
          aria-label={compact ? enrol : undefined}
          title={compact ? enrol : undefined}
        >
          <HowToRegOutlinedIcon sx={compact ? undefined : { mr: 1 }} aria-hidden />
          {!compact && enrol}
        </Fab>
      )}
    </Stack>
  );
});
