import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  type BlogPost,
  type BlogSummary,
  BRAND,
  FOOTER_LINKS,
  type NavItem,
  PUBLIC_NAV,
  type PublicPage,
} from "@medhavi/domain";
import { typesetHtml } from "../../platform/math";
import { CHROME, type Chrome, type PageLanguage } from "./chrome";

/**
 * A published post as a whole server-rendered page: the site's header and footer, the article with its
 * formulas typeset, share buttons and related posts, and no application JavaScript. The only script is
 * /post-share.js (the "Copy link" button); everything else works without it. A post therefore reads at
 * once on a slow phone, and crawlers see exactly what readers see. Links lead into the app as full loads.
 * Its frame (menus, buttons, footer) is in the reader's language (chrome.ts); the post stays as written.
 */

const katexPackage = dirname(createRequire(import.meta.url).resolve("katex/package.json"));
const KATEX_VERSION = (createRequire(import.meta.url)("katex/package.json") as { version: string }).version;

/** KaTeX's stylesheet and fonts, served from the package by version (so they can be cached for a year). */
export const KATEX_ASSETS = {
  prefix: `/vendor/katex-${KATEX_VERSION}/`,
  root: join(katexPackage, "dist"),
  /** The stylesheet whose fonts swap in, so text never waits for a font. */
  stylesheet: `/vendor/katex-${KATEX_VERSION}/katex-swap.min.css`,
};

const devanagariPackage = dirname(
  createRequire(import.meta.url).resolve("@fontsource/noto-sans-devanagari/package.json"),
);
const DEVANAGARI_VERSION = (
  createRequire(import.meta.url)("@fontsource/noto-sans-devanagari/package.json") as { version: string }
).version;

/**
 * Noto Sans Devanagari (its Devanagari subset, as the app's Hindi chunk loads it), served from the package by
 * version: a Hindi page must not depend on the reader's computer having a Devanagari font.
 */
