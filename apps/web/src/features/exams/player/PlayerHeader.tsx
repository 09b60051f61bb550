import AppsRoundedIcon from "@mui/icons-material/AppsRounded";
import KeyboardOutlinedIcon from "@mui/icons-material/KeyboardOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useT } from "../../../lib/i18n/useT";
import { QueueStatus, type QueueStore } from "./SaveStatus";
import { type Countdown, formatClock, spokenClock, useClock } from "./useCountdown";

export interface PlayerHeaderProps {
  title: string;
  clock: Countdown;
  queue: QueueStore;
  /** Phone layout: two rows, and a palette button (the palette is a drawer). */
  compact: boolean;
  onHelp: () => void;
  onPalette: () => void;
  onSubmit: () => void;
}

/** Last five minutes amber, last minute red. */
function timerColors(seconds: number) {
  if (seconds <= 60) return { bgcolor: "#C62828", color: "#FFFFFF" };
  if (seconds <= 300) return { bgcolor: "#FFE082", color: "#2B2118" };
  return { bgcolor: "rgba(255, 255, 255, 0.14)", color: "#FFFFFF" };
}

/** The only part of the test screen that renders every second. */
function Timer({ clock, label }: { clock: Countdown; label: boolean }) {
  const { t } = useT();
  const seconds = useClock(clock);
  return (
    <Box
      role="timer"
      aria-label={t("player.timeLeftAria", "Time left: {{time}}", { time: spokenClock(seconds) })}
      sx={{
        ...timerColors(seconds),
        px: 1.5,
        py: 0.5,
        borderRadius: 2,
        fontWeight: 700,
        fontSize: { xs: "1rem", md: "1.125rem" },
        fontVariantNumeric: "tabular-nums",
        whiteSpace: "nowrap",
        flexShrink: 0,
      }}
    >
      {label && (
        <Box component="span" sx={{ fontWeight: 500, mr: 1, fontSize: "0.875rem" }} aria-hidden>
          {t("player.timeLeft", "Time left")}
        </Box>
      )}
      <span aria-hidden>{formatClock(seconds)}</span>
    </Box>
  );
}

/** The test screen's bar: title, save state, timer, help, palette (phones) and Submit. */
export function PlayerHeader({
  title,
  clock,
  queue,
  compact,
  onHelp,
  onPalette,
  onSubmit,
}: PlayerHeaderProps) {
  const { t } = useT();
  const heading = (
    <Typography
      variant="h1"
      noWrap
      title={title}
      sx={{ fontSize: { xs: "0.9375rem", md: "1.125rem" }, fontWeight: 700, flexGrow: 1, minWidth: 0 }}
    >
      {title}
    </Typography>
  );
  const help = (
    // The browser's own tooltip: MUI's brings Popper to the test screen (12 KiB gzip).
    <IconButton
      onClick={onHelp}
      aria-label={t("player.shortcuts", "Keyboard shortcuts")}
      title={t("player.shortcutsTip", "Keyboard shortcuts (?)")}
      sx={{ color: "inherit" }}
      size="large"
    >
      <KeyboardOutlinedIcon />
    </IconButton>
  );
  const submit = (
    <Button variant="contained" onClick={onSubmit} sx={{ minHeight: 44, flexShrink: 0 }}>
      {t("player.submit", "Submit")}
    </Button>
  );
  const row = {
    direction: "row",
    sx: { alignItems: "center", gap: { xs: 1, md: 2 }, minHeight: 48 },
  } as const;
  return (
    <Box
      component="header"
      sx={{ bgcolor: "secondary.dark", color: "#FFFFFF", px: { xs: 1.5, md: 3 }, py: 1, flexShrink: 0 }}
    >
      {compact ? (
        <>
          <Stack {...row}>
            {heading}
            {submit}
          </Stack>
          <Stack {...row}>
            <Timer clock={clock} label={false} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <QueueStatus queue={queue} />
            </Box>
            {help}
            <IconButton
              onClick={onPalette}
              aria-label={t("player.palette", "Question palette")}
              sx={{ color: "inherit" }}
              size="large"
            >
              <AppsRoundedIcon />
            </IconButton>
          </Stack>
        </>
      ) : (
        <Stack {...row}>
          {heading}
          <QueueStatus queue={queue} />
          <Timer clock={clock} label />
          {help}
          {submit}
        </Stack>
      )}
    </Box>
  );
}
