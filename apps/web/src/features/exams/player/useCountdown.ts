import { useEffect, useState } from "react";
import { translate } from "../../../lib/i18n/language";

function secondsLeft(deadline: number, skew: number): number {
  return Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000));
}

/**
 * Whole seconds left until the server's `deadline`, read from the browser's clock corrected by the skew
 * seen when the attempt arrived (`serverNow` against the local time then), so a wrong PC clock neither
 * shortens nor lengthens the test.
 */
export function useCountdown(deadline: number, serverNow: number): number {
  const [skew] = useState(() => serverNow - Date.now());
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, skew));
  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(deadline, skew));
    tick();
    // A short tick keeps the display within a quarter second of the true time after the tab sleeps.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, skew]);
  return seconds;
}

/** 1:05:09 or 05:09. */
export function formatClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const mmss = `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** "1 hour 5 minutes" style, for screen readers. */
export function spokenClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const hours =
    h > 0 ? translate("time.hours", "{{count}} hours", { count: h, defaultValue_one: "{{count}} hour" }) : "";
  const minutes =
    m > 0
      ? translate("time.minutes", "{{count}} minutes", { count: m, defaultValue_one: "{{count}} minute" })
      : "";
  const seconds = (n: number) =>
    translate("time.seconds", "{{count}} seconds", { count: n, defaultValue_one: "{{count}} second" });
  return [hours, minutes, h === 0 && s > 0 ? seconds(s) : ""].filter(Boolean).join(" ") || seconds(0);
}
