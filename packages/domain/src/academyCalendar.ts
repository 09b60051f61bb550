// Calendar arithmetic on the academy's wall clock. Plans are sold "for six months" in India: the end
// date is a date on India's calendar, whatever time of day (and so whatever UTC date) the plan started.

/** The academy's time zone unless the server is configured otherwise (ACADEMY_TIME_ZONE). */
export const ACADEMY_TIME_ZONE = "Asia/Kolkata";

const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface WallClock {
  year: number;
  month: number; // 0-11
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the IANA zone name (e.g. "Asia/Kolkata"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: (parts.month ?? 1) - 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: ((ms % 1000) + 1000) % 1000,
  };
}

/** The wall clock read as if it were UTC (setUTCFullYear, so years 0-99 stay themselves). */
function asUtc(w: WallClock): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.ms);
  return d.getTime();
}

/** The instant whose wall clock in `timeZone` reads `w` (two passes settle a DST change between guesses). */
function fromWallClock(w: WallClock, timeZone: string): number {
  const local = asUtc(w);
  let t = local - (asUtc(wallClock(local, timeZone)) - local);
  t = local - (asUtc(wallClock(t, timeZone)) - t);
  return t;
}

function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month + 1, 0); // day 0 of the next month is the last day of this one
  return d.getUTCDate();
}

function assertValid(from: Date, what: string): void {
  if (Number.isNaN(from.getTime())) throw new RangeError(`${what}: invalid date`);
}

/**
 * Adds calendar months on `timeZone`'s calendar, keeping the wall-clock time of day. A day that does not
 * exist in the target month is clamped to its last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export function addMonths(from: Date, months: number, timeZone = "UTC"): Date {
  assertValid(from, "addMonths");
  if (!Number.isInteger(months)) throw new RangeError("addMonths: months must be an integer");
  const w = wallClock(from.getTime(), timeZone);
  const total = w.month + months;
  const year = w.year + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(w.day, daysInMonth(year, month));
  return new Date(fromWallClock({ ...w, year, month, day }, timeZone));
}

/** Adds calendar days on `timeZone`'s calendar, keeping the wall-clock time of day. */
export function addDays(from: Date, days: number, timeZone = "UTC"): Date {
  assertValid(from, "addDays");
  if (!Number.isInteger(days)) throw new RangeError("addDays: days must be an integer");
  const w = wallClock(from.getTime(), timeZone);
  const d = new Date(asUtc(w));
  d.setUTCDate(d.getUTCDate() + days);
  return new Date(fromWallClock(wallClock(d.getTime(), "UTC"), timeZone));
}

/** "1 Sep 2027": the date on the academy's calendar, spelt the same on every runtime. */
export function formatAcademyDate(ms: number, timeZone = ACADEMY_TIME_ZONE): string {
  const w = wallClock(ms, timeZone);
  return `${w.day} ${MONTH_ABBR[w.month]} ${w.year}`;
}

/** Midnight starting the academy's day that contains `ms` (the dashboard's "today"). */
export function startOfAcademyDay(ms: number, timeZone = ACADEMY_TIME_ZONE): Date {
  const w = wallClock(ms, timeZone);
  return new Date(fromWallClock({ ...w, hour: 0, minute: 0, second: 0, ms: 0 }, timeZone));
}

/** Midnight starting the academy's month that contains `ms` ("this month"). */
export function startOfAcademyMonth(ms: number, timeZone = ACADEMY_TIME_ZONE): Date {
  const w = wallClock(ms, timeZone);
  return new Date(fromWallClock({ ...w, day: 1, hour: 0, minute: 0, second: 0, ms: 0 }, timeZone));
}

/** "2027-09-01": the academy's calendar date, a key for per-day series. */
export function academyDayKey(ms: number, timeZone = ACADEMY_TIME_ZONE): string {
  const w = wallClock(ms, timeZone);
  return `${w.year}-${String(w.month + 1).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** Short zone label for the screens: "IST" for India, otherwise the zone's own name. */
export function academyZoneLabel(timeZone = ACADEMY_TIME_ZONE): string {
  return timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta" ? "IST" : timeZone;
}

/** "1 Sep 2027, 17:05 IST": a time on the academy's clock, always labelled with its zone. */
export function formatAcademyDateTime(ms: number, timeZone = ACADEMY_TIME_ZONE): string {
  const w = wallClock(ms, timeZone);
  const hm = `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
  return `${w.day} ${MONTH_ABBR[w.month]} ${w.year}, ${hm} ${academyZoneLabel(timeZone)}`;
}

/** A datetime-local input's value ("2027-09-01T17:05") for an instant, on the academy's clock. */
export function toAcademyInput(ms: number, timeZone = ACADEMY_TIME_ZONE): string {
  const w = wallClock(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(w.year).padStart(4, "0")}-${pad(w.month + 1)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant a datetime-local value names on the academy's clock; NaN when unreadable. */
export function fromAcademyInput(value: string, timeZone = ACADEMY_TIME_ZONE): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return fromWallClock({ year, month: month - 1, day, hour, minute, second: 0, ms: 0 }, timeZone);
}
