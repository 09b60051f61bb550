import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, type MouseEvent, memo, Suspense, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { prefetchLoginDialog, useLoginDialog } from "../features/auth/LoginDialogContext";
import { initials, type UserInfo } from "../features/auth/session";
import { useLogout } from "../features/auth/useLogout";
import { BrandLink } from "../lib/BrandMark";
import { useT } from "../lib/i18n/useT";
import { uploadUrl } from "../lib/uploads";
import { LanguageToggle } from "./LanguageSwitch";
import { isActive, type NavItem, navLabel, PROFILE_MENU, PUBLIC_NAV, STUDENT_NAV } from "./navItems";

// Signed-in students only: the bell (and its popover) loads with their first page, not for visitors.
const LazyNotificationCenter = lazy(() =>
  import("../features/notifications/NotificationCenter").then((m) => ({ default: m.NotificationCenter })),
);
const ProfileMenu = lazy(() => import("./ProfileMenu").then((m) => ({ default: m.ProfileMenu })));
const NotificationCenter = () => (
  <Suspense fallback={null}>
    <LazyNotificationCenter />
  </Suspense>
);

const navButtonSx = {
  color: "inherit",
  px: { xs: 0.75, lg: 1.25 },
  minWidth: 0,
  fontSize: { xs: "0.8125rem", lg: "0.875rem" },
  fontWeight: 500,
  whiteSpace: "nowrap",
  borderRadius: 2,
  "&.active": { color: "primary.light", boxShadow: "inset 0 -2px 0 currentColor", borderRadius: 0 },
  "&:hover": { bgcolor: "rgba(255,255,255,0.08)" },
} as const;

/** A top-bar link; Blogs is a plain anchor because the spec opens it with a full page load. */
export function NavButton({ item, pathname }: { item: NavItem; pathname: string }) {
  const { t } = useT();
  const active = isActive(item, pathname);
  const common = {
    sx: navButtonSx,
    className: active ? "active" : undefined,
    "aria-current": active ? ("page" as const) : undefined,
  };
  if (item.reload || item.external) {
    return (
      <Button
        component="a"
        href={item.to}
        {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...common}
      >
        {navLabel(t, item)}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={item.to} {...common}>
      {navLabel(t, item)}
    </Button>
  );
}

/** The student's picture (or initials) in the top bar. */
function UserAvatar({ user }: { user: UserInfo }) {
  return (
    <Avatar
      src={uploadUrl(user.profilePic) ?? undefined}
      alt=""
      sx={{ width: 34, height: 34, bgcolor: "primary.main", color: "primary.contrastText", fontSize: 15 }}
    >
      {initials(user)}
    </Avatar>
  );
}

/** Logged-in slot of the top bar: Study Materials, Forum, the notification bell and the profile menu. */
function StudentActions({ user, pathname }: { user: UserInfo; pathname: string }) {
  const logout = useLogout();
  const { t } = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Loaded at the first open and kept, so the menu can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const close = () => setAnchor(null);
  const [studyMaterials, forum] = STUDENT_NAV;
  // Below lg the bar has no room for Study Materials; it moves into the profile menu. (Hydrating a
  // prerendered page, the answer is the one for the width it was rendered for: prerender/ssrMedia.ts.)
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"));
  const menuItems = roomy || !studyMaterials ? PROFILE_MENU : [studyMaterials, ...PROFILE_MENU];
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      {studyMaterials && roomy && <NavButton item={studyMaterials} pathname={pathname} />}
      {forum && (
        <Button component={RouterLink} to={forum.to} variant="outlined" color="inherit" size="small">
          {navLabel(t, forum)}
        </Button>
      )}
      <NotificationCenter />
      <IconButton
        // Starts with the initials the button shows (WCAG 2.5.3: a speech user says what they see).
        aria-label={`${initials(user)}: ${t("shell.openProfileMenu", "Open profile menu")}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setMenuLoaded(true);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {(anchor || menuLoaded) && (
        <Suspense fallback={null}>
          <ProfileMenu anchor={anchor} onClose={close} user={user} items={menuItems} onLogout={logout} />
        </Suspense>
      )}
    </Box>
  );
}

export interface TopBarProps {
  mobile: boolean;
  user: UserInfo | null;
  onOpenMenu: () => void;
}

export const TopBar = memo(function TopBar({ mobile, user, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  const { openLoginDialog } = useLoginDialog();
  const { t } = useT();
  return (
    <AppBar position="sticky" color="secondary">
      <Toolbar
        sx={{ width: "100%", maxWidth: 1248, mx: "auto", gap: { md: 1, lg: 2 }, minHeight: { xs: 64 } }}
      >
        {/* Between md and lg (and up to xl with a student's extra items) the name would crowd the menu. */}
        <BrandLink
          nameDisplay={mobile ? "inline" : user ? { xs: "none", xl: "inline" } : { xs: "none", lg: "inline" }}
        />
        {mobile ? (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <LanguageToggle user={user} narrowHidden />
            {user && <NotificationCenter />}
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t("shell.openMenu", "Open menu")}
              aria-haspopup="dialog"
              onClick={onOpenMenu}
            >
              <MenuIcon />
            </IconButton>
          </>
        ) : (
          <>
            <Box
              component="nav"
              aria-label={t("shell.main", "Main")}
              sx={{
                display: "flex",
                alignItems: "center",
                flexGrow: 1,
                justifyContent: "center",
                minWidth: 0,
              }}
            >
              {PUBLIC_NAV.map((item) => (
                <NavButton key={item.to} item={item} pathname={pathname} />
              ))}
            </Box>
            <LanguageToggle user={user} />
            {user ? (
              <StudentActions user={user} pathname={pathname} />
            ) : (
              <Button
                variant="contained"
                color="primary"
                onClick={openLoginDialog}
                onPointerEnter={prefetchLoginDialog}
                onFocus={prefetchLoginDialog}
                sx={{ whiteSpace: "nowrap" }}
              >
                {t("shell.login", "Login/Signup")}
              </Button>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
});
