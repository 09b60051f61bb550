import katex from "katex";
import "katex/dist/katex.min.css";
import { sanitizeArticle } from "./sanitize";

export { sanitizeArticle };

/** Whether an article has anything for KaTeX to typeset. */
export const hasMath = (html: string) => html.includes("$");

/** `$$display$$` first, then `$inline$` (no line breaks, not empty). `\$` is a literal dollar. */
const MATH = /\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$\n])+?)\$/g;
const SKIP = new Set(["CODE", "PRE", "SCRIPT", "STYLE", "TEXTAREA"]);

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

/** Sanitised article HTML with its formulas rendered by KaTeX. */
export function renderArticleHtml(html: string): string {
  const clean = sanitizeArticle(html);
  if (!clean.includes("$")) return clean;
  const template = document.createElement("template");
  template.innerHTML = clean;
  for (const node of textNodes(template.content)) {
    const text = node.data;
    MATH.lastIndex = 0;
    if (!MATH.test(text)) continue;
    MATH.lastIndex = 0;
    let out = "";
    let last = 0;
    for (const match of text.matchAll(MATH)) {
      out += escapeHtml(text.slice(last, match.index));
      const display = match[1] !== undefined;
      out += katex.renderToString((display ? match[1] : match[2]) ?? "", {
        displayMode: display,
        throwOnError: false,
        output: "htmlAndMathml",
      });
      last = match.index + match[0].length;
    }
    out += escapeHtml(text.slice(last));
    const span = document.createElement("span");
    span.innerHTML = out;
    node.replaceWith(...Array.from(span.childNodes));
  }
  return template.innerHTML;
}
