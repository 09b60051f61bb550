import AssignmentTurnedInOutlinedIcon from "@mui/icons-material/AssignmentTurnedInOutlined";
import CelebrationOutlinedIcon from "@mui/icons-material/CelebrationOutlined";
import CurrencyRupeeOutlinedIcon from "@mui/icons-material/CurrencyRupeeOutlined";
import EventNoteOutlinedIcon from "@mui/icons-material/EventNoteOutlined";
import NotificationsNoneOutlinedIcon from "@mui/icons-material/NotificationsNoneOutlined";
import PublishedWithChangesOutlinedIcon from "@mui/icons-material/PublishedWithChangesOutlined";
import QuestionAnswerOutlinedIcon from "@mui/icons-material/QuestionAnswerOutlined";
import VisibilityOffOutlinedIcon from "@mui/icons-material/VisibilityOffOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useT } from "../../lib/i18n/useT";
import { relativeTime } from "../../lib/relativeTime";
import type { NotificationItem } from "./notificationsApi";
import type { useNotifications } from "./useNotifications";

// The notifications panel under the bell: loaded when the bell is first opened (or pointed at), so a
// student's first page does not carry the list's parts.

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

export interface NotificationPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  notifications: Pick<ReturnType<typeof useNotifications>, "query" | "hide">;
  onActivate: (item: NotificationItem) => void;
}

/** The list newest first with each item hideable, a loading row, an error with Retry, an empty state. */
export default function NotificationPanel({
  anchor,
  onClose,
  notifications: { query, hide },
  onActivate,
}: NotificationPanelProps) {
  const { t } = useT();
  const typeTitle = useTypeTitle();
  const page = query.data;
  const items = useMemo(() => newestFirst(page?.items ?? []), [page]);
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
                  onClick={() => onActivate(item)}
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
  );
}
