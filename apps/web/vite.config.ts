import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { bundleReport } from "./scripts/bundle-report.mjs";

// API server during development (apps/server listens on 3001 by default). /json is not proxied: those
// static files live in public/json and ship with the web app.
const API_TARGET = process.env.MEDHAVI_API_TARGET ?? "http://127.0.0.1:3001";

/**
 * The theme (app/theme.ts) uses neither CSS variables nor color schemes, so MUI's ThemeProvider and
 * createTheme always take their plain branch; this drops the CSS-variables branch they import anyway
 * (about 12 KiB gzip on every page). If the theme ever turns CSS variables on, the stubs throw at start.
 */
function muiWithoutCssVars(): Plugin {
  const STUB = "\0mui-without-css-vars:";
  const branchPoints = /@mui[\\/]material[\\/]esm[\\/]styles[\\/](ThemeProvider|createTheme)\.js$/;
  const refuse = `throw new Error("MUI CSS variables are left out of this build (apps/web/vite.config.ts)")`;
  return {
    name: "medhavi-mui-without-css-vars",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !branchPoints.test(importer)) return null;
      if (source === "./ThemeProviderWithVars.js" || source === "./createThemeWithVars.js")
        return STUB + source;
      return null;
    },
    load(id) {
      if (id === `${STUB}./ThemeProviderWithVars.js`)
        return `export function CssVarsProvider() { ${refuse}; }`;
      if (id === `${STUB}./createThemeWithVars.js`)
        return `export default function createThemeWithVars() { ${refuse}; }`;
      return null;
    },
  };
}

// Vendor code that the first page needs goes into two long-lived chunks (React + router, then MUI and the
// rest); the `$initial` tag keeps libraries used only by lazily loaded routes (admin tables, editors, ...)
// out of them, so those split per route automatically. Every page is its own chunk via `lazy` in routes.tsx.
export default defineConfig({
  plugins: [react(), muiWithoutCssVars(), bundleReport()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/]/,
              tags: ["$initial"],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
