/** "12 Mar 2027" in Indian English, on the academy's clock (IST). */
export function formatPostDate(iso: string | null): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

export const readingLabel = (minutes: number) => `${minutes} min read`;

/** Cover pictures: uploads are site-relative, others full https URLs. */
export const coverSrc = (url: string | null) => url ?? null;
