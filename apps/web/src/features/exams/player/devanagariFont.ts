let loading: Promise<unknown> | null = null;

/**
 * The Devanagari subset of Noto Sans, fetched once the first Hindi question shows: the site's Hindi
 * chunk brings it too, but a Hindi paper may be read with the site in English, and phones often have no
 * Devanagari font of their own. English papers never fetch it.
 */
export function loadDevanagariFont(): Promise<unknown> {
  loading ??= Promise.all([
    import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
  ]).catch((err: unknown) => {
    loading = null;
    console.error("The Devanagari font could not load", err);
  });
  return loading;
}
