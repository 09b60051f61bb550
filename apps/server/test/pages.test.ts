/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { BRAND, PAGE_CATALOGUE, PAGE_MESSAGES, TEXT_MAX } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { pages } from "../src/db/schema";
import { seedPages } from "../src/modules/pages/service";
import { baseUrl, DEFAULT_IMAGE, injectHead } from "../src/platform/seo";
import { adminToken, createTestEnv, send, studentSession, type TestEnv } from "./helpers";
import { TEST_STAFF_NAME } from "./staff";

// The built shell as Vite leaves it: a title and a description the server replaces per page.
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The site's own description."
    />
    <title>Medhavi Academy</title>
    <script type="module" src="/assets/app-1a2b.js"></script>
  </head>
  <body><noscript>Medhavi Academy needs JavaScript to run.</noscript><div id="root"></div></body>
</html>`;

let env: TestEnv;
let app: FastifyInstance;
let staff: string;
let student: string;

beforeAll(async () => {
  env = await createTestEnv();
  const webDist = join(env.dataDir, "web");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(join(webDist, "index.html"), INDEX);
  app = await buildApp({ ...env.config, webDist }, { announce: () => {} });
  staff = await adminToken(app);
  student = (await studentSession(app)).token;
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
});

const put = (slug: string, payload: unknown, token = staff) =>
  send(app, "PUT", `/api/adminpages/${slug}`, { token, payload });
const html = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

describe("pages CMS: seeded text", () => {
  it("every page of the catalogue is seeded with today's copy as revision 1", async () => {
    const list = await send(app, "GET", "/api/adminpages", { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: any) => p.slug)).toEqual(PAGE_CATALOGUE.map((p) => p.slug));
    const about = await send(app, "GET", "/api/pages/about-us");
    expect(about.status).toBe(200);
    expect(about.body.data).toMatchObject({
      slug: "about-us",
      path: "/about-us",
      title: `About ${BRAND.name}`,
      seo_title: "About Us",
      revision: 1,
    });
    expect(about.body.data.body).toContain('<h2 id="careers">Careers</h2>');
    expect(about.body.data.body).toContain("<li>A forum where teachers answer doubts.</li>");
    const footer = await send(app, "GET", "/api/pages/footer-contact");
    expect(footer.body.data.path).toBeNull();
    expect(footer.body.data.body).toContain('href="tel:+916122547700"');
  });

  it("an unknown slug is a 404, a malformed one a 400 with the same message", async () => {
    expect((await send(app, "GET", "/api/pages/no-such-page")).status).toBe(404);
    const malformed = await send(app, "GET", "/api/pages/..%2Fetc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain(PAGE_MESSAGES.NOT_FOUND);
    expect((await send(app, "GET", "/api/adminpages/no-such-page", { token: staff })).status).toBe(404);
    expect((await put("no-such-page", { title: "x" })).status).toBe(404);
  });
});

describe("pages CMS: editing, revisions and restore", () => {
  it("a save is a new revision, visible on the public API at once; an unchanged save adds none", async () => {
    const before = (await send(app, "GET", "/api/adminpages/partnerwithus", { token: staff })).body.data;
    const saved = await put("partnerwithus", {
      title: "Partner with us",
      description: "Schools and coaching centres.",
      body: "<h2>Why partner</h2><p>Ready tests.</p>",
      base_revision: before.revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PAGE_MESSAGES.SAVED);
    expect(saved.body.data).toMatchObject({ revision: before.revision + 1, updated_by: TEST_STAFF_NAME });
    const pub = await send(app, "GET", "/api/pages/partnerwithus");
    expect(pub.body.data).toMatchObject({
      title: "Partner with us",
      body: '<h2 id="why-partner">Why partner</h2><p>Ready tests.</p>',
    });
    const again = await put("partnerwithus", {
      title: "Partner with us",
      description: "Schools and coaching centres.",
      body: "<h2>Why partner</h2><p>Ready tests.</p>",
    });
    expect(again.body.message).toBe(PAGE_MESSAGES.UNCHANGED);
    expect(again.body.data.revision).toBe(before.revision + 1);
  });

  it("a save from a stale revision is refused with 409, not silently overwritten", async () => {
    const current = (await send(app, "GET", "/api/adminpages/enrol", { token: staff })).body.data.revision;
    expect((await put("enrol", { title: "Enrol today", base_revision: current })).status).toBe(200);
    const stale = await put("enrol", { title: "Enrol tomorrow", base_revision: current });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(PAGE_MESSAGES.STALE);
    expect((await send(app, "GET", "/api/pages/enrol")).body.data.title).toBe("Enrol today");
  });

  it("lists revisions newest first, shows one, and restores it as a new revision", async () => {
    await put("scholarship", { title: "Scholarship 2027", description: "New lead", body: "<p>Changed</p>" });
    const list = await send(app, "GET", "/api/adminpages/scholarship/revisions", { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: any) => r.revision)).toEqual([2, 1]);
    expect(list.body.data[0]).toMatchObject({ current: true, author: TEST_STAFF_NAME });
    expect(list.body.data[1]).toMatchObject({ current: false, note: "Original text", author: null });
    const first = await send(app, "GET", "/api/adminpages/scholarship/revisions/1", { token: staff });
    expect(first.body.data.title).toBe(`${BRAND.name} Scholarship`);
    expect(first.body.data.body).toContain('<h2 id="who-can-apply">Who can apply</h2>');

    const restored = await send(app, "POST", "/api/adminpages/scholarship/revisions/1/restore", {
      token: staff,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe("Revision 1 restored.");
    expect(restored.body.data.revision).toBe(3);
    const pub = (await send(app, "GET", "/api/pages/scholarship")).body.data;
    expect(pub.title).toBe(`${BRAND.name} Scholarship`);
    expect(pub.body).toBe(first.body.data.body);
    const after = await send(app, "GET", "/api/adminpages/scholarship/revisions", { token: staff });
    expect(after.body.data[0]).toMatchObject({ revision: 3, note: "Restored revision 1", current: true });

    const audit = await send(app, "GET", "/api/audit?target=page:scholarship", { token: staff });
    expect(audit.status).toBe(200);
    const actions = JSON.stringify(audit.body.data);
    expect(actions).toContain("restore-page");
    expect(actions).toContain("edit-page");
  });

  it("an unknown revision is a 404 and a malformed one a 400", async () => {
    expect(
      (await send(app, "GET", "/api/adminpages/scholarship/revisions/999", { token: staff })).status,
    ).toBe(404);
    expect(
      (await send(app, "POST", "/api/adminpages/scholarship/revisions/999/restore", { token: staff })).status,
    ).toBe(404);
    expect(
      (await send(app, "GET", "/api/adminpages/scholarship/revisions/1e3", { token: staff })).status,
    ).toBe(400);
  });
});

describe("pages CMS: sanitising and bad input", () => {
  it("strips script, event handlers and javascript: links; keeps headings, anchors, site and tel links", async () => {
    const saved = await put("privacy-policy", {
      title: "Privacy Policy",
      body:
        '<h2 id="data" onclick="alert(1)">Data</h2><script>alert(1)</script><p style="color:red">Hi ' +
        '<a href="javascript:alert(1)">bad</a> <a href="/contact" target="_blank">contact</a> ' +
        '<a href="https://example.org">out</a> <a href="tel:+911234">call</a></p>' +
        '<img src="x" onerror="alert(1)"><img src="/uploads/a.png" alt="a"><iframe src="https://evil.example"></iframe>' +
        '<h2 id="root">Shadow</h2>',
    });
    expect(saved.status).toBe(200);
    const body: string = (await send(app, "GET", "/api/pages/privacy-policy")).body.data.body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|style=|iframe/i);
    expect(body).toContain('<h2 id="data">Data</h2>');
    expect(body).toContain('<a href="/contact">contact</a>');
    expect(body).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">out</a>');
    expect(body).toContain('<a href="tel:+911234">call</a>');
    expect(body).toContain('<img src="/uploads/a.png" alt="a" />');
    expect(body).toContain('<h2 id="shadow">Shadow</h2>'); // never "root", the app's own element
  });

  it("section headings keep an anchor made from their text when the editor drops the id; ids stay unique", async () => {
    await put("about-us", {
      title: `About ${BRAND.name}`,
      body: "<h2>What we believe</h2><p>a</p><h2>Careers</h2><p>b</p><h3>Careers</h3><h2>2027 &amp; on!</h2>",
    });
    const body: string = (await send(app, "GET", "/api/pages/about-us")).body.data.body;
    expect(body).toContain('<h2 id="what-we-believe">What we believe</h2>');
    expect(body).toContain('<h2 id="careers">Careers</h2>');
    expect(body).toContain('<h3 id="careers-2">Careers</h3>');
    expect(body).toContain("<h2>2027 &amp; on!</h2>");
    await send(app, "POST", "/api/adminpages/about-us/revisions/1/restore", { token: staff });
  });

  it("refuses a missing title and an oversize body with a message", async () => {
    const blank = await put("terms-conditions", { title: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(PAGE_MESSAGES.TITLE_REQUIRED);
    const huge = await put("terms-conditions", { title: "Terms", body: "x".repeat(TEXT_MAX.RICH + 1) });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain("too long");
  });
});

describe("pages CMS: who may call", () => {
  it("a student and a visitor are refused every staff route", async () => {
    const calls: ["GET" | "PUT" | "POST", string, unknown?][] = [
      ["GET", "/api/adminpages"],
      ["GET", "/api/adminpages/about-us"],
      ["PUT", "/api/adminpages/about-us", { title: "Hacked" }],
      ["GET", "/api/adminpages/about-us/revisions"],
      ["GET", "/api/adminpages/about-us/revisions/1"],
      ["POST", "/api/adminpages/about-us/revisions/1/restore"],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(app, method, url, { token: student, payload })).status, `${method} ${url}`).toBe(
        403,
      );
      expect((await send(app, method, url, { payload })).status, `${method} ${url}`).toBe(401);
    }
    expect((await send(app, "GET", "/api/pages/about-us")).body.data.title).not.toBe("Hacked");
  });
});

describe("pages CMS: the Hindi version", () => {
  const HINDI = {
    title: "मेडिकल प्रवेश परीक्षाएँ",
    description: "MBBS, BDS और आयुष के लिए।",
    body: "<h2>परीक्षा</h2><p>NEET UG की तैयारी।</p>",
  };

  it("the most-read pages are seeded with a Hindi version; the rest are English only", async () => {
    const about = (await send(app, "GET", "/api/pages/about-us")).body.data;
    expect(about.hindi.title).toBe("मेधावी अकादमी के बारे में");
    expect(about.hindi.body).toContain('<h2 id="careers">करियर</h2>');
    for (const slug of [
      "fee-structure",
      "scholarship",
      "jee-entrance",
      "neet-ug-integrated",
      "footer-contact",
    ]) {
      expect((await send(app, "GET", `/api/pages/${slug}`)).body.data.hindi?.title, slug).toBeTruthy();
    }
    const fees = (await send(app, "GET", "/api/pages/fee-structure")).body.data.hindi;
    expect(fees.body).toContain("₹");
    expect((await send(app, "GET", "/api/pages/gre-toefl")).body.data.hindi).toBeNull();
  });

  it("staff save a Hindi version; the public read returns it; an English-only edit keeps it; null removes it", async () => {
    const first = await app.inject({ method: "GET", url: "/api/pages/medical-entrance" });
    expect(first.json().data.hindi).toBeNull();
    const etag = String(first.headers.etag);
    const english = first.json().data;
    const saved = await put("medical-entrance", {
      title: english.title,
      seo_title: english.seo_title,
      description: english.description,
      body: english.body,
      hindi: HINDI,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PAGE_MESSAGES.SAVED);
    const withHindi = { ...HINDI, body: "<h2>परीक्षा</h2><p>NEET UG की तैयारी।</p>" };
    expect(saved.body.data.hindi).toEqual(withHindi);
    // A Hindi-only edit changes the public copy's ETag, so a cached English-only copy is not reused.
    const changed = await app.inject({
      method: "GET",
      url: "/api/pages/medical-entrance",
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.hindi).toEqual(withHindi);
    expect(
      (await send(app, "GET", "/api/adminpages/medical-entrance", { token: staff })).body.data.hindi,
    ).toEqual(withHindi);

    const same = await put("medical-entrance", { ...english, hindi: HINDI });
    expect(same.body.message).toBe(PAGE_MESSAGES.UNCHANGED);

    const englishOnly = await put("medical-entrance", { title: "Medical Entrance 2027" });
    expect(englishOnly.body.data).toMatchObject({ title: "Medical Entrance 2027", hindi: withHindi });

    const revision = saved.body.data.revision;
    const old = await send(app, "GET", `/api/adminpages/medical-entrance/revisions/${revision}`, {
      token: staff,
    });
    expect(old.body.data.hindi).toEqual(withHindi);

    const removed = await put("medical-entrance", { title: "Medical Entrance 2027", hindi: null });
    expect(removed.body.data.hindi).toBeNull();
    expect((await send(app, "GET", "/api/pages/medical-entrance")).body.data.hindi).toBeNull();

    const restored = await send(
      app,
      "POST",
      `/api/adminpages/medical-entrance/revisions/${revision}/restore`,
      {
        token: staff,
      },
    );
    expect(restored.body.data).toMatchObject({ title: english.title, hindi: withHindi });
  });

  it("a Hindi heading without text (or text without a heading) is a 400; its HTML is sanitised", async () => {
    const noBody = await put("math-crash", { title: "Math Crash", hindi: { title: "गणित क्रैश कोर्स" } });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toContain(PAGE_MESSAGES.HINDI_BODY_REQUIRED);
    const noTitle = await put("math-crash", {
      title: "Math Crash",
      hindi: { title: " ", body: "<p>पाठ</p>" },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain(PAGE_MESSAGES.HINDI_TITLE_REQUIRED);
    const onlyScript = await put("math-crash", {
      title: "Math Crash",
      hindi: { title: "गणित", body: "<script>alert(1)</script>" },
    });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.message).toBe(PAGE_MESSAGES.HINDI_BODY_REQUIRED);
    const huge = await put("math-crash", {
      title: "Math Crash",
      hindi: { title: "गणित", body: "क".repeat(TEXT_MAX.RICH + 1) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain(PAGE_MESSAGES.HINDI_BODY_TOO_LONG);

    const dirty = await put("math-crash", {
      title: "Math Crash",
      hindi: {
        title: "गणित",
        body: '<h2 onclick="alert(1)">अभ्यास</h2><script>alert(1)</script><p>रोज़ <a href="javascript:alert(1)">अभ्यास</a></p>',
      },
    });
    expect(dirty.status).toBe(200);
    const body: string = (await send(app, "GET", "/api/pages/math-crash")).body.data.hindi.body;
    expect(body).not.toMatch(/script|onclick|javascript:/i);
    expect(body).toContain("<h2>अभ्यास</h2>");
    expect(body).toContain("<p>रोज़ <a>अभ्यास</a></p>");
  });

  it("a database seeded before the Hindi pages gets them on the next start, but never over staff's edits", async () => {
    const db = app.platform.db;
    await db.update(pages).set({ hindi: null }).where(eq(pages.slug, "why-medhavi"));
    await put("scholarship", { title: "Scholarship", body: "<p>Edited</p>", hindi: null });
    expect(await seedPages(db)).toBe(0);
    const why = (await send(app, "GET", "/api/pages/why-medhavi")).body.data;
    expect(why).toMatchObject({ revision: 1, hindi: { title: "मेधावी अकादमी ही क्यों?" } });
    expect((await send(app, "GET", "/api/pages/scholarship")).body.data.hindi).toBeNull();
  });

  it("a student and a visitor cannot write it", async () => {
    const payload = { title: "Hit JEE", hindi: HINDI };
    expect((await put("hit-jee", payload, student)).status).toBe(403);
    expect((await send(app, "PUT", "/api/adminpages/hit-jee", { payload })).status).toBe(401);
    expect((await send(app, "GET", "/api/pages/hit-jee")).body.data.hindi).toBeNull();
  });
});

describe("caching of GET /api/pages/:slug", () => {
  it("sends an ETag and Cache-Control, answers 304 while unchanged and 200 after an edit", async () => {
    const first = await app.inject({ method: "GET", url: "/api/pages/neet-pg" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await app.inject({
      method: "GET",
      url: "/api/pages/neet-pg",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await put("neet-pg", { title: "NEET PG 2027" });
    const changed = await app.inject({
      method: "GET",
      url: "/api/pages/neet-pg",
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.title).toBe("NEET PG 2027");
  });
});

describe("the HTML the server sends (no JavaScript)", () => {
  it("each public page has its own title, description, canonical URL and share tags from the CMS", async () => {
    const res = await html("/jee-entrance", { host: "medhavi.test" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>JEE Main &amp; Advanced | ${BRAND.name}</title>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<meta name="description" content="The Joint Entrance Examination is the gateway',
    );
    expect(res.body).toContain('<link rel="canonical" href="http://medhavi.test/jee-entrance" />');
    expect(res.body).toContain(
      '<meta property="og:title" content="JEE Main &amp; Advanced | Medhavi Academy" />',
    );
    expect(res.body).toContain('<meta property="og:url" content="http://medhavi.test/jee-entrance" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
    // With no picture of its own, the logo as a PNG: link previews show no SVG.
    expect(res.body).toContain('<meta property="og:image" content="http://medhavi.test/icon-512.png" />');
    expect(res.body).toContain('<meta name="twitter:image" content="http://medhavi.test/icon-512.png" />');
    // The web app ships that file (a renamed icon would break every link preview quietly).
    expect(existsSync(new URL(`../../web/public${DEFAULT_IMAGE}`, import.meta.url))).toBe(true);
    expect(res.body).toContain('<div id="root"></div>');

    const about = await html("/about-us");
    expect(about.body).toContain(`<title>About Us | ${BRAND.name}</title>`);
    expect(about.body).not.toContain("JEE Main");
  });

  it("a staff edit shows in the page's head", async () => {
    await put("gre-toefl", { title: "GRE and TOEFL", description: "Study abroad <with> us" });
    const res = await html("/gre-toefl");
    expect(res.body).toContain(`<title>GRE and TOEFL | ${BRAND.name}</title>`);
    expect(res.body).toContain('<meta name="description" content="Study abroad &lt;with&gt; us" />');
  });

  it("the page's copy and the footer's ride along as a JSON data block that cannot break out of it", async () => {
    await put("medical-entrance", {
      title: "Medical Entrance",
      description: "NEET </script><script>alert(1)</script> & more",
      body: "<p>Line \u2028 two</p>",
    });
    const res = await html("/medical-entrance");
    expect(res.body).not.toContain("</script><script>alert");
    const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    const data = JSON.parse(block?.[1] ?? "{}");
    const api = (await send(app, "GET", "/api/pages/medical-entrance")).body.data;
    expect(data["medical-entrance"]).toEqual(api);
    expect(data["footer-contact"].body).toContain("tel:");
    // The back office gets no page data.
    expect((await html("/admin/pages")).body).not.toContain("page-data");
  });

  it("fixed public pages and the home page get their heads; the back office is noindex", async () => {
    const home = await html("/");
    expect(home.body).toContain(`<title>${BRAND.name}</title>`);
    expect(home.body).not.toContain("noindex");
    const courses = await html("/courses");
    expect(courses.body).toContain(`<title>Courses | ${BRAND.name}</title>`);
    const admin = await html("/admin/pages");
    expect(admin.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("an unknown blog post is a 404 with the app shell", async () => {
    const res = await html("/blogs/no-such-post");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("HTML carries an ETag and answers 304 while unchanged; it may be compressed", async () => {
    const first = await html("/hit-jee");
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await html("/hit-jee", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const br = await html("/hit-jee", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
  });

  it("PUBLIC_URL wins over the request's host; the head is escaped", () => {
    const request = { host: "evil.example", protocol: "http" } as unknown as FastifyRequest;
    expect(baseUrl({ publicUrl: "https://medhavi.academy" }, request)).toBe("https://medhavi.academy");
    expect(baseUrl({ publicUrl: undefined }, request)).toBe("http://evil.example");
    const out = injectHead(INDEX, { title: 'A "quoted" <b>', description: "d", path: "/x" }, "https://m.in");
    expect(out).toContain("<title>A &quot;quoted&quot; &lt;b&gt;</title>");
    expect(out).toContain('<link rel="canonical" href="https://m.in/x" />');
  });
});

describe("blog posts in the HTML the server sends (no JavaScript)", () => {
  let slug = "";
  beforeAll(async () => {
    const created = await send(app, "POST", "/api/adminblogs", {
      token: staff,
      payload: {
        title: "NEET UG 2027 <Admit Card> Out",
        slug: "neet-ug-2027-admit-card-out",
        excerpt: "Download your admit card & check the centre.",
        body: "<p>The admit card is out.</p>",
        cover_image: "/uploads/neet-admit.png",
      },
    });
    expect(created.status).toBe(200);
    slug = created.body.data.slug;
    expect(
      (
        await send(app, "POST", `/api/adminblogs/${created.body.data.id}/publish`, {
          token: staff,
          payload: {},
        })
      ).status,
    ).toBe(200);
    // A draft: never described to crawlers.
    await send(app, "POST", "/api/adminblogs", {
      token: staff,
      payload: { title: "Secret draft", slug: "secret-draft", body: "<p>x</p>" },
    });
  });

  it("GET /blogs/{slug} carries the post's title, description, canonical URL, Open Graph article tags and cover image", async () => {
    const res = await html(`/blogs/${slug}`, { host: "medhavi.test" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>NEET UG 2027 &lt;Admit Card&gt; Out | ${BRAND.name}</title>`);
    expect(res.body).toContain(
      '<meta name="description" content="Download your admit card &amp; check the centre." />',
    );
    expect(res.body).toContain(`<link rel="canonical" href="http://medhavi.test/blogs/${slug}" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(
      `<meta property="og:title" content="NEET UG 2027 &lt;Admit Card&gt; Out | ${BRAND.name}" />`,
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="http://medhavi.test/uploads/neet-admit.png" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(res.body).not.toContain("noindex");
    // The post is a whole server-rendered page: the article, the site's menus, no application JavaScript.
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain("<h1>NEET UG 2027 &lt;Admit Card&gt; Out</h1>");
    expect(res.body).toContain("<p>The admit card is out.</p>");
    expect(res.body).toContain('<nav aria-label="Main">');
    expect(res.body).toContain('<a href="/blogs" aria-current="page">Blogs</a>');
    expect(res.body).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`NEET UG 2027 <Admit Card> Out http://medhavi.test/blogs/${slug}`)}"`,
    );
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).not.toContain('type="module"');
    expect(res.body).toContain('<script src="/post-share.js" defer></script>');
    expect(res.body).toContain('"@type":"BlogPosting"');
    expect(res.headers.etag).toMatch(/^"/);
  });

  it("serves what a server-rendered post loads: KaTeX's stylesheet and fonts (cached a year) and the share script", async () => {
    const page = await html(`/blogs/${slug}`);
    const again = await html(`/blogs/${slug}`, { "if-none-match": String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    const post = await html("/blogs/jee-physics-kinematics-formulas-with-worked-examples");
    const href = /href="(\/vendor\/katex-[^"]+\.css)"/.exec(post.body)?.[1];
    expect(href).toBeDefined();
    const css = await app.inject({ method: "GET", url: String(href) });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const font = /url\((fonts\/KaTeX_Main-Regular\.woff2)\)/.exec(css.body)?.[1];
    const fontUrl = String(href).replace(/[^/]+$/, String(font));
    expect((await app.inject({ method: "GET", url: fontUrl })).statusCode).toBe(200);
    // Only the stylesheet and fonts of the package are reachable.
    const other = String(href).replace(/[^/]+$/, "katex.mjs");
    expect((await app.inject({ method: "GET", url: other })).statusCode).toBe(404);
    const script = await app.inject({ method: "GET", url: "/post-share.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("navigator.clipboard.writeText");
    // Its messages come from the page, in the page's language.
    expect(script.body).toContain("status.dataset.copied");
  });

  it("a post's frame follows the medhavi_lang cookie or ?lang= (which sets it); the post, canonical URL and JSON-LD do not", async () => {
    const en = await html(`/blogs/${slug}`, { host: "medhavi.test" });
    const hi = await html(`/blogs/${slug}`, { host: "medhavi.test", cookie: "x=1; medhavi_lang=hi" });
    // English as before, with a switch to Hindi; each reply says it depends on the cookie.
    expect(en.body).toContain('<html lang="en-IN">');
    expect(en.body).toContain('<a href="/blogs" aria-current="page">Blogs</a>');
    expect(en.body).toContain('<a class="cta" href="/course-subscription">Free trial</a>');
    expect(en.body).toContain('<a class="skip" href="#main">Skip to content</a>');
    expect(en.body).toContain(">Share on WhatsApp</a>");
    expect(en.body).toContain('<h2 id="trial-heading">Preparing for an exam?</h2>');
    expect(en.body).toContain(`© ${new Date().getFullYear()} ${BRAND.name}. All rights reserved.`);
    expect(en.body).toContain(
      '<a class="lang" href="?lang=hi" lang="hi-IN" hreflang="hi" rel="nofollow">हिन्दी</a>',
    );
    expect(en.body).not.toContain("data-copied");
    expect(en.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(en.headers["set-cookie"]).toBeUndefined();

    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('<html lang="hi-IN">');
    expect(hi.body).toContain('<a href="/blogs" aria-current="page">ब्लॉग</a>');
    expect(hi.body).toContain('<a href="/privacy-policy">गोपनीयता नीति</a>');
    expect(hi.body).toContain('<a class="cta" href="/course-subscription">मुफ़्त ट्रायल</a>');
    expect(hi.body).toContain('<a class="skip" href="#main">सामग्री पर जाएँ</a>');
    expect(hi.body).toContain(">WhatsApp पर शेयर करें</a>");
    expect(hi.body).toContain('data-copied="लिंक कॉपी हो गया।"');
    expect(hi.body).toContain('<h2 id="trial-heading">किसी परीक्षा की तैयारी कर रहे हैं?</h2>');
    expect(hi.body).toContain(`© ${new Date().getFullYear()} ${BRAND.name}। सर्वाधिकार सुरक्षित।`);
    expect(hi.body).toContain(
      '<a class="lang" href="?lang=en" lang="en-IN" hreflang="en" rel="nofollow">English</a>',
    );
    // The Hindi page brings its Devanagari font (a computer may have none); the English page does not.
    const face =
      /url\((\/vendor\/noto-sans-devanagari-[\d.]+\/noto-sans-devanagari-devanagari-400-normal\.woff2)\)/.exec(
        hi.body,
      );
    expect(face).not.toBeNull();
    expect(en.body).not.toContain("@font-face");
    const font = await app.inject({ method: "GET", url: face?.[1] ?? "" });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(font.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const woff = (face?.[1] ?? "").replace("-400-normal.woff2", "-400-normal.woff");
    expect((await app.inject({ method: "GET", url: woff })).statusCode).toBe(404);
    // The post's own words are English and say so on the Hindi page.
    expect(hi.body).toContain('<div class="article-body" lang="en-IN">');
    expect(en.body).toContain('<div class="article-body">');
    expect(hi.body).not.toContain("Free trial");
    expect(hi.body).not.toContain("All rights reserved");
    // The footer's contact block in its Hindi version from the CMS.
    const footer = (await send(app, "GET", "/api/pages/footer-contact")).body.data;
    expect(footer.hindi).not.toBeNull();
    expect(hi.body).toContain(`<address>${footer.hindi.body}</address>`);
    expect(en.body).toContain(`<address>${footer.body}</address>`);
    // The post itself, its canonical URL and its JSON-LD are the same in both.
    expect(hi.body).toContain('<h1 lang="en-IN">NEET UG 2027 &lt;Admit Card&gt; Out</h1>');
    expect(en.body).toContain("<h1>NEET UG 2027 &lt;Admit Card&gt; Out</h1>");
    expect(hi.body).toContain("<p>The admit card is out.</p>");
    expect(hi.body).toContain(`<link rel="canonical" href="http://medhavi.test/blogs/${slug}" />`);
    const jsonLd = (body: string) => /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1];
    expect(jsonLd(hi.body)).toBe(jsonLd(en.body));
    expect(hi.headers.vary).toBe("Cookie, Accept-Encoding");

    // Each language has its own ETag: a copy of the other language is not "not modified".
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    const cross = await html(`/blogs/${slug}`, {
      host: "medhavi.test",
      cookie: "medhavi_lang=hi",
      "if-none-match": String(en.headers.etag),
    });
    expect(cross.statusCode).toBe(200);
    const same = await html(`/blogs/${slug}`, {
      host: "medhavi.test",
      cookie: "medhavi_lang=hi",
      "if-none-match": String(hi.headers.etag),
    });
    expect(same.statusCode).toBe(304);
    expect(same.headers.vary).toBe("Cookie, Accept-Encoding");
    // Compressed copies are kept per ETag, so per language.
    const brEn = await html(`/blogs/${slug}`, { "accept-encoding": "br" });
    const brHi = await html(`/blogs/${slug}`, { "accept-encoding": "br", cookie: "medhavi_lang=hi" });
    expect(brotliDecompressSync(brEn.rawPayload).toString()).toContain('<html lang="en-IN">');
    expect(brotliDecompressSync(brHi.rawPayload).toString()).toContain('<html lang="hi-IN">');

    // The switch: ?lang=hi shows Hindi and remembers it in the cookie; ?lang=en goes back.
    const toHindi = await html(`/blogs/${slug}?lang=hi`);
    expect(toHindi.body).toContain('<html lang="hi-IN">');
    expect(toHindi.headers["set-cookie"]).toBe("medhavi_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax");
    const toEnglish = await html(`/blogs/${slug}?lang=en`, {
      host: "medhavi.test",
      cookie: "medhavi_lang=hi",
    });
    expect(toEnglish.body).toContain('<html lang="en-IN">');
    expect(toEnglish.headers["set-cookie"]).toBe("medhavi_lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(toEnglish.body).toContain(`<link rel="canonical" href="http://medhavi.test/blogs/${slug}" />`);
    expect(toEnglish.headers.etag).toBe(en.headers.etag);
    // Anything else is ignored: the cookie decides.
    const other = await html(`/blogs/${slug}?lang=fr`, { cookie: "medhavi_lang=hi" });
    expect(other.body).toContain('<html lang="hi-IN">');
    expect(other.headers["set-cookie"]).toBeUndefined();
  });

  it("a draft's slug is a 404 like an unknown one; /blogs has its own head", async () => {
    const draft = await html("/blogs/secret-draft");
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('<div id="root"></div>');
    expect(draft.body).not.toContain("Secret draft");
    expect(draft.body).toContain("<noscript>");
    const list = await html("/blogs");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`<title>Blog | ${BRAND.name}</title>`);
  });

  it("the sitemap lists published posts and not drafts", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "medhavi.test" } });
    expect(res.body).toContain(`<loc>http://medhavi.test/blogs/${slug}</loc>`);
    expect(res.body).toContain(
      "<loc>http://medhavi.test/blogs/jee-physics-kinematics-formulas-with-worked-examples</loc>",
    );
    expect(res.body).not.toContain("secret-draft");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps /admin out and points to the sitemap", async () => {
    const res = await app.inject({ method: "GET", url: "/robots.txt", headers: { host: "medhavi.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("User-agent: *");
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toContain("Sitemap: http://medhavi.test/sitemap.xml");
    const again = await app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "medhavi.test", "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("sitemap.xml lists the public pages and no private ones", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "medhavi.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ["/", "/about-us", "/why-medhavi", "/jee-entrance", "/blogs", "/courses"]) {
      expect(res.body).toContain(`<loc>http://medhavi.test${path === "/" ? "/" : path}</loc>`);
    }
    expect(res.body).not.toContain("footer-contact");
    expect(res.body).not.toContain("/admin");
  });
});
