import { useMemo } from "react";
import { HtmlBox, type HtmlBoxProps } from "./HtmlBox";
import { typesetMath } from "./mathHtml";

/** Safe HTML with its formulas typeset (loaded lazily by MathText, with KaTeX). */
export default function TypesetHtml({ html, ...rest }: HtmlBoxProps) {
  const typeset = useMemo(() => typesetMath(html), [html]);
  return <HtmlBox html={typeset} {...rest} />;
}
