import DOMPurify from "dompurify";
import { youtubeEmbedUrl } from "./youtubeUrl";

/**
 * Article HTML as readers see it: sanitised again in the browser (the server's article profile is the real
 * gate), YouTube iframes kept only for the nocookie player, then (render.ts) `$...$` / `$$...$$` are
 * typeset with KaTeX exactly like question text. This module has no KaTeX, so a reader's page can show the
 * text at once and load KaTeX only when the article has formulas.
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

export function sanitizeArticle(html: string): string {
  return purify.sanitize(html, SANITIZE) as unknown as string;
}
