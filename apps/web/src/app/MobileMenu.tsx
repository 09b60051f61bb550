import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { keyframes } from "@mui/material/styles";
import { useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { prefetchLoginDialog, useLoginDialog } from "../features/auth/LoginDialogContext";
import { displayName, type UserInfo } from "../features/auth/session";
import { useLogout } from "../features/auth/useLogout";
import { LogoMark } from "../lib/BrandMark";
import { useT } from "../lib/i18n/useT";
import { NativeDialog } from "../lib/NativeDialog";
import { LanguageButtons } from "./LanguageButtons";
import { isActive, type NavItem, navLabel, PROFILE_MENU, PUBLIC_NAV, STUDENT_NAV } from "./navItems";

// Up from the bottom edge as it opens (MUI's Slide, without its transition code).
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: UserInfo | null;
}

function MenuLink({ item, pathname, onClose }: { item: NavItem; pathname: string; onClose: () => void }) {
  const { t } = useT();
  const active = isActive(item, pathname);
  const text = (
    <ListItemText
      primary={navLabel(t, item)}
      slotProps={{ primary: { sx: { fontSize: "1.125rem", fontWeight: 500 } } }}
    />
  );
  if (item.reload || item.external) {
    return (
      <ListItemButton
        component="a"
        href={item.to}
        onClick={onClose}
        {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        sx={{ minHeight: 52 }}
      >
        {text}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      onClick={onClose}
      selected={active}
      aria-current={active ? "page" : undefined}
      sx={{ minHeight: 52 }}
    >
      {text}
    </ListItemButton>
  );
}

/** The narrow-screen menu: full screen, slides up, lists the top-bar items (and the student's ones). */
export function MobileMenu({ open, onClose, user }: MobileMenuProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const { openLoginDialog } = useLoginDialog();
  const { t } = useT();
  // A visitor who opens the menu is likely to tap Login/Signup next: its dialog's code (zod and the form,
  // the costliest chunk to start) loads once the menu is on screen, not in the tap (bench/interactions.mjs).
  useEffect(() => {
    if (!open || user) return;
    const timer = setTimeout(prefetchLoginDialog, 300);
    return () => clearTimeout(timer);
  }, [open, user]);
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      label={t("shell.menu", "Menu")}
      sx={{
        m: 0,
        width: "100%",
        height: "100%",
        maxWidth: "100%",
        maxHeight: "100%",
        "@media (prefers-reduced-motion: no-preference)": {
          animation: `${slideUp} 225ms cubic-bezier(0, 0, 0.2, 1)`,
        },
      }}
    >
      <Box sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1.5,
            px: 2,
            minHeight: 64,
            bgcolor: "secondary.main",
            color: "secondary.contrastText",
          }}
        >
          <LogoMark />
          <Box component="span" sx={{ fontWeight: 700, fontSize: "1.125rem", flexGrow: 1 }}>
            {t("shell.menu", "Menu")}
          </Box>
          <IconButton
            color="inherit"
            edge="end"
            aria-label={t("shell.closeMenu", "Close menu")}
            onClick={onClose}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          component="nav"
          aria-label={t("shell.main", "Main")}
          sx={{ overflowY: "auto", flexGrow: 1, pb: 4 }}
        >
          <Box sx={{ px: 2, pt: 2 }}>
            <LanguageButtons user={user} />
          </Box>
          <List>
            {PUBLIC_NAV.map((item) => (
              <MenuLink key={item.to} item={item} pathname={pathname} onClose={onClose} />
            ))}
          </List>
          <Divider />
          {user ? (
            <List subheader={<ListSubheader component="div">{displayName(user)}</ListSubheader>}>
              {[...STUDENT_NAV, ...PROFILE_MENU].map((item) => (
                <MenuLink key={item.label} item={item} pathname={pathname} onClose={onClose} />
              ))}
              <ListItemButton
                sx={{ minHeight: 52 }}
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                <ListItemText
                  primary={t("shell.logout", "Logout")}
                  slotProps={{ primary: { sx: { fontSize: "1.125rem", fontWeight: 500 } } }}
                />
              </ListItemButton>
            </List>
          ) : (
            <Box sx={{ p: 2 }}>
              <Button
                fullWidth
                size="large"
                variant="contained"
                onPointerEnter={prefetchLoginDialog}
                onFocus={prefetchLoginDialog}
                onClick={() => {
                  onClose();
                  openLoginDialog();
                }}
              >
                {t("shell.login", "Login/Signup")}
              </Button>
            </Box>
          )}
        </Box>
      </Box>
    </NativeDialog>
  );
}
