import katex from "katex";
import "./katexStyles";

// Formulas in stored HTML (questions, articles, pages): `$...$` (inline) and `$$...$$` (display) in text
// nodes are typeset with KaTeX. Only lazily loaded modules import this, so KaTeX stays off the home page.

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

/** Already sanitised HTML with its formulas typeset by KaTeX. */
export function typesetMath(clean: string): string {
  if (!clean.includes("$")) return clean;
  const template = document.createElement("template");
  template.innerHTML = clean;
  for (const node of textNodes(template.content)) {
    const text = node.data;
    MATH.lastIndex = 0;
    if (!MATH.test(text)) continue;
    MATH.lastIndex = 0;
    let html = "";
    let last = 0;
    for (const match of text.matchAll(MATH)) {
      html += escapeHtml(text.slice(last, match.index));
      const display = match[1] !== undefined;
      html += typeset((display ? match[1] : match[2]) ?? "", display);
      last = match.index + match[0].length;
    }
    html += escapeHtml(text.slice(last));
    const span = document.createElement("span");
    span.innerHTML = html;
    node.replaceWith(...Array.from(span.childNodes));
  }
  return template.innerHTML;
}
