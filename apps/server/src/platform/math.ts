import katex from "katex";
import { sanitizeRich } from "./html";

// Formulas in stored (already sanitised) rich text, typeset on the server: the server-rendered blog post,
// and the test paper and its instructions, so the test screen never loads KaTeX's script. The same rules
// as the web app's lib/mathHtml.ts: `$$display$$` and `$inline$` inside one text node, never inside code,
// pre, script, style or textarea. KaTeX escapes what it is given.

const MATH = /\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$\n])+?)\$/g;
const SKIP = new Set(["code", "pre", "script", "style", "textarea"]);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" };

/** The text a browser would read from escaped HTML text: the entities sanitize-html writes. */
function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const typeset = (tex: string, displayMode: boolean) =>
  katex.renderToString(decode(tex), { displayMode, throwOnError: false, output: "htmlAndMathml" });

/** Sanitised HTML with its formulas typeset; tags and text outside formulas are unchanged. */
export function typesetHtml(html: string): string {
  if (!html.includes("$")) return html;
  let skipping = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const tag = TAG.exec(part);
        if (tag?.[2] && SKIP.has(tag[2].toLowerCase()) && !part.endsWith("/>")) {
          skipping = Math.max(0, skipping + (tag[1] ? -1 : 1));
        }
        return part;
      }
      if (skipping > 0 || !part.includes("$")) return part;
      return part.replace(MATH, (_match, display: string | undefined, inline: string | undefined) =>
        display !== undefined ? typeset(display, true) : typeset(inline ?? "", false),
      );
    })
    .join("");
}

/**
 * Staff's rich text as a student's test screen shows it, as it is (the browser neither sanitises nor
 * typesets it again): sanitised once more, since rows saved before sanitising on save may hold anything,
 * with its formulas typeset.
 */
export function shownRich(html: string): string {
  return typesetHtml(sanitizeRich(html));
}

// Exam day asks for the same exam's instructions thousands of times: each text is worked once.
const MAX_CACHED = 1_000;
const cached = new Map<string, string>();

/** `shownRich` for text asked for on every request (an exam's instructions). */
export function shownRichCached(html: string): string {
  let out = cached.get(html);
  if (out === undefined) {
    if (cached.size >= MAX_CACHED) cached.clear();
    out = shownRich(html);
    cached.set(html, out);
  }
  return out;
}
