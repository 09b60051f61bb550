import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type CourseNode, LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app";
import { exams } from "../src/db/schema";
import { PRERENDERED_FILE } from "../src/platform/prerendered";
import { ROUTE_PRELOADS_FILE } from "../src/platform/routePreloads";
import { adminToken, createTestEnv, send, type TestEnv } from "./helpers";

// A build as `npm run build` leaves it: the shell (a library chunk's preload marked by the build), and the
// home page rendered ahead of time.
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1a2b.js"></script>' +
  '<link rel="modulepreload" data-library crossorigin href="/assets/react-3c4d.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/theme-5e6f.js"></head><body><div id="root"></div></body></html>';
const HOME = {
  head: '<style data-emotion="css 1abc">.css-1abc{color:#5D4037}</style>',
  root: '<div data-prerender="phone"><h1 class="css-1abc">Coaching that knows where you stand</h1></div>',
};
// The build's /courses: its catalogue's loading state.
const COURSES = { head: "", root: '<div data-prerender="phone"><p>Loading courses</p></div>' };

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  const webDist = join(env.dataDir, "web");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(join(webDist, "index.html"), INDEX);
  writeFileSync(join(webDist, PRERENDERED_FILE), JSON.stringify({ "/": HOME, "/courses": COURSES }));
  // The test screen's chunks (apps/web/scripts/route-preloads.mjs); anything but a chunk's path is dropped.
  writeFileSync(
    join(webDist, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      testScreen: ["/assets/TestSeriesPage-7a8b.js", "/assets/TestPlayer-9c0d.js", '"><script>'],
    }),
  );
  // The page renderer's place in a build (apps/web/dist-ssr/entry.js, tested in apps/web/src/prerender):
  // here one that shows what it was given, counts its renderings, and fails for a title asking it to.
  mkdirSync(join(env.dataDir, "dist-ssr"));
  writeFileSync(
    join(env.dataDir, "dist-ssr", "entry.js"),
    `export async function prerender(path, seed) {
      globalThis.renderings = (globalThis.renderings ?? 0) + 1;
      const [[key, data]] = seed;
      const shown = Array.isArray(data) ? data.map((course) => course.name).join(", ") : data.instructions;
      if ((Array.isArray(data) ? shown : data.title).includes("fail")) throw new Error("render failed");
      return { head: '<style data-emotion="css 9z">.css-9z{}</style>',
        root: '<div data-prerender="phone" data-key="' + JSON.stringify(key).replace(/"/g, "&quot;") + '">' + shown + "</div>" };
    }`,
  );
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
    // The app's entry and preloads are handed to prerendered.js, which loads them after the first paint
    // and evaluates the library chunks first, each in a task of its own.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).toMatch(
      /<style data-emotion="css 1abc">[^<]*<\/style>\s*<script async src="\/prerendered.js" data-app="\/assets\/app-1a2b.js" data-preload="\/assets\/react-3c4d.js \/assets\/theme-5e6f.js" data-first="\/assets\/react-3c4d.js"><\/script>\s*<\/head>/,
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

  it("a reload mid-test comes with the test screen's code preloaded; other pages without", async () => {
    const testScreen = [
      '<link rel="modulepreload" crossorigin href="/assets/TestSeriesPage-7a8b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/TestPlayer-9c0d.js">',
    ];
    const reload = await page("/testseries/5?attempt=9", `${SIGNED_IN_COOKIE}=1`);
    expect(reload.statusCode).toBe(200);
    // After the shell's own preloads (the app's code first), at the end of the head; the entry as it is.
    expect(reload.body).toMatch(
      new RegExp(`theme-5e6f\\.js">[\\s\\S]*${testScreen.join("\\s*")}\\s*</head>`),
    );
    expect(reload.body).toContain('<script type="module" crossorigin src="/assets/app-1a2b.js"></script>');
    expect(reload.body).not.toContain("<script>");
    for (const url of [
      "/testseries/5",
      "/testseries/5?attempt=x",
      "/active-test",
      "/demo-exam-start/5?attempt=9",
    ])
      expect((await page(url, `${SIGNED_IN_COOKIE}=1`)).body).not.toContain("TestPlayer");
    // The build's list is not a file of the site.
    const listed = await app.inject({ method: "GET", url: `/${ROUTE_PRELOADS_FILE}` });
    expect(listed.body).not.toContain("TestPlayer");
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
    const res = await page("/scholarship");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(String(res.headers.vary ?? "")).not.toContain("Cookie");
  });

  it("the file of renderings is not served as a file of the site", async () => {
    const res = await app.inject({ method: "GET", url: `/${PRERENDERED_FILE}` });
    expect(res.statusCode).toBe(404);
  });
});

