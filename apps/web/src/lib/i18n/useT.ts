import { useCallback, useSyncExternalStore } from "react";
import { type Language, languageStore, translate, type Vars } from "./language";

/** Re-renders on a language change; `t(key, english, vars)` gives the text on screen. */
export function useT(): {
  t: (key: string, english: string, vars?: Vars) => string;
  /** The language shown. */
  language: Language;
  /** The language chosen (differs from `language` while the Hindi chunk loads). */
  chosen: Language;
} {
  const state = useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
  // A new function per language, so memoised children that take `t` re-render too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.active is the point of the dependency.
  const t = useCallback(
    (key: string, english: string, vars?: Vars) => translate(key, english, vars),
    [state.active],
  );
  return { t, language: state.active, chosen: state.chosen };
}
