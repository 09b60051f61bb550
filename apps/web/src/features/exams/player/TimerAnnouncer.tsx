import { useEffect, useState } from "react";
import { translate } from "../../../lib/i18n/language";
import { visuallyHidden } from "../../../lib/visuallyHidden";
import type { Countdown } from "./useCountdown";

/** Minutes left at which screen readers hear the time (NTA's CBT warns at these; never every second). */
export const ANNOUNCE_AT_MINUTES = [30, 15, 5, 1] as const;

/** The threshold just crossed going from `before` to `now` seconds left, or null. */
export function crossedThreshold(before: number, now: number): number | null {
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60;
    if (before > at && now <= at) return minutes;
  }
  return null;
}

/** A polite live region that speaks only when the time left crosses 30, 15, 5 and 1 minutes. */
export function TimerAnnouncer({ clock }: { clock: Countdown }) {
  const [message, setMessage] = useState("");
  // Listens to the clock without rendering every second; renders only to speak.
  useEffect(() => {
    let last = clock.secondsLeft();
    return clock.subscribe(() => {
      const now = clock.secondsLeft();
      const minutes = crossedThreshold(last, now);
      last = now;
      if (minutes !== null)
        setMessage(
          translate("player.minutesLeft", "{{count}} minutes left in this test.", {
            count: minutes,
            defaultValue_one: "{{count}} minute left in this test.",
          }),
        );
    });
  }, [clock]);
  return (
    <span aria-live="polite" role="status" style={visuallyHidden as React.CSSProperties}>
      {message}
    </span>
  );
}
