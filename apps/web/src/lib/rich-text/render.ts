import DOMPurify from "dompurify";
import katex from "katex";
import { youtubeEmbedUrl } from "./youtube";

/**
 * Article HTML as readers see it: sanitised again in the browser (the server's article profile is the real
 * gate), YouTube iframes kept only for the nocookie player, then `$...$` / `$$...$$` typeset with KaTeX
 * exactly like question text.
 */
const purify = DOMPurify();
purify.addHook("uponSanitizeElement", (node, data) => {
  if (data.tagName !== "iframe") return;
  const element = node as Element;
  const src = youtubeEmbedUrl(element.getAttribute("src") ?? "");
  if (!src || src !== element.getAttribute("src")) element.parentNode?.removeChild(element);
});
purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("href")) {
    node.setAttribute("rel", "noopener noreferrer");
    node.setAttribute("target", "_blank");
  }
});

const SANITIZE = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ["iframe"],
  ADD_ATTR: ["allowfullscreen", "loading", "target"],
  FORBID_ATTR: ["style"],
};

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

export function sanitizeArticle(html: string): string {
  return purify.sanitize(html, SANITIZE) as unknown as string;
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
