import { academyZoneLabel, formatInr, groupIndianInteger } from "@medhavi/domain";
import { HTML_LANG, type Language, languageStore } from "./language";

// Plan names are read where dates and amounts are (the pages that load this module), so they ship with it.
export { subscriptionLabel } from "@medhavi/domain";

/**
 * Numbers, rupees and dates in the language on screen: Indian grouping (12,34,567) and the academy's
 * clock (IST) in both. hi-IN keeps Western digits, as Indian Hindi print and the exam bodies do.
 * Formatters are cached: building an Intl object costs far more than using one.
 */
const IST = "Asia/Kolkata";
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

const current = (): Language => languageStore.get().active;

/** 1234567 → "12,34,567". */
export function formatNumber(value: number, language: Language = current()): string {
  // Whole numbers read the same in both languages and need no Intl object: building the first one took
  // 40 ms on a 4x slower CPU, inside the render that takes over the demo test's page.
  if (Number.isSafeInteger(value)) return groupIndianInteger(value);
  return cached(`n:${language}`, () => new Intl.NumberFormat(HTML_LANG[language])).format(value);
}

/** Rupees: "₹12,499" for whole rupees, "₹999.50" otherwise. */
export function formatRupees(amount: number, language: Language = current()): string {
  const whole = Number.isInteger(amount);
  return cached(
    `r:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(HTML_LANG[language], {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  ).format(amount);
}

/** A calendar day on the academy's clock: "12 Mar 2027" / "12 मार्च 2027". */
export function formatDay(
  date: Date | number | string,
  language: Language = current(),
  timeZone = IST,
): string {
  return cached(
    `d:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(HTML_LANG[language], {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone,
      }),
  ).format(new Date(date));
}

/** A moment on the academy's clock, labelled: "12 Mar 2027, 5:05 pm IST". */
export function formatDayTime(
  date: Date | number | string,
  language: Language = current(),
  timeZone = IST,
): string {
  const text = cached(
    `t:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(HTML_LANG[language], {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      }),
  ).format(new Date(date));
  return `${text} ${academyZoneLabel(timeZone)}`;
}

/** "₹12,499" in either language: in English exactly as packages/domain writes it (the spec's texts). */
export function showRupees(amount: number): string {
  return current() === "en" ? formatInr(amount) : formatRupees(amount, "hi");
}
