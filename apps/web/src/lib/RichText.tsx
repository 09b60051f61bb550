import DOMPurify from "dompurify";
import { memo, useMemo } from "react";
import { HtmlBox, type HtmlBoxProps } from "./HtmlBox";
import { typesetMath } from "./mathHtml";

/**
 * Stored rich text shown safely: sanitised with DOMPurify (the server sanitises too), then `$...$`
 * (inline) and `$$...$$` (display) in text nodes are typeset with KaTeX. Only lazily loaded pages import
 * this module, so KaTeX stays out of the home page bundle; the test screen uses `PaperHtml` instead.
 */

/** Sanitised HTML with its formulas rendered by KaTeX. */
export function renderRichHtml(html: string): string {
  // Rendered on the server (src/prerender, no DOM): only with the server's own replies, sanitised when
  // stored; formulas stay as written until the app renders over the page.
  if (typeof document === "undefined") return html;
  return typesetMath(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
}

export type RichTextProps = HtmlBoxProps;

/** Question text, options or solutions as the student sees them. */
export const RichText = memo(function RichText({ html, ...rest }: RichTextProps) {
  const rendered = useMemo(() => renderRichHtml(html), [html]);
  return <HtmlBox html={rendered} {...rest} />;
});
