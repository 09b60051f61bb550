import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { bundleReport } from "./scripts/bundle-report.mjs";
import { pdfjsData } from "./scripts/pdfjs-data.mjs";
import { routePreloads } from "./scripts/route-preloads.mjs";
import { staffChunks } from "./scripts/staff-chunks.mjs";

// API server during development (apps/server listens on 3001 by default). /json is not proxied: those
// static files live in public/json and ship with the web app.
const API_TARGET = process.env.MEDHAVI_API_TARGET ?? "http://127.0.0.1:3001";

/**
 * The installable app (issue 14): a web app manifest in the brand's colours and a Workbox service worker
 * that precaches the shell and every student-side route's chunk (not the back office's: staff work online,
 * scripts/staff-chunks.mjs), so the app opens offline (and shows the offline
 * banner). The worker is registered by src/app/pwa.ts after the page has loaded, never by an inline script
 * (the CSP allows no inline script). API replies are never cached: they hold personal data, and the outbox
 * (lib/outbox) handles changes made offline. Same-origin images are kept for a month; /favicon.ico never,
 * since the connectivity check probes it. A new version waits until the student chooses "Reload".
 */
const staff = staffChunks();
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    id: "/",
    name: "Medhavi Academy",
    short_name: "Medhavi",
    description:
      "Online coaching for Foundation, JEE, NEET, medical entrance and GRE/TOEFL: classes, study materials and test series.",
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#5D4037",
    background_color: "#FFFBF3",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff2,svg,png,webmanifest}"],
    // pdf.js's worker and data files are large and only the study-material viewer needs them: fetched when used.
    // Inter's Cyrillic, Greek and Vietnamese subsets load only for those scripts (unicode-range).
    globIgnores: ["**/pdf.worker*", "pdfjs/**", "**/favicon.ico", "**/inter-{cyrillic,greek,vietnamese}*"],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [staff.leaveOut],
    cleanupOutdatedCaches: true,
    // The first worker takes over the open page at once, so its lazy chunks (the outbox) load offline.
    // Later versions still wait for the student's "Reload".
    clientsClaim: true,
    navigateFallback: "/index.html",
    // Server routes that are not pages of the app (API, files, feeds, robots, sitemap, API docs).
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /\.[a-z0-9]+$/i],
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.destination === "image" &&
          url.search === "" &&
          url.pathname !== "/favicon.ico" &&
          !url.pathname.startsWith("/api/"),
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: "medhavi-images",
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
});

/**
 * Each chunk of COMPILE_HINT_MIN_BYTES or more starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; to other engines it is a comment). A chunk's code is
 * nearly all called as it loads (the page renders), so V8 compiles every function while it streams the
 * script in, on a background thread, instead of compiling each one on the main thread the first time it
 * runs: that was a third to half of the take-over's tasks (docs/benchmarks.md at 4ee5d38, 27 Nov). The
 * smaller chunks (two in three, 7 % of the code) go without: there the hint would cost more bytes than
 * compile time. Last of all the hooks (after Vite's `__vite__mapDeps` line), as the hint counts only at the
 * top of the file.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const COMPILE_HINT_MIN_BYTES = 4096;
function compileHints(): Plugin {
  return {
    name: "medhavi-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const out of Object.values(bundle))
          if (out.type === "chunk" && out.code.length >= COMPILE_HINT_MIN_BYTES)
            out.code = COMPILE_HINT + out.code;
      },
    },
  };
}

// Vendor code that the first page needs goes into two long-lived chunks (React + router, then MUI and the
// rest); the `$initial` tag (below) keeps libraries used only by lazily loaded routes (admin tables,
// editors, ...) out of them, so those split per route automatically. Every page is its own chunk via `lazy`
// in routes.tsx. The first group that matches a module takes it.
const LIBRARY_GROUPS = [
  {
    name: "react",
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  { name: "vendor", test: /[\\/]node_modules[\\/]/ },
];

/**
 * Marks the library chunks' preloads in the shell `data-library`: the server has a prerendered page's
 * loader evaluate them before the app, each in a task of its own (apps/server/src/platform/prerendered.ts).
 */
function markLibraryChunks(): Plugin {
  const names = new Set(LIBRARY_GROUPS.map((group) => group.name));
  return {
    name: "medhavi-library-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const files = new Set(
          Object.values(bundle ?? {}).flatMap((out) =>
            out.type === "chunk" && names.has(out.name) ? [`/${out.fileName}`] : [],
          ),
        );
        return html.replace(/<link rel="modulepreload"([^>]*?) href="([^"]+)">/g, (tag, attributes, href) =>
          files.has(href) ? `<link rel="modulepreload" data-library${attributes} href="${href}">` : tag,
        );
      },
    },
  };
}

const app: UserConfig = {
  plugins: [
    react(),
    staff.plugin,
    markLibraryChunks(),
    compileHints(),
    routePreloads(),
    pdfjsData(),
    pwa,
    bundleReport(),
  ],
  root: fileURLToPath(new URL(".", import.meta.url)),
  server: {
    proxy: {
      "/api": API_TARGET,
      "/uploads": API_TARGET,
    },
  },
  preview: {
    proxy: {
      "/api": API_TARGET,
      "/uploads": API_TARGET,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Every browser MUI 9 supports (Safari 17, Firefox 121, Chrome 117) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics (CommonJS, so taken as having side effects) for `withTheme`,
      // which the app does not use: declared free of side effects, it drops out of the first page.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Every chunk's name is listed in the entry (for preloading a route's chunks); 7 hash characters
        // (the fewest Rolldown allows here) keep file names unique with less of the first page spent on names.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        codeSplitting: {
          groups: LIBRARY_GROUPS.map((group, i) => ({
            ...group,
            tags: ["$initial"],
            priority: LIBRARY_GROUPS.length - i,
          })),
        },
      },
    },
  },
};

/**
 * `vite build --ssr src/prerender/entry.tsx` (npm run build) builds the page renderer that
 * scripts/prerender.mjs runs in Node at build time and the server at run time (the demo test's page,
 * apps/server/src/platform/liveRender.ts): no service worker, no bundle report, no chunk groups; the
 * libraries are bundled in (the server's production install has none of the web app's) and in their
 * production builds, so class names and CSS match the app's own.
 */
const prerenderer: UserConfig = {
  plugins: [react()],
  root: fileURLToPath(new URL(".", import.meta.url)),
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: { outDir: "dist-ssr", emptyOutDir: true, target: "node20" },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderer : app));
