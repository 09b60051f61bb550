/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * Blogs (issue #19) through the real server, on PGlite or PostgreSQL like every API test: publishing
 * rules, what visitors can see, sanitising, slugs, categories, RSS and the SEO helpers.
 */
import { BLOG_BODY_MAX } from "@medhavi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogHeadMeta, publishedBlogPaths } from "../src/modules/blogs/seo";
import { adminToken, startTestApp, studentSession } from "./helpers";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

describe("blogs", () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let staff: string;
  let student: string;

  async function call(method: Method, url: string, token?: string, payload?: unknown) {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as { message: string; data: any } };
  }

  async function draft(fields: Record<string, unknown> = {}) {
    const res = await call("POST", "/api/adminblogs", staff, {
      title: "Kinematics in one page",
      body: "<p>Velocity is $v = u + at$.</p>",
      ...fields,
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    staff = await adminToken(t.app);
    student = (await studentSession(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a new install shows seeded published posts, categories and a post with formulas", async () => {
    const list = await call("GET", "/api/blogs");
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(4);
    const cats = await call("GET", "/api/dev/services/getCategories");
    expect(cats.body.data.map((c: any) => c.slug)).toEqual(
      expect.arrayContaining(["exam-notices", "preparation-guides", "study-tips"]),
    );
    const guide = await call("GET", "/api/blogs/jee-physics-kinematics-formulas-with-worked-examples");
    expect(guide.status).toBe(200);
    expect(guide.body.data.post.body).toContain("$$v = u + at$$");
    expect(guide.body.data.post.reading_minutes).toBeGreaterThanOrEqual(1);
  });

  it("drafts and scheduled posts stay invisible to the public until their time", async () => {
    const post = await draft({ title: "Hidden draft notice", slug: "hidden-draft-notice" });
    expect(post.status).toBe("draft");
    expect((await call("GET", "/api/blogs/hidden-draft-notice")).status).toBe(404);
    const listed = await call("GET", "/api/blogs?q=Hidden%20draft");
    expect(listed.body.data.total).toBe(0);

    const later = Date.now() + 3 * 24 * 60 * 60 * 1000;
    const scheduled = await call("POST", `/api/adminblogs/${post.id}/publish`, staff, { at: later });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.status).toBe("scheduled");
    expect(scheduled.body.message).toBe("Post scheduled.");
    expect((await call("GET", "/api/blogs/hidden-draft-notice")).status).toBe(404);
    expect(await blogHeadMeta(t.app.platform.db, "hidden-draft-notice")).toBeNull();
    // At the scheduled time it goes live without anyone touching it.
    expect(
      await blogHeadMeta(t.app.platform.db, "hidden-draft-notice", new Date(later + 1000)),
    ).not.toBeNull();

    const now = await call("POST", `/api/adminblogs/${post.id}/publish`, staff, {});
    expect(now.body.data.status).toBe("published");
    const visible = await call("GET", "/api/blogs/hidden-draft-notice");
    expect(visible.status).toBe(200);
    expect(visible.body.data.post.title).toBe("Hidden draft notice");

    const off = await call("POST", `/api/adminblogs/${post.id}/unpublish`, staff);
    expect(off.body.data.status).toBe("draft");
    expect((await call("GET", "/api/blogs/hidden-draft-notice")).status).toBe(404);

    const staffList = await call("GET", "/api/adminblogs?status=draft&q=hidden", staff);
    expect(staffList.body.data.items.map((p: any) => p.id)).toContain(post.id);
  });

  it("refuses to publish an empty article", async () => {
    const post = await draft({ title: "Empty one", body: "" });
    const res = await call("POST", `/api/adminblogs/${post.id}/publish`, staff, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Write the article first.");
  });

  it("strips script, event handlers, javascript: links and foreign iframes, keeps formulas and nocookie videos", async () => {
    const post = await draft({
      title: "Sanitise me",
      body:
        '<h2 onclick="steal()">Notes</h2><script>alert(1)</script><p>Area $\\pi r^2$ <a href="javascript:alert(1)">x</a> ' +
        '<a href="https://nta.ac.in">NTA</a></p><img src="/uploads/a.png" onerror="alert(2)"><img src="http://insecure/a.png">' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>',
    });
    const body: string = post.body;
    expect(body).not.toMatch(/<script|onclick|onerror|javascript:|evil\.example|insecure/);
    expect(body).toContain("<h2>Notes</h2>");
    expect(body).toContain("$\\pi r^2$");
    expect(body).toContain('href="https://nta.ac.in"');
    expect(body).toContain('<img src="/uploads/a.png"');
    expect(body).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const patched = await call("PATCH", `/api/adminblogs/${post.id}`, staff, {
      body: '<p onmouseover="x()">Edited<svg onload="x()"></svg></p>',
    });
    expect(patched.body.data.body).toBe("<p>Edited</p>");
  });

  it("refuses a very long body with a message", async () => {
    const res = await call("POST", "/api/adminblogs", staff, {
      title: "Too long",
      body: `<p>${"x".repeat(BLOG_BODY_MAX)}</p>`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too long/i);
  });

  it("makes slugs from titles, keeps them unique and explains a duplicate", async () => {
    const a = await draft({ title: "NEET 2027: Admit Card Out!" });
    expect(a.slug).toBe("neet-2027-admit-card-out");
    const b = await draft({ title: "NEET 2027: Admit Card Out!" });
    expect(b.slug).toBe("neet-2027-admit-card-out-2");
    const clash = await call("POST", "/api/adminblogs", staff, { title: "Other", slug: a.slug });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      "The slug “neet-2027-admit-card-out” is already used by the post “NEET 2027: Admit Card Out!”. Choose another slug.",
    );
    const rename = await call("PATCH", `/api/adminblogs/${b.id}`, staff, { slug: a.slug });
    expect(rename.status).toBe(409);
    const edited = await call("PATCH", `/api/adminblogs/${b.id}`, staff, { slug: "neet-admit-card" });
    expect(edited.body.data.slug).toBe("neet-admit-card");
    // An empty slug means "from the title" again; the post's own slug does not count as taken.
    const again = await call("PATCH", `/api/adminblogs/${a.id}`, staff, {
      slug: "",
      title: "NEET 2027: Admit Card Out!",
    });
    expect(again.body.data.slug).toBe("neet-2027-admit-card-out");
    const bad = await call("PATCH", `/api/adminblogs/${b.id}`, staff, { slug: "Bad Slug!" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lowercase letters/);
  });

  it("creates categories, refuses duplicates, filters by category and tag, and relates posts", async () => {
    const created = await call("POST", "/api/dev/services/createCategory", staff, {
      name: "Toppers' Stories",
    });
    expect(created.status).toBe(200);
    expect(created.body.data.slug).toBe("toppers-stories");
    const dup = await call("POST", "/api/dev/services/createCategory", staff, { name: "toppers' stories" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("The category “Toppers' Stories” already exists.");

    const category = created.body.data.id;
    const one = await draft({
      title: "Riya's JEE journey",
      category_id: category,
      tags: ["Toppers", "JEE Main"],
    });
    const two = await draft({ title: "Arjun's NEET journey", category_id: category, tags: ["toppers"] });
    for (const p of [one, two]) await call("POST", `/api/adminblogs/${p.id}/publish`, staff, {});

    const byCategory = await call("GET", "/api/blogs?category=toppers-stories");
    expect(byCategory.body.data.items.map((p: any) => p.title).sort()).toEqual([
      "Arjun's NEET journey",
      "Riya's JEE journey",
    ]);
    const byTag = await call("GET", "/api/blogs?tag=Toppers");
    expect(byTag.body.data.total).toBe(2);
    const read = await call("GET", `/api/blogs/${one.slug}`);
    expect(read.body.data.post.tags).toEqual(["jee main", "toppers"]);
    expect(read.body.data.related.map((p: any) => p.id)[0]).toBe(two.id);

    const unknown = await call("POST", "/api/adminblogs", staff, { title: "X", category_id: 999_999 });
    expect(unknown.status).toBe(400);
    const cats = await call("GET", "/api/dev/services/getCategories");
    expect(cats.body.data.find((c: any) => c.slug === "toppers-stories").posts).toBe(2);
  });

  it("searches, pages and deletes", async () => {
    const page = await call("GET", "/api/blogs?page=1&pageSize=2");
    expect(page.body.data.items).toHaveLength(2);
    const search = await call("GET", "/api/blogs?q=kinematics");
    expect(search.body.data.items[0].slug).toBe("jee-physics-kinematics-formulas-with-worked-examples");

    const post = await draft({ title: "Delete me soon" });
    await call("POST", `/api/adminblogs/${post.id}/publish`, staff, {});
    expect((await call("DELETE", `/api/adminblogs/${post.id}`, staff)).status).toBe(200);
    expect((await call("GET", `/api/blogs/${post.slug}`)).status).toBe(404);
    expect((await call("GET", `/api/adminblogs/${post.id}`, staff)).status).toBe(404);
  });

  it("answers 304 for an unchanged public post and a new ETag once it changes", async () => {
    const url = "/api/blogs/how-to-plan-the-last-60-days-before-jee-main";
    const first = await t.app.inject({ method: "GET", url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const { items } = (await call("GET", "/api/adminblogs?q=last%2060%20days", staff)).body.data;
    await call("PATCH", `/api/adminblogs/${items[0].id}`, staff, { excerpt: "A fresh excerpt." });
    const changed = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("turns students and visitors away from staff routes", async () => {
    expect((await call("GET", "/api/adminblogs", student)).status).toBe(403);
    expect((await call("POST", "/api/adminblogs", student, { title: "x" })).status).toBe(403);
    expect((await call("POST", "/api/dev/services/createCategory", student, { name: "x" })).status).toBe(403);
    expect((await call("POST", "/api/adminblogs", undefined, { title: "x" })).status).toBe(401);
  });

  it("serves RSS 2.0 and SEO facts of published posts only", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/blogs/rss.xml",
      headers: { host: "medhavi.test" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain(
      "<link>http://medhavi.test/blogs/jee-physics-kinematics-formulas-with-worked-examples</link>",
    );
    expect(res.body).not.toContain("hidden-draft-notice");

    const meta = await blogHeadMeta(
      t.app.platform.db,
      "jee-physics-kinematics-formulas-with-worked-examples",
    );
    expect(meta).toMatchObject({
      title: "JEE Physics: Kinematics Formulas You Must Know (with Worked Examples)",
      canonicalPath: "/blogs/jee-physics-kinematics-formulas-with-worked-examples",
    });
    expect(meta?.description.length).toBeGreaterThan(20);
    const paths = await publishedBlogPaths(t.app.platform.db);
    expect(paths.map((p) => p.path)).toContain("/blogs/jee-physics-kinematics-formulas-with-worked-examples");
    expect(paths.map((p) => p.path)).not.toContain("/blogs/hidden-draft-notice");

    const page = (slug: string) =>
      t.app.inject({ method: "GET", url: `/blogs/${slug}`, headers: { accept: "text/html" } });
    const guide = await page("jee-physics-kinematics-formulas-with-worked-examples");
    expect(guide.statusCode).toBe(200);
    expect(guide.body).toContain(
      "<h1>JEE Physics: Kinematics Formulas You Must Know (with Worked Examples)</h1>",
    );
    expect(guide.body).toContain("<h2>Equations of motion (constant acceleration)</h2>");
    // Formulas are typeset on the server (KaTeX's markup and its stylesheet), not left as $$…$$.
    expect(guide.body).toContain('<span class="katex-display">');
    expect(guide.body).not.toContain("$$v = u + at$$");
    expect(guide.body).toMatch(
      /<link rel="stylesheet" href="\/vendor\/katex-[\d.]+\/katex-swap\.min\.css" \/>/,
    );
    expect((await page("hidden-draft-notice")).statusCode).not.toBe(200);
    const tricky = await draft({ title: "Fees <b>& dates</b>", slug: "fees-and-dates" });
    await call("POST", `/api/adminblogs/${tricky.id}/publish`, staff, {});
    const escaped = await page("fees-and-dates");
    expect(escaped.body).toContain("<h1>Fees &lt;b&gt;&amp; dates&lt;/b&gt;</h1>");
  });
});
