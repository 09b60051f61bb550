import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { type MouseEvent, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";

/** One card of a page: a section heading (h2) and what follows it, as sanitised HTML. */
export interface HtmlSection {
  key: string;
  html: string;
}

/**
 * Cuts a page's HTML at its h2 headings, so each section keeps its card in the page layout. Text before
 * the first heading is a section of its own. The HTML was sanitised by the server (platform/html.ts).
 */
export function splitSections(html: string): HtmlSection[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const sections: HtmlSection[] = [];
  let current: string[] = [];
  const flush = () => {
    const joined = current.join("").trim();
    if (joined) sections.push({ key: `${sections.length}`, html: joined });
    current = [];
  };
  for (const node of Array.from(template.content.childNodes)) {
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName === "H2") flush();
    if (node.nodeType === Node.ELEMENT_NODE) current.push((node as Element).outerHTML);
    else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) current.push(node.textContent);
  }
  flush();
  return sections;
}

/** Typography of CMS HTML, matching the page cards that were written in code. */
export const proseSx = {
  "& h2": { fontSize: "1.25rem", fontWeight: 700, lineHeight: 1.3, mt: 0, mb: 1.5, color: "secondary.dark" },
  "& h2[id], & h3[id]": { scrollMarginTop: 88 },
  "& h3": { fontSize: "1.0625rem", fontWeight: 700, mt: 2, mb: 1, color: "secondary.dark" },
  "& p": { mt: 0, mb: 1.5, lineHeight: 1.6 },
  "& > :last-child, & li:last-child": { mb: 0 },
  "& ul, & ol": { m: 0, mb: 1.5, pl: 2.5 },
  "& li": { mb: 0.75, lineHeight: 1.6 },
  "& li > p": { m: 0 },
  "& figure": { m: 0, mb: 1.5 },
  "& iframe": { width: "100%", aspectRatio: "16 / 9", height: "auto", border: 0, borderRadius: 1 },
  "& pre": { overflowX: "auto", p: 1.5, bgcolor: "rgba(93, 64, 55, 0.06)", borderRadius: 1 },
  "& blockquote": { m: 0, mb: 1.5, pl: 2, borderLeft: "3px solid", borderColor: "primary.light" },
  "& a": { color: "secondary.main", fontWeight: 600 },
  "& img": { maxWidth: "100%", height: "auto" },
  "& table": { borderCollapse: "collapse", width: "100%" },
  "& th, & td": { border: "1px solid", borderColor: "divider", p: 1, textAlign: "left" },
};

/** Follows links inside the site without a full page load (CMS HTML has plain <a href="/contact">). */
export function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href") ?? "";
    if (!anchor || !href.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * The HTML with its formulas typeset. KaTeX is large, so it loads only for a page whose text has a `$`
 * (most pages have none); until then the text shows as written.
 */
function useTypeset(html: string): string {
  const [typeset, setTypeset] = useState<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (!html.includes("$")) return;
    let live = true;
    void import("../../lib/rich-text/render").then(({ renderArticleHtml }) => {
      if (live) setTypeset({ from: html, to: renderArticleHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return typeset?.from === html ? typeset.to : html;
}

/** A page's HTML as section cards, two columns on wide screens (one when there is one section). */
export function PageSections({ html }: { html: string }) {
  const shown = useTypeset(html);
  const sections = useMemo(() => splitSections(shown), [shown]);
  const onClick = useInternalLinks();
  if (sections.length === 0) return null;
  return (
    <Box
      onClick={onClick}
      sx={{
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "1fr", md: sections.length === 1 ? "1fr" : "1fr 1fr" },
        alignItems: "start",
      }}
    >
      {sections.map((section, index) =>
        section.html.startsWith("<h2") ? (
          <Card
            key={section.key}
            variant="outlined"
            component="section"
            sx={{ animationDelay: `${Math.min(index, 6) * 80}ms` }}
          >
            <CardContent
              sx={{ p: { xs: 2.5, md: 3 }, ...proseSx }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's page profile
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </Card>
        ) : (
          // Text without a heading reads as plain prose across the page, not as a card.
          <Box
            key={section.key}
            sx={{ gridColumn: "1 / -1", color: "text.secondary", ...proseSx }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's page profile
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        ),
      )}
    </Box>
  );
}

/** A phone number as people write it: "+91 612 254 7700", "0612-2547700" (8 to 15 digits). */
const PHONE = /\+?\d[\d\s-]{6,16}\d/g;

/**
 * Makes the phone numbers in contact HTML tappable (tel: links). The shared editor keeps only web and
 * mail links, so a tel: link staff had would not survive an edit; numbers already inside a link stay as they are.
 */
export function linkPhoneNumbers(html: string): string {
  if (!/\d/.test(html)) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest("a") ?? null)) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    PHONE.lastIndex = 0;
    if (!PHONE.test(value)) continue;
    PHONE.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of value.matchAll(PHONE)) {
      const digits = match[0].replace(/[^\d+]/g, "");
      if (digits.replace("+", "").length < 8) continue;
      fragment.append(value.slice(last, match.index));
      const link = document.createElement("a");
      link.href = `tel:${digits}`;
      link.textContent = match[0];
      fragment.append(link);
      last = match.index + match[0].length;
    }
    fragment.append(value.slice(last));
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}
