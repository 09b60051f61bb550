import { describe, expect, it } from "vitest";
import {
  BLOG_BODY_MAX,
  blogCreateSchema,
  blogPatchSchema,
  blogPublishProblems,
  blogStatus,
  excerptFrom,
  normaliseTags,
  readingMinutes,
  slugify,
} from "./blogs";

describe("slugify", () => {
  it("makes lowercase hyphenated ASCII slugs", () => {
    expect(slugify("JEE Main 2027: Session 1 Dates & Admit Card")).toBe(
      "jee-main-2027-session-1-dates-and-admit-card",
    );
    expect(slugify("  Crème brûlée — NEET  ")).toBe("creme-brulee-neet");
    expect(slugify("???")).toBe("");
    expect(slugify("a".repeat(200)).length).toBe(80);
  });
});

describe("reading time and excerpts", () => {
  it("counts words of the text, not the markup, at 200 a minute", () => {
    expect(readingMinutes("<p>short</p>")).toBe(1);
    const body = `<p>${"word ".repeat(1000)}</p><img src="/uploads/x.png">`;
    expect(readingMinutes(body)).toBe(5);
  });
  it("cuts the excerpt at a word", () => {
    const excerpt = excerptFrom(`<p>${"formula ".repeat(40)}</p>`);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerptFrom("<h2>Hi</h2><p>there</p>")).toBe("Hi there");
    expect(excerptFrom("<p>Ring: $I = MR^2$ and $$v = u + at$$</p>")).toBe("Ring: I = MR^2 and v = u + at");
  });
});

describe("status", () => {
  const now = new Date("2027-01-10T10:00:00Z");
  it("is draft without a publish time, scheduled before it, published after", () => {
    expect(blogStatus({ publishedAt: null }, now)).toBe("draft");
    expect(blogStatus({ publishedAt: new Date("2027-01-11T00:00:00Z") }, now)).toBe("scheduled");
    expect(blogStatus({ publishedAt: new Date("2027-01-09T00:00:00Z") }, now)).toBe("published");
  });
  it("needs a title, a body and a slug to publish", () => {
    expect(blogPublishProblems({ title: "T", body: "<p></p>", slug: "t" })).toEqual([
      "Write the article first.",
    ]);
    expect(blogPublishProblems({ title: "T", body: "<p>x</p>", slug: "" })).toEqual([
      "Give the post a slug.",
    ]);
    expect(blogPublishProblems({ title: "T", body: '<p><img src="/uploads/a.png"></p>', slug: "t" })).toEqual(
      [],
    );
  });
});

describe("schemas", () => {
  it("needs only a title to start a draft", () => {
    const parsed = blogCreateSchema.parse({ title: " Notice " });
    expect(parsed).toMatchObject({ title: "Notice", body: "", tags: [], category_id: null });
  });
  it("refuses bad slugs, long bodies and foreign image schemes with a message", () => {
    expect(blogPatchSchema.safeParse({ slug: "Bad Slug" }).error?.issues[0]?.message).toMatch(/lowercase/);
    const long = blogPatchSchema.safeParse({ body: "x".repeat(BLOG_BODY_MAX + 1) });
    expect(long.error?.issues[0]?.message).toMatch(/too long/);
    expect(blogPatchSchema.safeParse({ cover_image: "javascript:alert(1)" }).success).toBe(false);
    expect(blogPatchSchema.safeParse({ cover_image: "/uploads/blog-1.png" }).success).toBe(true);
  });
  it("normalises tags", () => {
    expect(normaliseTags([" JEE Main ", "jee main", "", "Physics"])).toEqual(["jee main", "physics"]);
  });
});
