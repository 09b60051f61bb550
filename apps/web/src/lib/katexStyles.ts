// KaTeX's stylesheet as a module: a chunk that imports it carries the stylesheet, which Vite loads before
// the chunk runs. The test paper and its paper dialog (the server's HTML as sent) and `mathHtml.ts` (so
// every screen that typesets with `RichText`: review, practice, the answer key) import it, so their first
// render is styled; elsewhere `HtmlBox` loads it when it shows a formula (lib/katexStylesheet.ts).
import "katex/dist/katex.min.css";
import { katexStylesheetLoaded } from "./katexStylesheet";

katexStylesheetLoaded();
