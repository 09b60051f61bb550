/** Where Debian's Chromium is, for the browser tests and the benchmarks. */
export const CHROMIUM_PATH: string;
/** The switches both start it with. */
export const CHROMIUM_ARGS: string[];
