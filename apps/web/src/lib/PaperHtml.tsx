import { HtmlBox, type HtmlBoxProps } from "./HtmlBox";

/**
 * The test paper's text and options and an exam's instructions, shown as the server sends them: the
 * server sanitises them and typesets their formulas when it builds the paper (apps/server
 * platform/math.ts `shownRich`), so the test screen loads neither KaTeX's script nor DOMPurify. The
 * content security policy allows no inline script, should anything unsafe ever get through.
 */
export function PaperHtml(props: HtmlBoxProps) {
  return <HtmlBox {...props} />;
}
