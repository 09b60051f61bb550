import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { FORMAT } from "../../apps/web/src/lib/secureStorage";
import { proofHeaders } from "./proofOfWork";

/** DATA_DIR of the e2e server of this run (published by scripts/e2e-server.mjs, keyed by its port). */
export function serverDataDir(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set; run the tests through playwright.config.ts");
  return readFileSync(join(tmpdir(), `medhavi-e2e-${port}.datadir`), "utf8").trim();
}

interface OutboxSms {
  to: string;
  text: string;
  at: string;
}

/** Every SMS the server has "sent" so far (DATA_DIR/sms-outbox.jsonl). */
export function readOutbox(): OutboxSms[] {
  let text = "";
  try {
    text = readFileSync(join(serverDataDir(), "sms-outbox.jsonl"), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxSms);
}

/** The newest 6-digit OTP sent to `mobile`, waiting for it to arrive. */
export async function latestOtp(mobile: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(() => {
      const sms = readOutbox()
        .filter((m) => m.to === mobile)
        .at(-1);
      otp = sms?.text.match(/\b(\d{6})\b/)?.[1];
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp as string;
}

let addressCounter = 0;

/**
 * The e2e server trusts X-Forwarded-For, so each test gets its own client address and the per-address
 * rate limits (10 signups an hour, ...) never leak from one test into another.
 */
export const test = base.extend<{
  clientAddress: string;
  cspViolations: string[];
  hydrationMismatches: string[];
}>({
  // The home page arrives rendered ahead of time (apps/server/src/platform/prerendered.ts) and the app takes
  // it over a moment later; a test acts as a visitor who waits for that, so a navigation waits for the app.
  // (e2e/prerendered.spec.ts covers the moment before.)
  page: async ({ page }, use) => {
    const thenAppTookOver =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await navigate(...args);
        await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
        return response;
      };
    page.goto = thenAppTookOver(page.goto.bind(page));
    page.reload = thenAppTookOver(page.reload.bind(page));
    await use(page);
  },
  // Every page runs under the server's Content-Security-Policy; Chromium reports a blocked script, style,
  // font, frame or connection as a console error starting "Refused to". Any of them fails the test.
  cspViolations: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (/Refused to|Content Security Policy/i.test(text)) refused.push(text);
      });
      await use(refused);
      expect(refused, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  // A prerendered page whose HTML the app's first render does not match: React reports it (minified in
  // the production build: errors #418-#425) and renders that part again from scratch. Any fails the test.
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on("weberror", (error) => {
        const text = error.error().message;
        if (/Minified React error #4(1[89]|2[0-5])\b|hydrat/i.test(text)) mismatches.push(text);
      });
      await use(mismatches);
      expect(mismatches, "hydration mismatches").toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientAddress: async ({}, use, testInfo) => {
    addressCounter += 1;
    await use(`198.18.${testInfo.workerIndex % 250}.${(addressCounter % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },
});

export { expect };

export interface TestStudent {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
}

/** A student nobody else uses: unique email and mobile number. */
export function newStudent(tag: string): TestStudent {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: "Asha",
    lastName: `Verma${tag.replace(/[^a-z]/gi, "").slice(0, 10)}`,
    email: `${tag}-${unique}@e2e.local`.toLowerCase(),
    mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    password: "first-pass-1",
  };
}

/** Creates the account through the API (faster than the dialog when the signup itself is not under test). */
export async function signUp(request: APIRequestContext, student: TestStudent): Promise<void> {
  const reply = await request.post("/api/signup", {
    data: { ...student, confirm_password: student.password },
    headers: await proofHeaders(request),
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Logs in through the login dialog; resolves with the session token the server issued. */
export async function logInThroughDialog(page: Page, email: string, password: string): Promise<string> {
  await page.getByRole("button", { name: "Login/Signup" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  // Read the token on its way to the page: the page reloads right after, so the response body is gone then.
  let token = "";
  await page.route("**/api/login", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { token?: string } };
    token = body.data?.token ?? "";
    await route.fulfill({ response });
  });
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect.poll(() => token).not.toBe("");
  await page.unroute("**/api/login");
  // The app restarts at / with the session.
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  return token;
}

/** Encrypted (session) entries left in localStorage. */
export function sessionEntries(page: Page): Promise<string[]> {
  return page.evaluate(
    (format) => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.startsWith(format)),
    FORMAT,
  );
}
