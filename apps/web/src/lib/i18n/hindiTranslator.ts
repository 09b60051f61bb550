/**
 * Hindi lookups on i18next, loaded with the Hindi chunk (language.ts): Hindi's plural rules, and the
 * English text (filled in) for a key the Hindi resources lack.
 */
import i18next from "i18next";
import type { Resources, Translate } from "./language";

export function hindiTranslator(resources: Resources): Translate {
  const i18n = i18next.createInstance();
  // Resources given up front and no backend, so init completes synchronously (initAsync: false).
  void i18n.init({
    lng: "hi",
    fallbackLng: false,
    supportedLngs: ["en", "hi"],
    resources: { hi: { translation: resources } },
    // Keys are written as "area.English label"; neither dots nor colons split them.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text; the CMS's HTML never goes through here.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return (key, english, vars) => i18n.t(key, { ...vars, defaultValue: english });
}
