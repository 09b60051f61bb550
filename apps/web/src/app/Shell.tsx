import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useState } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useUserInfo } from "../features/auth/session";
import { MAIN_ID, SkipLink } from "../lib/SkipLink";
import { FloatingButtons } from "./FloatingButtons";
import { Footer } from "./Footer";
import { useInFocusMode } from "./focusMode";
import { MobileMenu } from "./MobileMenu";
import { TopBar } from "./TopBar";
import { useMobileLayout } from "./useMobileLayout";

/** While the next page's chunk loads, a thin bar under the top bar says something is happening. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
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
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <NavigationProgress />
      {!focus && <TopBar mobile={mobile} user={user} onOpenMenu={() => setMenuOpen(true)} />}
      {mobile && !focus && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} />}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, display: "flex", flexDirection: "column" }}
      >
        <Outlet />
      </Box>
      {!focus && <Footer />}
      {!focus && <FloatingButtons user={user} />}
      <ScrollRestoration />
    </Box>
  );
}
