import { lazy, Suspense } from "react";
import { HtmlBox, type HtmlBoxProps } from "./HtmlBox";

/** The typesetter (KaTeX, 75 KiB gzip) loads only for a text that holds a formula. */
const TypesetHtml = lazy(() => import("./TypesetHtml"));

export type MathTextProps = Omit<HtmlBoxProps, "html"> & { text: string };

/**
 * Plain text (a forum excerpt) as a paragraph, its `$...$` formulas typeset by KaTeX. The text is escaped
 * here, so it needs no sanitiser; until KaTeX has loaded, the formulas show as written.
 */
export function MathText({ text, ...rest }: MathTextProps) {
  const html = `<p>${escapeText(text)}</p>`;
  if (!text.includes("$")) return <HtmlBox html={html} {...rest} />;
  return (
    <Suspense fallback={<HtmlBox html={html} {...rest} />}>
      <TypesetHtml html={html} {...rest} />
    </Suspense>
  );
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
