// KaTeX's stylesheet as a module: a chunk that imports it carries the stylesheet, which Vite loads before
// the chunk runs. Screens made of formulas (the test paper, review, practice) import it, so their first
// render is styled; elsewhere `HtmlBox` loads it when it shows a formula (lib/katexStylesheet.ts).
import "katex/dist/katex.min.css";
import { katexStylesheetLoaded } from "./katexStylesheet";

katexStylesheetLoaded();
