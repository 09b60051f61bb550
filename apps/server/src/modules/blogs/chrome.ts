import { LANGUAGE_COOKIE, type NavItem, SITE_HINDI } from "@medhavi/domain";
import { cookieValue } from "../../platform/cookies";

/**
 * The fixed text around a server-rendered post (menus, buttons, footer) in English and Hindi. The post
 * itself stays as written. Hindi shared with the web app comes from packages/domain (menu labels on the
 * menu items, SITE_HINDI); the few strings only these pages have are here.
 */

export type PageLanguage = "en" | "hi";

const COOKIE_ATTRIBUTES = "Path=/; Max-Age=31536000; SameSite=Lax";

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));

export interface Chrome {
  language: PageLanguage;
  htmlLang: string;
  /** Intl locale of dates ("12 Mar 2027" / "12 मार्च 2027"). */
  dateLocale: string;
  nav: (item: NavItem) => string;
  skip: string;
  main: string;
  footer: string;
  freeTrial: string;
  allPosts: string;
  whatsapp: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
  tags: string;
  shareNudge: string;
  trialHeading: string;
  trialText: string;
  trialCta: string;
  related: string;
  visit: string;
  description: string;
  academy: string;
  rights: (year: number, brand: string) => string;
  reading: (minutes: number) => string;
  /** The header's link to the other language. */
  switchTo: { language: PageLanguage; label: string };
}

const ENGLISH_RIGHTS = "© {{year}} {{brand}}. All rights reserved.";

export const CHROME: Record<PageLanguage, Chrome> = {
  en: {
    language: "en",
    htmlLang: "en-IN",
    dateLocale: "en-IN",
    nav: (item) => item.label,
    skip: "Skip to content",
    main: "Main",
    footer: "Footer",
    freeTrial: "Free trial",
    allPosts: "← All posts",
    whatsapp: "Share on WhatsApp",
    copyLink: "Copy link",
    copied: "Link copied.",
    copyFailed: "Copy the address from the browser's address bar.",
    tags: "Tags",
    shareNudge: "Found this useful? Share it with a friend preparing with you.",
    trialHeading: "Preparing for an exam?",
    trialText:
      "Timed tests on the real pattern, study materials and a mentor: try every course free for 15 days.",
    trialCta: "Start your free trial",
    related: "Related posts",
    visit: "Visit or call us",
    description:
      "Online coaching for Foundation, JEE, NEET, medical entrance and study-abroad exams, with a personal mentor for every student.",
    academy: "Academy",
    rights: (year, brand) => fill(ENGLISH_RIGHTS, { year, brand }),
    reading: (minutes) => `${minutes} min read`,
    switchTo: { language: "hi", label: "हिन्दी" },
  },
  hi: {
    language: "hi",
    htmlLang: "hi-IN",
    dateLocale: "hi-IN",
    nav: (item) => item.hindi ?? item.label,
    skip: SITE_HINDI["shell.skip"],
    main: SITE_HINDI["shell.main"],
    footer: SITE_HINDI["footer.label"],
    freeTrial: "मुफ़्त ट्रायल",
    allPosts: SITE_HINDI["blogPost.allPosts"],
    whatsapp: SITE_HINDI["blogPost.whatsapp"],
    copyLink: SITE_HINDI["blogPost.copyLink"],
    copied: SITE_HINDI["msg.Link copied."],
    copyFailed: SITE_HINDI["msg.Copy the address from the browser's address bar."],
    tags: SITE_HINDI["blogPost.tags"],
    shareNudge: SITE_HINDI["blogPost.shareNudge"],
    trialHeading: "किसी परीक्षा की तैयारी कर रहे हैं?",
    trialText: "असली पैटर्न पर समयबद्ध टेस्ट, अध्ययन सामग्री और एक मेंटर: हर कोर्स 15 दिन मुफ़्त आज़माएँ।",
    trialCta: "अपना मुफ़्त ट्रायल शुरू करें",
    related: SITE_HINDI["blogPost.related"],
    visit: SITE_HINDI["footer.visit"],
    description: SITE_HINDI["footer.description"],
    academy: SITE_HINDI["footer.academy"],
    rights: (year, brand) => fill(SITE_HINDI["footer.rights"], { year, brand }),
    reading: (minutes) => fill(SITE_HINDI["blogs.reading"], { minutes }),
    switchTo: { language: "en", label: "English" },
  },
};

const isPageLanguage = (value: unknown): value is PageLanguage => value === "en" || value === "hi";

/**
 * The language a post is shown in: `?lang=hi|en` (the page's switch; the reply then sets the cookie),
 * else the medhavi_lang cookie, else English.
 */
export function requestLanguage(
  url: string,
  cookieHeader: string | undefined,
): { language: PageLanguage; setCookie?: string } {
  const query = url.includes("?") ? new URLSearchParams(url.slice(url.indexOf("?") + 1)) : undefined;
  const asked = query?.get("lang");
  if (isPageLanguage(asked)) {
    return { language: asked, setCookie: `${LANGUAGE_COOKIE}=${asked}; ${COOKIE_ATTRIBUTES}` };
  }
  const cookie = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return { language: isPageLanguage(cookie) ? cookie : "en" };
}
