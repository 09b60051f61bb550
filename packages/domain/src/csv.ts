/** A spreadsheet must not run a cell as a formula (CSV injection): such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell (RFC 4180): quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line of `cells`, CRLF-ended. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
