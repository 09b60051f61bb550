// pdf.js's data files, served at /pdfjs/ (PdfViewer passes their URLs to getDocument): the Adobe CMaps a
// PDF with CJK or other non-embedded CID fonts needs, the standard fonts for PDFs that do not embed the 14
// base fonts, the ICC profiles and the WebAssembly decoders (JPEG 2000, colour management). Copied from
// pdfjs-dist at build time, served from it by the dev server. Fetched only by a PDF that needs them, so
// the service worker does not precache them (vite.config.ts).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// PdfViewer.tsx asks for them here.
const PDFJS_DATA_PATH = "/pdfjs/";
const FOLDERS = ["cmaps", "standard_fonts", "iccs", "wasm"];
const root = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** @returns {import("vite").Plugin} */
export function pdfjsData() {
  return {
    name: "medhavi-pdfjs-data",
    configureServer(server) {
      server.middlewares.use(PDFJS_DATA_PATH, (req, res, next) => {
        const [folder, file, ...rest] = (req.url ?? "").split("?")[0].split("/").filter(Boolean);
        if (!folder || !file || rest.length > 0 || !FOLDERS.includes(folder) || file.startsWith("."))
          return next();
        try {
          res.end(readFileSync(join(root, folder, file)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of FOLDERS)
        for (const file of readdirSync(join(root, folder)))
          this.emitFile({
            type: "asset",
            fileName: `${PDFJS_DATA_PATH.slice(1)}${folder}/${file}`,
            source: readFileSync(join(root, folder, file)),
          });
    },
  };
}
