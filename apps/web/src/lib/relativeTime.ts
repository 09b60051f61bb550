const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const format = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"... for a past timestamp in ms. */
export function relativeTime(at: number, now = Date.now()): string {
  const elapsed = now - at;
  if (!Number.isFinite(elapsed) || elapsed < 45_000) return "just now";
  for (const [unit, size] of UNITS) {
    if (elapsed >= size || unit === "minute") {
      return format.format(-Math.max(1, Math.round(elapsed / size)), unit);
    }
  }
  return "just now";
}
