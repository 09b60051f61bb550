import { defineConfig } from "vitest/config";

// One Vitest run over every workspace: pure rules, server through the real database, web components.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["test/**/*.test.ts"],
          globalSetup: ["test/setup/template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
