import { typesetMath } from "../mathHtml";
import { sanitizeArticle } from "./sanitize";

export { sanitizeArticle };

/** Whether an article has anything for KaTeX to typeset. */
export const hasMath = (html: string) => html.includes("$");

/** Sanitised article HTML with its formulas rendered by KaTeX. */
export function renderArticleHtml(html: string): string {
  return typesetMath(sanitizeArticle(html));
}
