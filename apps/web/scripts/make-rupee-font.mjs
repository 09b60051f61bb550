// One-off: cuts the rupee sign (U+20B9) out of Inter's latin-ext file (weight axis kept) into
// src/assets/inter-rupee-wght.woff2, some 1 KB. The theme declares it for U+20B9 after @fontsource's
// faces, so a page with prices does not download the 85 KB latin-ext file for one glyph (lib/theme.ts).
// Run again after updating @fontsource-variable/inter: npm run rupee-font -w @medhavi/web
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
const out = fileURLToPath(new URL("../src/assets/inter-rupee-wght.woff2", import.meta.url));
const font = await subsetFont(readFileSync(source), "\u20b9", { targetFormat: "woff2" });
writeFileSync(out, font);
console.log(`wrote ${out} (${font.length} bytes)`);
