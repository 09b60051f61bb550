// How the test pages write durations and marks. Times are on the academy's clock: lib/academyTime.
import { translate } from "../../lib/i18n/language";

/** "1 h 05 min", "12 min 30 s", "45 s"; whole seconds. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, "0");
  if (h > 0) return translate("duration.hm", "{{h}} h {{mm}} min", { h, mm });
  if (m > 0)
    return s > 0
      ? translate("duration.ms", "{{m}} min {{s}} s", { m, s })
      : translate("duration.m", "{{m}} min", { m });
  return translate("duration.s", "{{s}} s", { s });
}

/** Marks with their sign, as on a result sheet: "+4", "−1" (a true minus), "0", "+2.5". */
export function formatSigned(marks: number): string {
  if (marks > 0) return `+${marks}`;
  if (marks < 0) return `−${Math.abs(marks)}`;
  return "0";
}

/** "+4 marks", "−1 mark", "0 marks". */
export const signedMarks = (marks: number) =>
  Math.abs(marks) === 1
    ? translate("review.mark", "{{marks}} mark", { marks: formatSigned(marks) })
    : translate("review.marks", "{{marks}} marks", { marks: formatSigned(marks) });

/** Marks without a sign: "−" only for negatives. */
export function formatMarks(marks: number): string {
  return marks < 0 ? `−${Math.abs(marks)}` : String(marks);
}
