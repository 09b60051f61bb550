import Divider from "@mui/material/Divider";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { displayName, type UserInfo } from "../features/auth/session";
import { useT } from "../lib/i18n/useT";
import { MenuHeader } from "../lib/MenuHeader";
import { type NavItem, navLabel } from "./navItems";

/** The signed-in student's profile menu in the top bar; loaded when first opened. */
export function ProfileMenu({
  anchor,
  onClose,
  user,
  items,
  onLogout,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  user: UserInfo;
  items: readonly NavItem[];
  onLogout: () => void;
}) {
  const { t } = useT();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
    >
      <MenuHeader>
        <Typography sx={{ fontWeight: 700 }}>{displayName(user)}</Typography>
        {user.email && (
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        )}
      </MenuHeader>
      <Divider />
      {items.map((item) =>
        item.external ? (
          <MenuItem
            key={item.label}
            component="a"
            href={item.to}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            {navLabel(t, item)}
          </MenuItem>
        ) : (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
            {navLabel(t, item)}
          </MenuItem>
        ),
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t("shell.logout", "Logout")}
      </MenuItem>
    </Menu>
  );
}
