import Box, { type BoxProps } from "@mui/material/Box";
import DOMPurify from "dompurify";
import { memo, useMemo } from "react";
import { typesetMath } from "./mathHtml";

/**
 * Stored question HTML, shown safely: sanitised with DOMPurify (the server sanitises too), then `$...$`
 * (inline) and `$$...$$` (display) in text nodes are typeset with KaTeX. Only the lazily loaded admin and
 * exam pages import this module, so KaTeX and its CSS stay out of the home page bundle.
 */

/** Sanitised HTML with its formulas rendered by KaTeX. */
export function renderRichHtml(html: string): string {
  // Rendered on the server (src/prerender, no DOM): only with the server's own replies, sanitised when
  // stored; formulas stay as written until the app renders over the page.
  if (typeof document === "undefined") return html;
  return typesetMath(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
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
