import { HTML_LANG, type Language, languageStore } from "./i18n/language";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** One formatter per language, made on first use. */
const formats = new Map<Language, Intl.RelativeTimeFormat>();
function formatFor(language: Language): Intl.RelativeTimeFormat {
  let f = formats.get(language);
  if (!f) {
    f = new Intl.RelativeTimeFormat(HTML_LANG[language], { numeric: "auto" });
    formats.set(language, f);
  }
  return f;
}

const JUST_NOW: Record<Language, string> = { en: "just now", hi: "अभी-अभी" };

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago"... for a past timestamp in ms, in the
 * language on screen ("अभी-अभी", "5 मिनट पहले", "कल", "3 सप्ताह पहले" in Hindi).
 */
export function relativeTime(
  at: number,
  now = Date.now(),
  language: Language = languageStore.get().active,
): string {
  const elapsed = now - at;
  if (!Number.isFinite(elapsed) || elapsed < 45_000) return JUST_NOW[language];
  for (const [unit, size] of UNITS) {
    if (elapsed >= size || unit === "minute") {
      return formatFor(language).format(-Math.max(1, Math.round(elapsed / size)), unit);
    }
  }
  return JUST_NOW[language];
}
