// Renders the pages of PRERENDERED_PATHS with the page renderer that `vite build --ssr` built from
// src/prerender/entry.tsx, into dist/prerendered.json ({ path: { head, root } }), which the server puts
// into those pages' HTML (apps/server/src/platform/prerendered.ts). Run by `npm run build` after both builds.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The production builds of React and emotion: the class names and CSS then match the app's own.
process.env.NODE_ENV = "production";
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const { prerender, PRERENDERED_PATHS: PATHS } = await import(here("../dist-ssr/entry.js"));
const pages = {};
for (const path of PATHS) pages[path] = await prerender(path);
writeFileSync(here("../dist/prerendered.json"), JSON.stringify(pages));
const size = (p) => `${(Buffer.byteLength(p.head + p.root) / 1024).toFixed(1)} KiB`;
console.log(`prerendered ${PATHS.map((p) => `${p} (${size(pages[p])})`).join(", ")}`);
