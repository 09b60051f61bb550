import sanitizeHtml from "sanitize-html";

/**
 * Rich text from staff (questions, solutions) keeps formatting, tables and images but never script:
 * no event handlers, no javascript: URLs, no styles; images only from our uploads or https.
 * LaTeX stays as text between $...$ and is typeset by KaTeX in the browser, or on the server for the test
 * paper, exam instructions and blog posts (platform/math.ts).
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

const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;

/**
 * Articles (blog posts, pages): the question profile plus h2–h4, http links and site-relative links,
 * table column groups, and YouTube videos only as the privacy-enhanced player
 * (`https://www.youtube-nocookie.com/embed/{id}`). An <h1> becomes <h2> (the page title is the h1).
 */
const ARTICLE: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    "h2",
    "colgroup",
    "col",
    "iframe",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    iframe: ["src", "width", "height", "title", "allowfullscreen", "loading"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"], a: ["https", "http", "mailto"], iframe: ["https"] },
  allowedIframeHostnames: ["www.youtube-nocookie.com"],
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "col"],
  transformTags: {
    ...(OPTIONS.transformTags ?? {}),
    h1: "h2",
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !/^(\/uploads\/|https:\/\/)/.test(frame.attribs.src ?? "")) ||
    (frame.tag === "iframe" && !YOUTUBE_EMBED.test(frame.attribs.src ?? "")) ||
    (frame.tag === "a" && /^\/\//.test(frame.attribs.href ?? "")),
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE).trim();
}

/**
 * The pages CMS profile: the article profile (what the shared editor writes) plus a plain anchor id on
 * section headings (h2/h3, e.g. "careers" for /about-us#careers) and tel: links. Links that leave the site
 * open in a new tab; links inside it ("/contact", "#careers") do not.
 */
const PAGE: sanitizeHtml.IOptions = {
  ...ARTICLE,
  allowedAttributes: {
    ...(ARTICLE.allowedAttributes as Record<string, string[]>),
    h2: ["id"],
    h3: ["id"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"], a: ["https", "http", "mailto", "tel"], iframe: ["https"] },
  transformTags: {
    ...(ARTICLE.transformTags ?? {}),
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? "");
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
      };
    },
  },
};

const ANCHOR_ID = /^[a-z][a-z0-9-]{0,40}$/;

/** "Careers" → "careers", "How we teach?" → "how-we-teach"; "" when nothing usable is left. */
function anchorFrom(inner: string): string {
  const text = inner
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return /^[a-z]/.test(text) ? text : "";
}

/**
 * Page HTML, sanitised. Every section heading (h2/h3) gets an anchor id: the one staff gave if it is a
 * short plain word, else one made from its text ("Careers" → "careers", so /about-us#careers keeps
 * working after the editor rewrites the page). Ids are unique within the page and never "root".
 */
export function sanitizePage(html: string): string {
  const clean = sanitizeHtml(html, PAGE).trim();
  const used = new Set<string>(["root"]);
  return clean.replace(
    /<(h[23])(?: id="([^"]*)")?>([\s\S]*?)<\/\1>/g,
    (_m, tag: string, given: string | undefined, inner: string) => {
      const base = given && given !== "root" && ANCHOR_ID.test(given) ? given : anchorFrom(inner);
      if (!base) return `<${tag}>${inner}</${tag}>`;
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      return `<${tag} id="${id}">${inner}</${tag}>`;
    },
  );
}