describe("the demo test's instructions, rendered per request", () => {
  const renderings = () => (globalThis as { renderings?: number }).renderings ?? 0;
  let demoId: number;
  beforeAll(async () => {
    const [demo] = await app.platform.db.select().from(exams).where(eq(exams.isDemo, true));
    demoId = demo!.id;
    // Staff wrote something the page must not run: the server sanitises it before rendering with it.
    await app.platform.db
      .update(exams)
      .set({ instructions: "<p>Twenty minutes.</p><script>alert(1)</script><p>Ends with </script> text</p>" })
      .where(eq(exams.id, demoId));
  });

  it("a first-time visitor gets the page rendered with the test's data, and the data for the app", async () => {
    const res = await page(`/demo-exam-start/${demoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-key="[&quot;demo-exam&quot;,${demoId}]"`);
    expect(res.body).toContain("<p>Twenty minutes.</p>");
    expect(res.body).not.toContain("alert(1)");
    expect(res.headers.vary).toContain("Cookie");
    const seed = /<script type="application\/json" id="query-seed">([^<]*)<\/script>/.exec(res.body);
    const [[key, exam]] = JSON.parse(seed![1]!);
    expect(key).toEqual(["demo-exam", demoId]);
    expect(exam).toMatchObject({
      id: demoId,
      instructions: expect.stringContaining("<p>Twenty minutes.</p>"),
    });
    expect(exam.instructions).not.toContain("<script");
    expect(res.body).toContain('<script async src="/prerendered.js"');
  });

  it("renders a page once for the same data, again when the data changes", async () => {
    const before = renderings();
    await page(`/demo-exam-start/${demoId}`);
    await page(`/demo-exam-start/${demoId}`);
    expect(renderings()).toBe(before);
    await app.platform.db.update(exams).set({ durationMin: 25 }).where(eq(exams.id, demoId));
    expect((await page(`/demo-exam-start/${demoId}`)).body).toContain('"duration_min":25');
    expect(renderings()).toBe(before + 1);
  });

  it("is the plain shell for a signed-in student, a resumed attempt, a test not offered, or a failed rendering", async () => {
    const plain = [
      await page(`/demo-exam-start/${demoId}`, `${SIGNED_IN_COOKIE}=1`),
      await page(`/demo-exam-start/${demoId}?attempt=4`),
      await page("/demo-exam-start/999999"),
    ];
    await app.platform.db.update(exams).set({ title: "Demo that will fail" }).where(eq(exams.id, demoId));
    plain.push(await page(`/demo-exam-start/${demoId}`));
    for (const res of plain) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain("query-seed");
    }
  });
});

describe("the course page, rendered per request with the course list", () => {
  const seedOf = (body: string) => {
    const seed = /<script type="application\/json" id="query-seed">([^<]*)<\/script>/.exec(body);
    return seed ? (JSON.parse(seed[1]!) as Array<[unknown[], CourseNode[]]>) : null;
  };
  // As staff do it, through the back office's call.
  const rename = async (course: CourseNode, name: string) => {
    const { id, ...node } = course;
    const res = await send(app, "PUT", `/api/courses/${id}`, { token: staff, payload: { ...node, name } });
    expect(res.status).toBe(200);
  };
  let staff: string;
  beforeAll(async () => {
    staff = await adminToken(app);
  });

  it("a first-time visitor gets the catalogue in the HTML and the same list as the API's for the app", async () => {
    const res = await page("/courses");
    expect(res.statusCode).toBe(200);
    const api = (await app.inject({ method: "GET", url: "/api/user_exam/get_all_courses" })).json();
    expect(api.data.length).toBeGreaterThan(3);
    expect(seedOf(res.body)).toEqual([[["courses", "public"], api.data]]);
    expect(res.body).toContain(api.data.map((c: { name: string }) => c.name).join(", "));
    expect(res.body).not.toContain("Loading courses");
    expect(res.headers.vary).toContain("Cookie");
  });

  it("shows a change to the courses on the next visit", async () => {
    const [first] = seedOf((await page("/courses")).body)![0]![1];
    await rename(first!, "Foundation Plus");
    const res = await page("/courses");
    expect(seedOf(res.body)![0]![1][0]!.name).toBe("Foundation Plus");
    expect(res.body).toContain("Foundation Plus, ");
    await rename(first!, first!.name);
  });

  it("is the build's rendering when it cannot be rendered, its data cannot be read or the URL has a query; the plain shell for others", async () => {
    expect((await page("/courses?utm_source=whatsapp")).body).toContain(COURSES.root);
    expect((await page("/courses", `${SIGNED_IN_COOKIE}=1`)).body).toContain('<div id="root"></div>');
    const [first] = seedOf((await page("/courses")).body)![0]![1];
    await rename(first!, "A course that will fail");
    const failed = await page("/courses");
    expect(failed.body).toContain(COURSES.root);
    expect(failed.body).not.toContain("query-seed");
    await rename(first!, first!.name);
    // The course list cannot be read (the database not answering): the page still comes.
    vi.spyOn(app.courseCatalogue, "get").mockRejectedValueOnce(new Error("connection refused"));
    const unread = await page("/courses");
    expect(unread.statusCode).toBe(200);
    expect(unread.body).toContain(COURSES.root);
  });
});