export const DEVANAGARI_FONT = {
  prefix: `/vendor/noto-sans-devanagari-${DEVANAGARI_VERSION}/`,
  root: join(devanagariPackage, "files"),
  file: (weight: 400 | 700) => `noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
};

/**
 * A Hindi page's font rules: the Devanagari font first, limited by unicode-range to Devanagari, so Latin
 * text keeps the system font and no system font with a partial Devanagari set draws empty boxes (swap:
 * text never waits for the font).
 */
const devanagariCss = [
  ...([400, 700] as const).map(
    (weight) =>
      `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${weight};font-display:swap;src:url(${DEVANAGARI_FONT.prefix}${DEVANAGARI_FONT.file(weight)}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF}`,
  ),
  `body{font-family:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}`,
].join("\n");

/** The share script's address. */
export const SHARE_SCRIPT_PATH = "/post-share.js";

/**
 * Reveals the "Copy link" buttons and copies the page's address (served as SHARE_SCRIPT_PATH). Its
 * messages come from the status element (data-copied, data-copy-failed), in the page's language.
 */
export const SHARE_SCRIPT = `"use strict";
for (const b of document.querySelectorAll("[data-copy-link]")) b.hidden = false;
document.addEventListener("click", async (event) => {
  const button = event.target instanceof Element && event.target.closest("[data-copy-link]");
  if (!button) return;
  const status = button.parentElement.querySelector("[data-copy-status]");
  try {
    await navigator.clipboard.writeText(location.href.split("#")[0]);
    status.textContent = status.dataset.copied || "Link copied.";
  } catch {
    status.textContent = status.dataset.copyFailed || "Copy the address from the browser's address bar.";
  }
});
`;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** "12 Mar 2027" (or "12 मार्च 2027"), on the academy's clock (as the app's blog shows it). */
const postDate = (iso: string | null, chrome: Chrome) =>
  iso
    ? new Intl.DateTimeFormat(chrome.dateLocale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }).format(new Date(iso))
    : "";

const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#FFFBF3;color:#2B2118;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
a{color:#5D4037}
:focus-visible{outline:3px solid #3E2723;outline-offset:2px;box-shadow:0 0 0 2px #fff}
.skip{position:absolute;left:8px;top:-60px;background:#fff;color:#2B2118;padding:8px 12px;border-radius:8px;z-index:2}
.skip:focus{top:8px}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px}
.bar{background:#5D4037;color:#fff}
.bar .wrap{display:flex;align-items:center;gap:4px 16px;min-height:64px}
.brand{display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none;padding:12px 0}
.bar nav{flex:1 1 0;min-width:0;overflow-x:auto}
.bar ul,.foot ul{list-style:none;margin:0;padding:0}
.bar ul{display:flex;white-space:nowrap}
.bar nav a{display:block;color:#fff;text-decoration:none;padding:10px 8px;font-weight:500;font-size:.875rem}
.bar nav a[aria-current]{color:#E7C46A;box-shadow:inset 0 -2px 0 currentColor}
.lang{color:#fff;font-weight:500;font-size:.9375rem;padding:10px 4px;white-space:nowrap}
.cta{background:#C9972B;color:#1F1A12;font-weight:700;text-decoration:none;border-radius:8px;padding:8px 14px;white-space:nowrap}
/* One row from 1100 px (the brand's name hidden until 1280 px, as in the app); below, the menu takes a row of its own,
   and under 480 px the name gives way so that the language switch and the call to action stay beside the logo. */
@media (max-width:1099px){.bar nav{order:3;flex-basis:100%}.bar .wrap{flex-wrap:wrap;gap:0 12px}.bar .lang{margin-left:auto}}
@media (max-width:479px),(min-width:1100px) and (max-width:1279px){.bar .brand .name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
main{max-width:792px;margin:0 auto;padding:24px 16px 56px}
.back{display:inline-block;font-weight:500;font-size:.9375rem;margin-bottom:16px}
.overline{display:inline-block;color:#7F5B12;font-weight:700;font-size:.8125rem;letter-spacing:.08em;text-transform:uppercase;text-decoration:none}
h1{font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.2;margin:.25rem 0 .75rem;letter-spacing:-.01em}
.meta{color:#5E5247;font-size:.9375rem;margin:0 0 12px}
.share{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0}
.btn{display:inline-flex;align-items:center;gap:6px;border:1px solid currentColor;border-radius:8px;padding:6px 12px;font-family:inherit;font-size:.875rem;font-weight:500;line-height:1.5;background:none;text-decoration:none;cursor:pointer}
.wa{color:#1B5E20}.copy{color:#5D4037}
.cover{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:12px;margin:16px 0}
.article-body{font-size:1.0625rem;line-height:1.7;overflow-wrap:anywhere}
.article-body h2{font-size:1.5rem;line-height:1.3;margin:2rem 0 .75rem}
.article-body h3{font-size:1.25rem;margin:1.5rem 0 .5rem}
.article-body a{color:#7F5B12}
.article-body img{max-width:100%;height:auto;display:block;border-radius:8px;margin:16px 0}
.article-body blockquote{border-left:4px solid #E0D6CC;margin-left:0;padding-left:16px;color:#5E5247}
.article-body code{font-family:monospace;font-size:.9em;background:rgba(0,0,0,.05);padding:0 4px;border-radius:4px}
.article-body pre{background:rgba(0,0,0,.05);padding:16px;border-radius:8px;overflow-x:auto}
.article-body pre code{background:none;padding:0}
.article-body table{border-collapse:collapse;margin:16px 0;display:block;overflow-x:auto;max-width:100%}
.article-body th,.article-body td{border:1px solid #E0D6CC;padding:6px 12px;text-align:left;vertical-align:top}
.article-body th{background:rgba(0,0,0,.04)}
.article-body iframe{width:100%;max-width:640px;aspect-ratio:16/9;height:auto;border:0;display:block;margin:16px 0}
.article-body .katex-display{margin:16px 0;overflow-x:auto;overflow-y:hidden}
.tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:32px 0 0}
.tags a{display:inline-block;padding:4px 12px;border-radius:16px;background:rgba(0,0,0,.05);color:#2B2118;font-size:.875rem;text-decoration:none}
.again{margin-top:32px;padding-top:24px;border-top:1px solid #E0D6CC}
.again p{font-weight:500;margin:0 0 8px}
.trial{margin-top:32px;padding:20px;border-radius:12px;background:#fff;border:1px solid #EADFD3}
.trial h2{font-size:1.25rem;margin:0 0 4px}.trial p{margin:0 0 12px}
.related{margin-top:48px}.related h2{font-size:1.5rem;margin:0 0 16px}
.cards{display:grid;gap:16px;grid-template-columns:1fr;list-style:none;padding:0;margin:0}
@media (min-width:600px){.cards{grid-template-columns:repeat(3,1fr)}}
.card{background:#fff;border:1px solid #EADFD3;border-radius:12px;padding:16px}
.card h3{font-size:1.0625rem;line-height:1.35;margin:4px 0 8px}.card h3 a{color:#2B2118;text-decoration:none}
.card p{margin:0;color:#5E5247;font-size:.875rem}
.foot{background:#5D4037;color:#fff;padding:40px 0 32px}
.foot .wrap{display:grid;gap:32px;grid-template-columns:1fr}
@media (min-width:900px){.foot .wrap{grid-template-columns:1.3fr 1fr 1fr}}
.foot a{color:#fff;font-weight:500}
.foot h2{font-size:1rem;color:#E7C46A;margin:0 0 8px}
.foot p{margin:0 0 8px;font-size:.9375rem}
.foot li{margin-bottom:8px;font-size:.9375rem}
.foot address{font-style:normal}
.copyright{grid-column:1/-1;border-top:1px solid rgba(255,255,255,.2);padding-top:20px;font-size:.875rem}
`
  .trim()
  .replace(/\n/g, "");

const LOGO = '<img src="/favicon.svg" width="32" height="32" alt="">';

const link = (item: NavItem, current: string, chrome: Chrome) =>
  `<li><a href="${esc(item.to)}"${item.to === current ? ' aria-current="page"' : ""}>${esc(chrome.nav(item))}</a></li>`;

function shareButtons(title: string, url: string, chrome: Chrome): string {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  const messages =
    chrome.language === "en"
      ? ""
      : ` data-copied="${esc(chrome.copied)}" data-copy-failed="${esc(chrome.copyFailed)}"`;
  return `<div class="share"><a class="btn wa" href="${esc(whatsapp)}" target="_blank" rel="noopener noreferrer">${esc(chrome.whatsapp)}</a><button type="button" class="btn copy" data-copy-link hidden>${esc(chrome.copyLink)}</button><span role="status" data-copy-status${messages}></span></div>`;
}

/** The header's link to the other language (the same post; the canonical URL has no ?lang). */
function languageSwitch(chrome: Chrome): string {
  const { language, label } = chrome.switchTo;
  return `<a class="lang" href="?lang=${language}" lang="${CHROME[language].htmlLang}" hreflang="${language}" rel="nofollow">${esc(label)}</a>`;
}

function card(post: BlogSummary, chrome: Chrome): string {
  const meta = [postDate(post.published_at, chrome), chrome.reading(post.reading_minutes)]
    .filter(Boolean)
    .join(" · ");
  return `<li class="card">${post.category ? `<span class="overline">${esc(post.category.name)}</span>` : ""}<h3><a href="/blogs/${encodeURIComponent(post.slug)}">${esc(post.title)}</a></h3><p>${esc(meta)}</p></li>`;
}

function jsonLd(post: BlogPost, url: string, base: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: post.published_at,
    author: { "@type": "Person", name: post.author_name },
    publisher: { "@type": "Organization", name: BRAND.name },
    mainEntityOfPage: url,
    ...(post.cover_image
      ? { image: /^https?:/.test(post.cover_image) ? post.cover_image : `${base}${post.cover_image}` }
      : {}),
  };
  // Safe inside <script>: no "<" can close the element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export interface PostDocumentInput {
  /** The head tags (title, description, canonical, Open Graph) from platform/seo. */
  head: string;
  /** The site's origin, for the share links. */
  base: string;
  post: BlogPost;
  related: BlogSummary[];
  /** The footer's contact block from the pages CMS (sanitised HTML), when there is one. */
  footer?: PublicPage | undefined;
  /** The language of the page's frame (English when not given). */
  language?: PageLanguage;
}

