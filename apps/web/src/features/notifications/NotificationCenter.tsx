import NotificationsOutlinedIcon from "@mui/icons-material/NotificationsOutlined";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import { lazy, type MouseEvent, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";
import type { NotificationItem } from "./notificationsApi";
import { useNotifications } from "./useNotifications";
import { consumeWelcomeCheck } from "./welcomeCheck";

const loadPanel = () => import("./NotificationPanel");
const NotificationPanel = lazy(loadPanel);
const WelcomePopup = lazy(() => import("./WelcomePopup"));
/** Pointing at the bell starts loading the panel, so it is there by the click. */
const preloadPanel = () => void loadPanel();

/**
 * The bell of the logged-in top bar (spec sections 2, 4, 7): unread badge, and the panel (NotificationPanel)
 * when opened; new_user items open the Subscribe to a course dialog and exam_scheduled items open their
 * page. Also pops up the welcome notification once after a login.
 */
export function NotificationCenter() {
  const navigate = useNavigate();
  const { t } = useT();
  const { openSubscribeDialog } = useSubscribeDialog();
  const notifications = useNotifications();
  const { enabled, query, readAll } = notifications;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const [welcome, setWelcome] = useState<NotificationItem | null>(null);
  // Kept mounted once shown, so that it closes with its transition.
  const [welcomeLoaded, setWelcomeLoaded] = useState(false);
  const page = query.data;
  const unread = page?.unread ?? 0;

  useEffect(() => {
    if (!page || !consumeWelcomeCheck()) return;
    const fresh = page.items.find((item) => item.notificationType === "new_user" && !item.read);
    if (fresh) {
      setWelcome(fresh);
      setWelcomeLoaded(true);
    }
  }, [page]);

  if (!enabled) return null;

  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setPanelLoaded(true);
    setWelcome(null);
    if (unread > 0) readAll.mutate();
  };
  const activate = (item: NotificationItem) => {
    close();
    if (item.notificationType === "new_user") openSubscribeDialog();
    else if (item.navigate) navigate(item.navigate);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unread > 0
            ? unread === 1
              ? t("notif.unreadOne", "1 unread notification")
              : t("notif.unread", "{{unread}} unread notifications", { unread })
            : t("notif.title", "Notifications")
        }
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : undefined}
        onClick={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {/* No count in the page at all at zero: a hidden "0" would still be read as the button's text. */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      {panelLoaded && (
        <Suspense fallback={null}>
          <NotificationPanel
            anchor={anchor}
            onClose={close}
            notifications={notifications}
            onActivate={activate}
          />
        </Suspense>
      )}
      {welcomeLoaded && (
        <Suspense fallback={null}>
          <WelcomePopup
            item={welcome}
            onClose={() => setWelcome(null)}
            onChooseCourse={() => {
              setWelcome(null);
              openSubscribeDialog();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
