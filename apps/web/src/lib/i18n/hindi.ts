/**
 * The Hindi chunk: loaded only when Hindi is chosen. i18next does the lookup, interpolation and plural
 * forms (keys ending in _one/_other; Hindi's "one" covers 0 and 1); a key without Hindi text falls back
 * to the English source text given at the call site. The Devanagari subset of Noto Sans comes with it
 * (only the devanagari files: Latin text keeps Inter).
 */
import "@fontsource/noto-sans-devanagari/devanagari-400.css";
import "@fontsource/noto-sans-devanagari/devanagari-500.css";
import "@fontsource/noto-sans-devanagari/devanagari-700.css";
import i18next from "i18next";
import { hi } from "./hi";
import type { Translate } from "./language";

const instance = i18next.createInstance();
// Resources are in memory, so init completes synchronously (initAsync: false).
void instance.init({
  lng: "hi",
  fallbackLng: false,
  resources: { hi: { translation: hi } },
  // React escapes text; the CMS's HTML never goes through here.
  interpolation: { escapeValue: false },
  keySeparator: false,
  returnNull: false,
  initAsync: false,
});

export const translate: Translate = (key, english, vars) =>
  instance.t(key, { defaultValue: english, ...vars });
