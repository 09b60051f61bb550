/**
 * The site language (issue 14). English is the source text at every call site, so English pages need no
 * translation library at all; choosing Hindi loads one chunk (./hindi: i18next, the Hindi resources and
 * the Devanagari font subset) and then re-renders. Kept free of zod and i18next: the shell imports it.
 */
export type Language = "en" | "hi";
export const LANGUAGES: readonly Language[] = ["en", "hi"];
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", hi: "हिन्दी" };
/** localStorage key: the choice of this device. */
export const LANGUAGE_KEY = "medhavi-language";
export const HTML_LANG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export type Vars = Record<string, string | number>;
export type Translate = (key: string, english: string, vars?: Vars) => string;

interface State {
  /** What the user chose (shown as selected in the switch). */
  chosen: Language;
  /** What the page shows: Hindi only once its chunk has loaded. */
  active: Language;
  hindi: Translate | null;
}

let state: State = { chosen: "en", active: "en", hindi: null };
const listeners = new Set<() => void>();
let loading: Promise<Translate> | null = null;

function emit(next: Partial<State>): void {
  state = { ...state, ...next };
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG[state.active];
  for (const l of listeners) l();
}

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** The Hindi chunk, loaded once. Tests may replace the loader. */
let loadHindi: () => Promise<Translate> = () => import("./hindi").then((m) => m.translate);
export function setHindiLoader(loader: () => Promise<Translate>): void {
  loadHindi = loader;
  loading = null;
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

/** Shows `language`; resolves once its text is on screen. A failed Hindi load keeps English. */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  if (options.persist !== false) remember(language);
  if (language === "en") {
    emit({ chosen: "en", active: "en" });
    return;
  }
  state = { ...state, chosen: "hi" };
  for (const l of listeners) l();
  try {
    loading ??= loadHindi();
    const hindi = await loading;
    // The user may have gone back to English while the chunk loaded.
    if (state.chosen === "hi") emit({ active: "hi", hindi });
  } catch (err) {
    loading = null;
    console.error("The Hindi text could not load", err);
    emit({ chosen: "en", active: "en" });
  }
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : "en";
  } catch {
    return "en";
  }
}

/** At start: this device's choice (English when none). */
export function initLanguage(): Promise<void> {
  const language = storedLanguage();
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG.en;
  return language === "en" ? Promise.resolve() : setLanguage(language, { persist: false });
}

/** `{{name}}` placeholders, as i18next writes them. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** The text of `key` in the language on screen; `english` is the source text (and the fallback). */
export function translate(key: string, english: string, vars?: Vars): string {
  const { active, hindi } = state;
  if (active === "hi" && hindi) return hindi(key, english, vars);
  return interpolate(english, vars);
}
