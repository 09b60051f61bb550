import { describe, expect, it } from "vitest";
import {
  hasPathCharacters,
  LOCKED_EXPIRED,
  LOCKED_NOT_COVERED,
  LOCKED_SUBSCRIBE,
  LOCKED_TRIAL_VIDEO,
  linkEmbedUrl,
  materialLock,
  materialPatchSchema,
  materialSchema,
  progressSchema,
  reorderSchema,
  searchTextSchema,
} from "./materials";

describe("linkEmbedUrl", () => {
  it("turns YouTube links into privacy-enhanced embeds", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(linkEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(embed);
    expect(linkEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(embed);
    expect(linkEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(linkEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(embed);
  });
  it("turns Vimeo links into do-not-track embeds", () => {
    expect(linkEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(linkEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });
  it("refuses anything else", () => {
    expect(linkEmbedUrl("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(linkEmbedUrl("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(linkEmbedUrl("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(linkEmbedUrl("https://vimeo.com/abc")).toBeNull();
    expect(linkEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(linkEmbedUrl("not a url")).toBeNull();
  });
});

describe("material schemas", () => {
  const base = { title: "Kinematics notes", course_id: 3, kind: "pdf" };
  it("fills defaults and trims", () => {
    expect(materialSchema.parse({ ...base, title: "  Kinematics notes " })).toEqual({
      ...base,
      description: "",
      chapter: "",
      link_url: null,
      is_demo: false,
      published: true,
    });
  });
  it("needs a YouTube or Vimeo link for a link item", () => {
    expect(materialSchema.safeParse({ ...base, kind: "link" }).success).toBe(false);
    expect(
      materialSchema.safeParse({ ...base, kind: "link", link_url: "https://example.com/v" }).success,
    ).toBe(false);
    expect(
      materialSchema.safeParse({ ...base, kind: "link", link_url: "https://youtu.be/dQw4w9WgXcQ" }).success,
    ).toBe(true);
  });
  it("refuses blank titles, unknown kinds and long chapters", () => {
    expect(materialSchema.safeParse({ ...base, title: "  " }).success).toBe(false);
    expect(materialSchema.safeParse({ ...base, kind: "exe" }).success).toBe(false);
    expect(materialSchema.safeParse({ ...base, chapter: "x".repeat(121) }).success).toBe(false);
    expect(materialPatchSchema.safeParse({ link_url: "https://example.com" }).success).toBe(false);
    expect(materialPatchSchema.parse({ published: false })).toEqual({ published: false });
  });
  it("progress needs a position ≥ 0 and a done flag", () => {
    expect(progressSchema.safeParse({ position: -1, done: false }).success).toBe(false);
    expect(progressSchema.safeParse({ position: 3 }).success).toBe(false);
    expect(progressSchema.parse({ position: 12.5, done: true })).toEqual({ position: 12.5, done: true });
  });
});

describe("materialLock (the trial rule)", () => {
  const now = Date.UTC(2026, 0, 10);
  const paid = { course_id: 3, subscription: "Yearly", subscription_end: now + 1000 };
  const trial = { course_id: 3, subscription: "Free", subscription_end: now + 1000 };
  it("opens every covered kind to a live paid plan", () => {
    for (const kind of ["pdf", "video", "link"] as const)
      expect(materialLock(paid, true, kind, now)).toBeNull();
  });
  it("opens PDFs but not videos to the trial", () => {
    expect(materialLock(trial, true, "pdf", now)).toBeNull();
    expect(materialLock(trial, true, "video", now)).toBe(LOCKED_TRIAL_VIDEO);
    expect(materialLock(trial, true, "link", now)).toBe(LOCKED_TRIAL_VIDEO);
  });
  it("locks for no plan, an expired plan and another course", () => {
    expect(materialLock(null, true, "pdf", now)).toBe(LOCKED_SUBSCRIBE);
    expect(materialLock({ ...paid, subscription_end: now - 1 }, true, "pdf", now)).toBe(LOCKED_EXPIRED);
    expect(materialLock(paid, false, "pdf", now)).toBe(LOCKED_NOT_COVERED);
  });
});

describe("hasPathCharacters", () => {
  it("flags slashes, backslashes, NUL and ..", () => {
    for (const bad of ["../x.pdf", "a/b.pdf", "a\\b.pdf", "x\0.pdf", ".."])
      expect(hasPathCharacters(bad)).toBe(true);
    expect(hasPathCharacters("Chapter 1 - Kinematics.pdf")).toBe(false);
  });
});

describe("text the database can store", () => {
  it("refuses NUL characters in every text field and the search", () => {
    const base = { title: "Notes", course_id: 3, kind: "pdf" };
    expect(materialSchema.safeParse({ ...base, title: "a\u0000b" }).success).toBe(false);
    expect(materialSchema.safeParse({ ...base, chapter: "a\u0000b" }).success).toBe(false);
    expect(materialPatchSchema.safeParse({ description: "a\u0000b" }).success).toBe(false);
    expect(reorderSchema.safeParse({ course_id: 3, chapter: "\u0000", ids: [1] }).success).toBe(false);
    expect(searchTextSchema.safeParse("\u0000").success).toBe(false);
    expect(searchTextSchema.parse(" kinematics ")).toBe("kinematics");
  });
});
