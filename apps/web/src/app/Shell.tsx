import Box from "@mui/material/Box";
import { lazy, Suspense, useCallback, useState } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useUserInfo } from "../features/auth/session";
import { useInFocusMode } from "../lib/focusMode";
import { HydratesLater } from "../lib/HydratesLater";
import { useAccountLanguage } from "../lib/i18n/useAccountLanguage";
import { useT } from "../lib/i18n/useT";
import { MAIN_ID, SkipLink } from "../lib/SkipLink";
import { useMobileLayout } from "../lib/useMobileLayout";
import { FLOATING_ROOM_PX, FloatingButtons } from "./FloatingButtons";
import { Footer } from "./Footer";
import { saveLanguageOnAccount } from "./LanguageSwitch";
import { TopBar } from "./TopBar";

// Shown only while a page's chunk loads, so it loads with the first navigation, not with the first page.
const LinearProgress = lazy(() => import("@mui/material/LinearProgress"));

// The phone menu loads when first opened (and stays, so it can slide closed).
const MobileMenu = lazy(() => import("./MobileMenu").then((m) => ({ default: m.MobileMenu })));

/** While the next page's chunk loads, a thin bar under the top bar says something is happening. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useT();
  if (navigation.state === "idle") return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t("shell.loadingPage", "Loading page")}
        sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
      />
    </Suspense>
  );
}

/**
 * Layout of the public and student pages: top bar (or mobile menu), page, footer, floating buttons. In
 * focus mode (the test screen) only the page shows.
 */
export function Shell() {
  const mobile = useMobileLayout();
  const user = useUserInfo();
  const focus = useInFocusMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Stable, so the memoised top bar, footer and floating buttons skip the render that opens the menu.
  const openMenu = useCallback(() => {
    setMenuOpen(true);
    setMenuLoaded(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useAccountLanguage(user, saveLanguageOnAccount);
  return (
    <Box
      // On phones the page (footer included) ends above the floating buttons: nothing stays under them.
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        pb: mobile && !focus ? `${FLOATING_ROOM_PX}px` : 0,
      }}
    >
      <SkipLink />
      <NavigationProgress />
      {/* Over a prerendered page React hydrates the frame first; the top bar, the page, the footer and the
          floating buttons follow, each on its own (lib/HydratesLater). */}
      {!focus && (
        <HydratesLater>
          <TopBar mobile={mobile} user={user} onOpenMenu={openMenu} />
        </HydratesLater>
      )}
      {mobile && !focus && menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} user={user} />
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and does not jump down when a page's
        // content arrives after its first paint (CLS on the test screen's route was 0.4 from that alone).
        sx={{ flexGrow: 1, display: "flex", flexDirection: "column", minHeight: "100vh" }}
      >
        <HydratesLater>
          <Outlet />
        </HydratesLater>
      </Box>
      {!focus && (
        <HydratesLater>
          <Footer />
        </HydratesLater>
      )}
      {!focus && (
        <HydratesLater>
          <FloatingButtons user={user} mobile={mobile} />
        </HydratesLater>
      )}
      <ScrollRestoration />
    </Box>
  );
}