/**
 * The footer's CMS copy in `language`: its Hindi version when it has one; without one, a Hindi reader
 * gets the English contact block under the built-in Hindi heading and tagline (as the app's footer does).
 */
function footerCopy(footer: PublicPage | undefined, chrome: Chrome) {
  if (!footer) return { title: chrome.visit, description: chrome.description, body: undefined };
  const own = chrome.language === "hi" ? footer.hindi : footer;
  return {
    title: own?.title || chrome.visit,
    description: own?.description || chrome.description,
    body: own?.body || footer.body,
  };
}

/** The whole HTML page of a published post. */
export function postDocument({
  head,
  base,
  post,
  related,
  footer,
  language = "en",
}: PostDocumentInput): string {
  const chrome = CHROME[language];
  const url = `${base}/blogs/${encodeURIComponent(post.slug)}`;
  const body = typesetHtml(post.body);
  const math = body !== post.body;
  const meta = [post.author_name, postDate(post.published_at, chrome), chrome.reading(post.reading_minutes)]
    .filter(Boolean)
    .join(" · ");
  const category = post.category
    ? `<a class="overline" href="/blogs?category=${encodeURIComponent(post.category.slug)}">${esc(post.category.name)}</a>`
    : "";
  const cover = post.cover_image ? `<img class="cover" src="${esc(post.cover_image)}" alt="">` : "";
  const tags = post.tags.length
    ? `<ul class="tags" aria-label="${esc(chrome.tags)}">${post.tags.map((t) => `<li><a href="/blogs?tag=${encodeURIComponent(t)}">#${esc(t)}</a></li>`).join("")}</ul>`
    : "";
  const relatedSection = related.length
    ? `<section class="related" aria-labelledby="related-heading"><h2 id="related-heading">${esc(chrome.related)}</h2><ul class="cards">${related.map((r) => card(r, chrome)).join("")}</ul></section>`
    : "";
  // Posts are written in English: on a Hindi page their words keep an English voice in screen readers.
  const written = chrome.language === "en" ? "" : ' lang="en-IN"';
  const copy = footerCopy(footer, chrome);
  const contact = footer ? `<div><h2>${esc(copy.title)}</h2><address>${copy.body}</address></div>` : "";
  return `<!doctype html>
<html lang="${chrome.htmlLang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#5D4037" />
    <link rel="icon" href="/favicon.ico" sizes="32x32" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${head}
    <link rel="alternate" type="application/rss+xml" title="${esc(BRAND.name)} blog" href="/blogs/rss.xml" />${
      math ? `\n    <link rel="stylesheet" href="${KATEX_ASSETS.stylesheet}" />` : ""
    }
    <style>${CSS}${chrome.language === "hi" ? devanagariCss : ""}</style>
    <script type="application/ld+json">${jsonLd(post, url, base)}</script>
    <script src="${SHARE_SCRIPT_PATH}" defer></script>
  </head>
  <body>
    <a class="skip" href="#main">${esc(chrome.skip)}</a>
    <header class="bar"><div class="wrap"><a class="brand" href="/">${LOGO}<span class="name">${esc(BRAND.name)}</span></a><nav aria-label="${esc(chrome.main)}"><ul>${PUBLIC_NAV.map((item) => link(item, "/blogs", chrome)).join("")}</ul></nav>${languageSwitch(chrome)}<a class="cta" href="/course-subscription">${esc(chrome.freeTrial)}</a></div></header>
    <main id="main">
      <a class="back" href="/blogs">${esc(chrome.allPosts)}</a>
      <article>
        ${category}
        <h1${written}>${esc(post.title)}</h1>
        <p class="meta">${esc(meta)}</p>
        ${shareButtons(post.title, url, chrome)}
        ${cover}
        <div class="article-body"${written}>${body}</div>
        ${tags}
      </article>
      <div class="again"><p>${esc(chrome.shareNudge)}</p>${shareButtons(post.title, url, chrome)}</div>
      <aside class="trial" aria-labelledby="trial-heading"><h2 id="trial-heading">${esc(chrome.trialHeading)}</h2><p>${esc(chrome.trialText)}</p><a class="cta" href="/course-subscription">${esc(chrome.trialCta)}</a></aside>
      ${relatedSection}
    </main>
    <footer class="foot"><div class="wrap"><div><p class="brand">${LOGO}${esc(BRAND.name)}</p><p>${esc(copy.description)}</p></div>${contact}<nav aria-label="${esc(chrome.footer)}"><h2>${esc(chrome.academy)}</h2><ul>${FOOTER_LINKS.map((item) => link(item, "", chrome)).join("")}</ul></nav><p class="copyright">${esc(chrome.rights(new Date().getFullYear(), BRAND.name))}</p></div></footer>
  </body>
</html>
`;
}
