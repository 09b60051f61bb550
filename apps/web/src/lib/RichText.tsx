import Box, { type BoxProps } from "@mui/material/Box";
import DOMPurify from "dompurify";
import katex from "katex";
import "katex/dist/katex.min.css";
import { memo, useMemo } from "react";

/**
 * Stored question HTML, shown safely: sanitised with DOMPurify (the server sanitises too), then `$...$`
 * (inline) and `$$...$$` (display) in text nodes are typeset with KaTeX. Only the lazily loaded admin and
 * exam pages import this module, so KaTeX and its CSS stay out of the home page bundle.
 */

/** `$$display$$` first, then `$inline$` (no line breaks, not empty). `\$` is a literal dollar. */
const MATH = /\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$\n])+?)\$/g;

/** Elements whose text is not typeset. */
const SKIP = new Set(["CODE", "PRE", "SCRIPT", "STYLE", "TEXTAREA"]);

function typeset(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: "htmlAndMathml" });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
}

function textNodes(root: Node): Text[] {
  const found: Text[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) found.push(child as Text);
      else if (child.nodeType === Node.ELEMENT_NODE && !SKIP.has((child as Element).tagName)) walk(child);
    }
  };
  walk(root);
  return found;
}

/** Sanitised HTML with its formulas rendered by KaTeX. */
export function renderRichHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  if (!clean.includes("$")) return clean;
  const template = document.createElement("template");
  template.innerHTML = clean;
  for (const node of textNodes(template.content)) {
    const text = node.data;
    MATH.lastIndex = 0;
    if (!MATH.test(text)) continue;
    MATH.lastIndex = 0;
    const span = document.createElement("span");
    let html = "";
    let last = 0;
    for (const match of text.matchAll(MATH)) {
      html += escapeHtml(text.slice(last, match.index));
      const display = match[1] !== undefined;
      html += typeset((display ? match[1] : match[2]) ?? "", display);
      last = match.index + match[0].length;
    }
    html += escapeHtml(text.slice(last));
    span.innerHTML = html;
    node.replaceWith(...Array.from(span.childNodes));
  }
  return template.innerHTML;
}

export type RichTextProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & {
  html: string;
  /** Clip to this many lines (lists). */
  lines?: number;
};

/** Question text, options or solutions as the student sees them. */
export const RichText = memo(function RichText({ html, lines, sx, ...rest }: RichTextProps) {
  const rendered = useMemo(() => renderRichHtml(html), [html]);
  const clip =
    lines === undefined
      ? {}
      : {
          display: "-webkit-box",
          WebkitLineClamp: String(lines),
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
        };
  return (
    <Box
      {...rest}
      sx={[
        {
          overflowWrap: "anywhere",
          "& p": { my: 0.5 },
          "& p:first-of-type": { mt: 0 },
          "& p:last-of-type": { mb: 0 },
          "& img": { maxWidth: "100%", height: "auto" },
          "& .katex-display": { my: 1, overflowX: "auto", overflowY: "hidden" },
        },
        clip,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify; KaTeX output is generated markup
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
});
