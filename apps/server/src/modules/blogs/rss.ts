import type { BlogSummary } from "@medhavi/domain";
import { BRAND } from "@medhavi/domain";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** RSS 2.0 of the newest published posts; `origin` is the site's scheme and host (no trailing slash). */
export function blogRss(origin: string, posts: BlogSummary[]): string {
  const items = posts
    .map((p) => {
      const link = `${origin}/blogs/${encodeURIComponent(p.slug)}`;
      const categories = [p.category?.name, ...p.tags]
        .filter((c): c is string => Boolean(c))
        .map((c) => `      <category>${escapeXml(c)}</category>`)
        .join("\n");
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(p.excerpt)}</description>`,
        p.published_at ? `      <pubDate>${new Date(p.published_at).toUTCString()}</pubDate>` : "",
        p.author_name ? `      <dc:creator>${escapeXml(p.author_name)}</dc:creator>` : "",
        categories,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const newest = posts[0]?.published_at;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${BRAND.name} Blog`)}</title>
    <link>${escapeXml(`${origin}/blogs`)}</link>
    <atom:link href="${escapeXml(`${origin}/blogs/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Exam notices, preparation guides and study tips from ${escapeXml(BRAND.name)}.</description>
    <language>en-in</language>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
