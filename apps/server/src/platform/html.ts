import sanitizeHtml from "sanitize-html";

/**
 * Rich text from staff (questions, solutions) keeps formatting, tables and images but never script:
 * no event handlers, no javascript: URLs, no styles; images only from our uploads or https.
 * LaTeX stays as text between $...$ and is rendered by KaTeX in the browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "div",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h3",
    "h4",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "a",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https"],
  allowedSchemesByTag: { img: ["https"], a: ["https", "mailto"] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^(\/uploads\/|https:\/\/)/.test(frame.attribs.src ?? ""),
};

export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Forum posts (students and staff): text formatting, lists, code and links only. No images in the text
 * (pictures are attachments, uploaded and judged apart), no tables, no styles, never script; links are
 * https or mailto and open as user-generated content (nofollow, no opener).
 */
const FORUM: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
  ],
  // rel and target are set by the transform (it runs before attributes are filtered).
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow ugc noopener noreferrer", target: "_blank" }),
  },
};

export function sanitizeForum(html: string): string {
  return sanitizeHtml(html, FORUM).trim();
}
