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
 * The pages CMS profile: the rich-text profile plus section headings (h2, with an anchor id such as
 * "careers"), links inside the site ("/contact", "#careers") and tel: links. Links that leave the site
 * open in a new tab; links inside it do not.
 */
const PAGE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), "h2"],
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    h2: ["id"],
    h3: ["id"],
  },
  allowedSchemesByTag: { img: ["https"], a: ["https", "http", "mailto", "tel"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const { target: _t, rel: _r, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
      };
    },
  },
};

const ANCHOR_ID = /^[a-z][a-z0-9-]{0,40}$/;

export function sanitizePage(html: string): string {
  const clean = sanitizeHtml(html, PAGE_OPTIONS).trim();
  // A heading id is a short plain anchor word, never one that could shadow the app's own elements.
  return clean.replace(/<(h[23]) id="([^"]*)">/g, (_m, tag: string, id: string) =>
    ANCHOR_ID.test(id) && id !== "root" ? `<${tag} id="${id}">` : `<${tag}>`,
  );
}
