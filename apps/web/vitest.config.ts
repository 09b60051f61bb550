import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// The web project of the root Vitest workspace (root vitest.config.ts lists this file).
export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "web",
    environment: "jsdom",
    // Worker threads start and tear down cheaper than forked processes: ~20% off this project's time.
    pool: "threads",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // A ceiling for a stuck test, not a measurement: typing through user-event in jsdom took 7 s for one
    // form with two CPU hogs beside the suite on 2 cores.
    testTimeout: 60_000,
  },
});
