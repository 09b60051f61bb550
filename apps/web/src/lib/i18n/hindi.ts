/**
 * The Hindi chunk: loaded only when Hindi is chosen, with the Devanagari subset of Noto Sans (only the
 * devanagari files: Latin text keeps Inter). language.ts hands the resources to i18next.
 */
import "@fontsource/noto-sans-devanagari/devanagari-400.css";
import "@fontsource/noto-sans-devanagari/devanagari-500.css";
import "@fontsource/noto-sans-devanagari/devanagari-700.css";

export { hi } from "./hi";
