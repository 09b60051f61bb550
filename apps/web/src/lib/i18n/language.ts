/**
 * The site language (issue 14). English is the source text at every call site (so English needs no
 * resources and every message of the spec keeps its exact English text) and is filled in here without
 * a library; choosing Hindi loads one chunk (./hindi: the Hindi resources and the Devanagari font subset)
 * and i18next with it (./hindiTranslator), then re-renders. The React binding is our useT
 * (useSyncExternalStore on this store). An English page loads neither i18next nor react-i18next.
 */
import { LANGUAGE_COOKIE } from "@medhavi/domain";

export type Language = "en" | "hi";
export const LANGUAGES: readonly Language[] = ["en", "hi"];
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", hi: "हिन्दी" };
/** localStorage key: the choice of this device. */
export const LANGUAGE_KEY = "medhavi-language";
export const HTML_LANG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * Sets the page's language when it changes: setting it, even to the same value, makes the browser restyle
 * every element (their `:lang()` may have changed), 55 ms on a phone over the prerendered demo test page.
 */
function setHtmlLang(lang: string): void {
  if (typeof document !== "undefined" && document.documentElement.lang !== lang)
    document.documentElement.lang = lang;
}

/**
 * `{{name}}` values; `count` picks the plural form by the language's rules. An English text with
 * forms gives its singular as `defaultValue_one` (i18next's own option): the English text is the
 * "other" form.
 */
export type Vars = Record<string, string | number>;
export type Resources = Record<string, string>;
export type Translate = (key: string, english: string, vars?: Vars) => string;

const englishPlural = new Intl.PluralRules("en");

/**
 * The English text with its `{{name}}` values, as i18next would fill it (i18n.test.tsx holds the two
 * equal): `count` picks `defaultValue_one` by English plural rules; a value not given stays as written.
 */
export function fillEnglish(english: string, vars?: Vars): string {
  if (!vars) return english;
  const one = vars.defaultValue_one;
  const text =
    typeof vars.count === "number" && typeof one === "string" && englishPlural.select(vars.count) === "one"
      ? one
      : english;
  return text.replace(/\{\{-?(.+?)\}\}/g, (written, name: string) => {
    const value = vars[name.trim()];
    return value === undefined ? written : String(value);
  });
}

interface State {
  /** What the user chose (shown as selected in the switch). */
  chosen: Language;
  /** What the page shows: Hindi only once its chunk has loaded. */
  active: Language;
}

let state: State = { chosen: "en", active: "en" };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;
/** Hindi lookups, once the Hindi chunk and i18next have loaded. */
let hindi: Translate | null = null;

function emit(next: Partial<State>): void {
  state = { ...state, ...next };
  setHtmlLang(HTML_LANG[state.active]);
  for (const l of listeners) l();
}

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** The Hindi chunk, loaded once. Tests may replace the loader (which drops the Hindi loaded so far). */
let loadHindi: () => Promise<Resources> = () => import("./hindi").then((m) => m.hi);
export function setHindiLoader(loader: () => Promise<Resources>): void {
  loadHindi = loader;
  loading = null;
  hindi = null;
}

export const languageStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): State => state,
};

function remember(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice lasts for this page only.
  }
}

/** Tells the server-rendered pages this device's language (a year, every path, sent on links to the site). */
function rememberForServer(language: Language): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The language the server-rendered pages were last told (their own switch may have changed it). */
function cookieLanguage(): Language | null {
  if (typeof document === "undefined") return null;
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/** Shows `language`; resolves once its text is on screen. A failed Hindi load keeps English. */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  if (options.persist !== false) remember(language);
  rememberForServer(language);
  if (language === "en") {
    emit({ chosen: "en", active: "en" });
    return;
  }
  state = { ...state, chosen: "hi" };
  for (const l of listeners) l();
  try {
    loading ??= Promise.all([loadHindi(), import("./hindiTranslator")]).then(([resources, module]) => {
      hindi = module.hindiTranslator(resources);
    });
    await loading;
    // The user may have gone back to English while the chunk loaded.
    if (state.chosen !== "hi") return;
    emit({ active: "hi" });
  } catch (err) {
    loading = null;
    console.error("The Hindi text could not load", err);
    emit({ chosen: "en", active: "en" });
  }
}

/**
 * This device's choice: the cookie when there is one (the app keeps it equal to localStorage, so it
 * differs only after a switch on a server-rendered page, the newer choice), else localStorage.
 */
export function storedLanguage(): Language {
  return cookieLanguage() ?? localLanguage();
}

function localLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : "en";
  } catch {
    return "en";
  }
}

/** At start: this device's choice (English when none), kept in localStorage and the cookie. */
export function initLanguage(): Promise<void> {
  const cookie = cookieLanguage();
  const language = cookie ?? localLanguage();
  setHtmlLang(HTML_LANG.en);
  // A switch on a server-rendered page becomes the app's choice too.
  if (cookie) remember(language);
  if (language === "en") {
    rememberForServer("en");
    return Promise.resolve();
  }
  return setLanguage(language, { persist: false });
}

/**
 * The text of `key` in the language on screen; `english` is the source text, shown in English and
 * whenever the Hindi resources lack the key.
 */
export function translate(key: string, english: string, vars?: Vars): string {
  return state.active === "hi" && hindi ? hindi(key, english, vars) : fillEnglish(english, vars);
}
