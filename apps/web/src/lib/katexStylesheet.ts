import { useEffect, useState } from "react";

// KaTeX's stylesheet declares 20 font faces, and a font face added to a page that is already laid out
// makes Chromium lay the whole page out again (39–50 ms at 4× CPU on the demo test, against 9–13 for the
// same stylesheet without them). So it is not part of every page that can show rich text: it loads where
// a formula is shown.
let loaded = false;
let loading: Promise<void> | undefined;

/** Marks the stylesheet as on the page (lib/katexStyles.ts, when a chunk that imports it has run). */
export function katexStylesheetLoaded(): void {
  loaded = true;
}

/** Loads KaTeX's stylesheet once; a failed load may be tried again. */
export function loadKatexStylesheet(): Promise<void> {
  loading ??= import("./katexStyles").then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether `html` holds typeset formulas (KaTeX's markup: the server's `shownRich`, lib/mathHtml.ts). */
export function hasFormulas(html: string): boolean {
  return html.includes('class="katex');
}

/**
 * Whether content that `needs` KaTeX's stylesheet can be shown: at once when it needs none or the
 * stylesheet is on the page; otherwise once it has loaded (or failed to: the formulas' text is still
 * readable). The page renderer has no stylesheet to wait for.
 */
export function useKatexStylesheet(needs: boolean): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!needs || ready) return;
    let live = true;
    loadKatexStylesheet()
      .catch((error: unknown) => console.error("KaTeX's stylesheet could not load", error))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needs, ready]);
  return import.meta.env.SSR || !needs || ready || loaded;
}
