import { ADMIN_DRAWER_WIDTH } from "@medhavi/domain";
import type { SvgIconComponent } from "@mui/icons-material";
import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import AssignmentOutlinedIcon from "@mui/icons-material/AssignmentOutlined";
import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import DashboardOutlinedIcon from "@mui/icons-material/DashboardOutlined";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import FolderOutlinedIcon from "@mui/icons-material/FolderOutlined";
import HistoryOutlinedIcon from "@mui/icons-material/HistoryOutlined";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import MenuIcon from "@mui/icons-material/Menu";
import MenuBookOutlinedIcon from "@mui/icons-material/MenuBookOutlined";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import PeopleOutlineIcon from "@mui/icons-material/PeopleOutlined";
import QuizOutlinedIcon from "@mui/icons-material/QuizOutlined";
import RateReviewOutlinedIcon from "@mui/icons-material/RateReviewOutlined";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import AppBar from "@mui/material/AppBar";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { lazy, type MouseEvent, Suspense, useEffect, useState } from "react";
import { Navigate, Outlet, Link as RouterLink, ScrollRestoration, useLocation } from "react-router";
import { type AdminInfo, displayName, useAdminInfo } from "../features/auth/session";
import { useAdminLogout } from "../features/auth/useLogout";
import { BrandLink } from "../lib/BrandMark";
import { MenuHeader } from "../lib/MenuHeader";
import { MAIN_ID, SkipLink } from "../lib/SkipLink";
import { useMobileLayout } from "../lib/useMobileLayout";
import { ADMIN_NAV, ADMIN_PROFILE_MENU } from "./adminNav";

// Its own chunk: the layout's import stays small in the app's entry (the home page's weight).
const SandboxPaymentsBanner = lazy(() =>
  import("./SandboxPaymentsBanner").then((m) => ({ default: m.SandboxPaymentsBanner })),
);

import { NavigationProgress } from "./Shell";

const ICONS: Record<string, SvgIconComponent> = {
  Dashboard: DashboardOutlinedIcon,
  "Audit log": HistoryOutlinedIcon,
  Notifications: CampaignOutlinedIcon,
  Users: PeopleOutlineIcon,
  Blogs: ArticleOutlinedIcon,
  Pages: DescriptionOutlinedIcon,
  Course: MenuBookOutlinedIcon,
  Questions: QuizOutlinedIcon,
  Exam: AssignmentOutlinedIcon,
  "Pending Evaluation": RateReviewOutlinedIcon,
  "Upload Document": UploadFileOutlinedIcon,
  Scholarship: WorkspacePremiumOutlinedIcon,
  Enrollment: HowToRegOutlinedIcon,
  Payments: PaymentsOutlinedIcon,
  Projects: FolderOutlinedIcon,
};

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Admin">
      <List sx={{ py: 1 }}>
        {ADMIN_NAV.map((item) => {
          const Icon = ICONS[item.label] ?? FolderOutlinedIcon;
          const icon = (
            <ListItemIcon sx={{ minWidth: 40, color: "inherit" }}>
              <Icon fontSize="small" aria-hidden />
            </ListItemIcon>
          );
          if (item.disabled) {
            // Shown but not clickable (spec section 2).
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton disabled aria-disabled="true" sx={{ mx: 1, borderRadius: 2 }}>
                  {icon}
                  <ListItemText primary={item.label} secondary="Not available yet" />
                </ListItemButton>
              </ListItem>
            );
          }
          const active = pathname === item.to || (item.to !== "/admin" && pathname.startsWith(`${item.to}/`));
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  "&.Mui-selected": {
                    bgcolor: "rgba(201, 151, 43, 0.16)",
                    color: "secondary.dark",
                    fontWeight: 600,
                  },
                }}
              >
                {icon}
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function AdminProfileMenu({ admin }: { admin: AdminInfo }) {
  const logout = useAdminLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = displayName(admin, "Admin");
  return (
    <>
      <IconButton
        aria-label="Open admin menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{ width: 34, height: 34, bgcolor: "primary.main", color: "primary.contrastText", fontSize: 15 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <MenuHeader>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        </MenuHeader>
        <Divider />
        <MenuItem component={RouterLink} to="/admin/profile" onClick={close}>
          Profile
        </MenuItem>
        {ADMIN_PROFILE_MENU.map((label) => (
          // The spec names these entries but gives them no screen yet.
          <MenuItem key={label} disabled>
            <ListItemText primary={label} secondary="Coming soon" />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}

function AdminFrame({ admin }: { admin: AdminInfo }) {
  const mobile = useMobileLayout();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // A phone's drawer closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useEffect(() => setMobileOpen(false), [pathname]);
  const open = mobile ? mobileOpen : desktopOpen;
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <SkipLink />
      <NavigationProgress />
      <AppBar position="fixed" color="secondary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1.5 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Toggle side menu"
            aria-expanded={open}
            aria-controls="admin-side-menu"
            onClick={() => (mobile ? setMobileOpen((v) => !v) : setDesktopOpen((v) => !v))}
          >
            <MenuIcon />
          </IconButton>
          <BrandLink to="/admin" nameDisplay={{ xs: "none", sm: "inline" }} />
          <Typography component="span" sx={{ opacity: 0.8, display: { xs: "none", sm: "inline" } }}>
            Admin
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <AdminProfileMenu admin={admin} />
        </Toolbar>
      </AppBar>
      {mobile ? (
        <Drawer
          id="admin-side-menu"
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ "& .MuiDrawer-paper": { width: ADMIN_DRAWER_WIDTH } }}
        >
          <Toolbar />
          <SideMenu onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          id="admin-side-menu"
          variant="persistent"
          open={desktopOpen}
          sx={{
            width: desktopOpen ? ADMIN_DRAWER_WIDTH : 0,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create("width"),
            "& .MuiDrawer-paper": { width: ADMIN_DRAWER_WIDTH, boxSizing: "border-box" },
          }}
        >
          <Toolbar />
          <SideMenu />
        </Drawer>
      )}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <Suspense fallback={null}>
          <SandboxPaymentsBanner />
        </Suspense>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Box>
  );
}

/**
 * Layout and guard of /admin/*: without stored admin info the visitor goes to /admin/login. When a call
 * finds the session over, the page stays until the HTTP client's redirect (useAdminInfo keeps it).
 */
export default function AdminLayout() {
  const admin = useAdminInfo();
  if (!admin) return <Navigate to="/admin/login" replace />;
  return <AdminFrame admin={admin} />;
}
