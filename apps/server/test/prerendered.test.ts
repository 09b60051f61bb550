import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from "@medhavi/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { PRERENDERED_FILE } from "../src/platform/prerendered";
import { createTestEnv, type TestEnv } from "./helpers";

// A build as `npm run build` leaves it: the shell, and the home page rendered ahead of time.
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1a2b.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-3c4d.js"></head><body><div id="root"></div></body></html>';
const HOME = {
  head: '<style data-emotion="css 1abc">.css-1abc{color:#5D4037}</style>',
  root: '<div data-prerender="phone"><h1 class="css-1abc">Coaching that knows where you stand</h1></div>',
};

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  const webDist = join(env.dataDir, "web");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(join(webDist, "index.html"), INDEX);
  writeFileSync(join(webDist, PRERENDERED_FILE), JSON.stringify({ "/": HOME }));
  app = await buildApp({ ...env.config, webDist }, { announce: () => {} });
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
});

const page = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
const isPrerendered = (body: string) => body.includes(`<div id="root">${HOME.root}</div>`);

describe("pages rendered ahead of time", () => {
  it("a first-time visitor gets the home page in the HTML, its CSS in the head, the app's scripts after it", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(isPrerendered(res.body)).toBe(true);
    // The app's entry and preloads are handed to prerendered.js, which loads them after the first paint.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).toMatch(
      /<style data-emotion="css 1abc">[^<]*<\/style>\s*<script async src="\/prerendered.js" data-app="\/assets\/app-1a2b.js" data-preload="\/assets\/react-3c4d.js"><\/script>\s*<\/head>/,
    );
    // The page's own head is still put in (platform/seo.ts).
    expect(res.body).toContain("<title>Medhavi Academy</title>");
    expect(res.headers.vary).toContain("Cookie");
  });

  it("anyone the rendering does not show gets the plain shell: signed in, Hindi, a lang or mobile flag", async () => {
    const plain = [
      await page("/", `${SIGNED_IN_COOKIE}=1`),
      await page("/", `${LANGUAGE_COOKIE}=hi`),
      await page("/", `theme=dark; ${LANGUAGE_COOKIE}=hi`),
      await page("/?lang=hi"),
      await page("/?mobile=1"),
    ];
    for (const res of plain) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain("data-prerender");
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-1a2b.js"></script>');
      expect(res.body).not.toContain("prerendered.js");
    }
    // English chosen explicitly and unrelated query strings (a campaign link) still get the page.
    expect(isPrerendered((await page("/", `${LANGUAGE_COOKIE}=en`)).body)).toBe(true);
    expect(isPrerendered((await page("/?utm_source=whatsapp")).body)).toBe(true);
  });

  it("each variant has its own ETag, so a cached copy of one is never confirmed for the other", async () => {
    const first = await page("/");
    const signedIn = await page("/", `${SIGNED_IN_COOKIE}=1`);
    expect(first.headers.etag).not.toBe(signedIn.headers.etag);
    const again = await app.inject({
      method: "GET",
      url: "/",
      headers: { accept: "text/html", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const crossed = await app.inject({
      method: "GET",
      url: "/",
      headers: {
        accept: "text/html",
        "if-none-match": String(first.headers.etag),
        cookie: `${SIGNED_IN_COOKIE}=1`,
      },
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).not.toContain("data-prerender");
  });

  it("pages not rendered ahead of time are the plain shell, without Vary: Cookie", async () => {
    const res = await page("/courses");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(String(res.headers.vary ?? "")).not.toContain("Cookie");
  });

  it("the file of renderings is not served as a file of the site", async () => {
    const res = await app.inject({ method: "GET", url: `/${PRERENDERED_FILE}` });
    expect(res.statusCode).toBe(404);
  });
});
