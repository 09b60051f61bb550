import { defineConfig, devices } from "@playwright/test";
import { E2E_OWNER } from "./e2e/support/env";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { freePort } from "./scripts/free-port.mjs";

// A free port, chosen once by the runner; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // 60 s a test: a whole journey (sign-up, login, a test taken) with two workers and the server sharing 2
  // slow cores ran past 30 s on 27 Nov; a broken step still fails after the expect timeout below.
  timeout: 60_000,
  // 15 s: this 2-core machine ran about 1.5x slower on 26 Nov than before, and with two workers and the
  // server beside them a PDF's first render or a page's chunk took over 7 s (a broken step still fails).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A trace only when a failed test runs again (CI retries once; locally, `--trace on`): recording one for
    // every test took a fifth of the browser stage's time (3 files: 86 s with, 67 s without).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The owner's two-step setup and the journeys' staff account, once per run (e2e/staff.setup.ts).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT as string,
      HOST: "127.0.0.1",
      ADMIN_EMAIL: E2E_OWNER.email,
      ADMIN_PASSWORD: E2E_OWNER.password,
      // No load shedding: on a machine shared by parallel test runs a PGlite stall would shed a step at
      // random; shedding has its own API test (apps/server/test/overload.test.ts).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    },
  },
});
