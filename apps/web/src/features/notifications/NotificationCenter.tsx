import AssignmentTurnedInOutlinedIcon from "@mui/icons-material/AssignmentTurnedInOutlined";
import CelebrationOutlinedIcon from "@mui/icons-material/CelebrationOutlined";
import CloseIcon from "@mui/icons-material/Close";
import CurrencyRupeeOutlinedIcon from "@mui/icons-material/CurrencyRupeeOutlined";
import EventNoteOutlinedIcon from "@mui/icons-material/EventNoteOutlined";
import NotificationsNoneOutlinedIcon from "@mui/icons-material/NotificationsNoneOutlined";
import NotificationsOutlinedIcon from "@mui/icons-material/NotificationsOutlined";
import PublishedWithChangesOutlinedIcon from "@mui/icons-material/PublishedWithChangesOutlined";
import QuestionAnswerOutlinedIcon from "@mui/icons-material/QuestionAnswerOutlined";
import VisibilityOffOutlinedIcon from "@mui/icons-material/VisibilityOffOutlined";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import Snackbar from "@mui/material/Snackbar";
import Typography from "@mui/material/Typography";
import { type MouseEvent, useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { relativeTime } from "../../lib/relativeTime";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";
import type { NotificationItem } from "./notificationsApi";
import { useNotifications } from "./useNotifications";
import { consumeWelcomeCheck } from "./welcomeCheck";

function TypeIcon({ type }: { type: string }) {
  const Icon =
    type === "new_user"
      ? CelebrationOutlinedIcon
      : type === "result_published"
        ? AssignmentTurnedInOutlinedIcon
        : type === "score_revised"
          ? PublishedWithChangesOutlinedIcon
          : type === "payment_refunded"
            ? CurrencyRupeeOutlinedIcon
            : type.startsWith("forum_")
              ? QuestionAnswerOutlinedIcon
              : EventNoteOutlinedIcon;
  return <Icon fontSize="small" sx={{ color: "secondary.main" }} aria-hidden />;
}

/** A heading above the message for types whose message alone does not say what happened at a glance. */
function useTypeTitle(): (type: string) => string | null {
  const { t } = useT();
  return (type) => (type === "score_revised" ? t("notif.scoreRevised", "Score revised") : null);
}

function newestFirst(items: readonly NotificationItem[]): NotificationItem[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** The welcome popup shown once after signup + login (spec section 4): a way into the subscription screen. */
function WelcomePopup({
  item,
  onClose,
  onChooseCourse,
}: {
  item: NotificationItem | null;
  onClose: () => void;
  onChooseCourse: () => void;
}) {
  const titleId = useId();
  const { t } = useT();
  return (
    <Snackbar
      open={item !== null}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      // Clicking elsewhere (e.g. the bell) must not dismiss it; only its own buttons do.
      onClose={(_, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      sx={{ top: { xs: 72, sm: 80 } }}
    >
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        elevation={8}
        sx={{ p: 2, pr: 5, maxWidth: 360, position: "relative", borderTop: 4, borderColor: "primary.main" }}
      >
        <IconButton
          aria-label={t("notif.dismiss", "Dismiss")}
          size="small"
          onClick={onClose}
          sx={{ position: "absolute", top: 8, right: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ display: "flex", gap: 1.5 }}>
          <CelebrationOutlinedIcon sx={{ color: "primary.dark", mt: 0.25 }} aria-hidden />
          <Box>
            <Typography id={titleId} sx={{ fontWeight: 700, mb: 0.5 }}>
              {t("notif.welcome", "Welcome aboard!")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item?.notificationMsg}
            </Typography>
            <Button variant="contained" size="small" onClick={onChooseCourse} sx={{ mt: 1.5 }}>
              {t("home.chooseCourse", "Choose a course")}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Snackbar>
  );
}

function LoadingRows() {
  const { t } = useT();
  return (
    <Box sx={{ px: 2, py: 1 }} aria-label={t("notif.loading", "Loading notifications")}>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ py: 1 }}>
          <Skeleton width="90%" />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The bell of the logged-in top bar (spec sections 2, 4, 7): unread badge, a list newest first with each
 * item hideable, an empty state; new_user items open the Subscribe to a course dialog and exam_scheduled
 * items open their page. Also pops up the welcome notification once after a login.
 */
export function NotificationCenter() {
  const navigate = useNavigate();
  const { t } = useT();
  const { openSubscribeDialog } = useSubscribeDialog();
  const typeTitle = useTypeTitle();
  const { enabled, query, readAll, hide } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [welcome, setWelcome] = useState<NotificationItem | null>(null);
  const page = query.data;
  const items = useMemo(() => newestFirst(page?.items ?? []), [page]);
  const unread = page?.unread ?? 0;

  useEffect(() => {
    if (!page || !consumeWelcomeCheck()) return;
    const fresh = page.items.find((item) => item.notificationType === "new_user" && !item.read);
    if (fresh) setWelcome(fresh);
  }, [page]);

  if (!enabled) return null;

  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
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
            ? t("notif.unread", "Notifications, {{unread}} unread", { unread })
            : t("notif.title", "Notifications")
        }
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : undefined}
        onClick={open}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": t("notif.title", "Notifications"),
            sx: {
              width: { xs: "calc(100vw - 24px)", sm: 380 },
              maxHeight: 480,
              display: "flex",
              flexDirection: "column",
            },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, display: "flex", alignItems: "baseline", gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1rem", flexGrow: 1 }}>
            {t("notif.title", "Notifications")}
          </Typography>
          {page && page.total > 0 && (
            <Typography variant="caption" color="text.secondary">
              {page.total} in all
            </Typography>
          )}
        </Box>
        <Divider />
        <Box sx={{ overflowY: "auto" }}>
          {query.isPending ? (
            <LoadingRows />
          ) : query.isError && !page ? (
            <Alert
              severity="warning"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => query.refetch()}>
                  {t("notif.retry", "Retry")}
                </Button>
              }
            >
              {t("notif.loadError", "Notifications could not be loaded.")}
            </Alert>
          ) : items.length === 0 ? (
            <Box sx={{ px: 3, py: 5, textAlign: "center" }}>
              <NotificationsNoneOutlinedIcon sx={{ fontSize: 40, color: "text.disabled" }} aria-hidden />
              <Typography sx={{ fontWeight: 600, mt: 1 }}>
                {t("notif.empty", "You are all caught up")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("notif.emptyText", "New tests and news from your mentors will appear here.")}
              </Typography>
            </Box>
          ) : (
            <List disablePadding aria-label={t("notif.list", "Notification list")}>
              {items.map((item) => (
                <ListItem
                  key={item.id}
                  disablePadding
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t("notif.hide", "Hide notification")}
                      title={t("notif.hideShort", "Hide")}
                      onClick={() => hide.mutate(item.id)}
                    >
                      <VisibilityOffOutlinedIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    onClick={() => activate(item)}
                    sx={{
                      alignItems: "flex-start",
                      pr: 6,
                      bgcolor: item.read ? undefined : "rgba(201, 151, 43, 0.08)",
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 36, mt: 0.75 }}>
                      <TypeIcon type={item.notificationType} />
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <>
                          {typeTitle(item.notificationType) && (
                            <Box
                              component="span"
                              sx={{ display: "block", fontWeight: 700, color: "secondary.dark" }}
                            >
                              {typeTitle(item.notificationType)}
                            </Box>
                          )}
                          {item.notificationMsg}
                        </>
                      }
                      secondary={relativeTime(item.createdAt)}
                      slotProps={{
                        primary: { sx: { fontWeight: item.read ? 400 : 600, fontSize: "0.9375rem" } },
                        secondary: { component: "span" },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Popover>
      <WelcomePopup
        item={welcome}
        onClose={() => setWelcome(null)}
        onChooseCourse={() => {
          setWelcome(null);
          openSubscribeDialog();
        }}
      />
    </>
  );
}
