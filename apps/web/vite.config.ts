import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// API server during development (apps/server listens on 3001 by default). /json is not proxied: those
// static files live in public/json and ship with the web app.
const API_TARGET = process.env.MEDHAVI_API_TARGET ?? "http://127.0.0.1:3001";

// Vendor code that the first page needs goes into two long-lived chunks (React + router, then MUI and the
// rest); the `$initial` tag keeps libraries used only by lazily loaded routes (admin tables, editors, ...)
// out of them, so those split per route automatically. Every page is its own chunk via `lazy` in routes.tsx.
export default defineConfig({
  plugins: [react()],
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
