import AppsRoundedIcon from "@mui/icons-material/AppsRounded";
import KeyboardOutlinedIcon from "@mui/icons-material/KeyboardOutlined";
import { alpha, styled } from "@mui/material/styles";
import { useT } from "../../../lib/i18n/useT";
import { visuallyHidden } from "../../../lib/visuallyHidden";
import { buttonLook, containedLook } from "./buttonLooks";
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

/**
 * Plain elements styled by the bar, not MUI's Box, Stack, Typography, IconButton and Button: those were
 * nearly half of the test screen's first render on a phone at 4x CPU (docs/benchmarks.md at 4ee5d38,
 * 28 Nov).
 */
const Bar = styled("header")(({ theme }) => {
  const wide = theme.breakpoints.up("md");
  return {
    flexShrink: 0,
    backgroundColor: theme.palette.secondary.dark,
    color: "#FFFFFF",
    padding: theme.spacing(1, 1.5),
    [wide]: { padding: theme.spacing(1, 3) },
    "& .row": {
      display: "flex",
      alignItems: "center",
      gap: theme.spacing(1),
      minHeight: 48,
      [wide]: { gap: theme.spacing(2) },
    },
    "& h1": {
      ...theme.typography.h1,
      margin: 0,
      fontSize: "0.9375rem",
      fontWeight: 700,
      flexGrow: 1,
      minWidth: 0,
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      [wide]: { fontSize: "1.125rem" },
    },
    "& .submit": { ...buttonLook(theme, "#FFFFFF"), ...containedLook(theme), minHeight: 44, flexShrink: 0 },
    // MUI's large IconButton: a 48 px circle, the icon in the bar's colour.
    "& .icon": {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      width: 48,
      height: 48,
      padding: 0,
      border: 0,
      borderRadius: "50%",
      background: "none",
      color: "inherit",
      cursor: "pointer",
      transition: theme.transitions.create("background-color", {
        duration: theme.transitions.duration.shortest,
      }),
      "&:hover": { backgroundColor: alpha("#FFFFFF", theme.palette.action.hoverOpacity) },
    },
    "& .timer": {
      padding: theme.spacing(0.5, 1.5),
      borderRadius: Number(theme.shape.borderRadius) * 2,
      backgroundColor: "rgba(255, 255, 255, 0.14)",
      fontWeight: 700,
      fontSize: "1rem",
      fontVariantNumeric: "tabular-nums",
      whiteSpace: "nowrap",
      flexShrink: 0,
      [wide]: { fontSize: "1.125rem" },
    },
    // Last five minutes amber, last minute red.
    "& .timer[data-left='few']": { backgroundColor: "#FFE082", color: "#2B2118" },
    "& .timer[data-left='last']": { backgroundColor: "#C62828", color: "#FFFFFF" },
    "& .timer-label": { fontWeight: 500, marginRight: theme.spacing(1), fontSize: "0.875rem" },
    "& .save": { display: "flex", alignItems: "center", gap: theme.spacing(0.75), minWidth: 0 },
    "& .save-text": {
      ...theme.typography.body2,
      margin: 0,
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    "& .visually-hidden": visuallyHidden,
    "& .grow": { flexGrow: 1, minWidth: 0 },
  };
});

/** The only part of the test screen that renders every second. */
function Timer({ clock, label }: { clock: Countdown; label: boolean }) {
  const { t } = useT();
  const seconds = useClock(clock);
  return (
    <div
      className="timer"
      role="timer"
      data-left={seconds <= 60 ? "last" : seconds <= 300 ? "few" : undefined}
      aria-label={t("player.timeLeftAria", "Time left: {{time}}", { time: spokenClock(seconds) })}
    >
      {label && (
        <span className="timer-label" aria-hidden>
          {t("player.timeLeft", "Time left")}
        </span>
      )}
      <span aria-hidden>{formatClock(seconds)}</span>
    </div>
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
  const heading = <h1 title={title}>{title}</h1>;
  const help = (
    // The browser's own tooltip: MUI's brings Popper to the test screen (12 KiB gzip).
    <button
      type="button"
      className="icon"
      onClick={onHelp}
      aria-label={t("player.shortcuts", "Keyboard shortcuts")}
      title={t("player.shortcutsTip", "Keyboard shortcuts (?)")}
    >
      <KeyboardOutlinedIcon />
    </button>
  );
  const submit = (
    <button type="button" className="submit" onClick={onSubmit}>
      {t("player.submit", "Submit")}
    </button>
  );
  return (
    <Bar>
      {compact ? (
        <>
          <div className="row">
            {heading}
            {submit}
          </div>
          <div className="row">
            <Timer clock={clock} label={false} />
            <div className="grow">
              <QueueStatus queue={queue} />
            </div>
            {help}
            <button
              type="button"
              className="icon"
              onClick={onPalette}
              aria-label={t("player.palette", "Question palette")}
            >
              <AppsRoundedIcon />
            </button>
          </div>
        </>
      ) : (
        <div className="row">
          {heading}
          <QueueStatus queue={queue} />
          <Timer clock={clock} label />
          {help}
          {submit}
        </div>
      )}
    </Bar>
  );
}
