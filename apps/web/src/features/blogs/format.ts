import { formatDay } from "../../lib/i18n/format";
import { translate } from "../../lib/i18n/language";

/** "12 Mar 2027" (or "12 मार्च 2027"), on the academy's clock (IST). */
export function formatPostDate(iso: string | null): string {
  if (!iso) return "";
  return formatDay(iso);
}

export const readingLabel = (minutes: number) =>
  translate("blogs.reading", "{{minutes}} min read", { minutes });

/** Cover pictures: uploads are site-relative, others full https URLs. */
export const coverSrc = (url: string | null) => url ?? null;
