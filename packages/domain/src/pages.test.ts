import { describe, expect, it } from "vitest";
import { WHY_PATH } from "./brand";
import { TEXT_MAX } from "./fieldBounds";
import { FOOTER_CONTACT_SLUG, PAGE_CATALOGUE, pagePath, slugForPath } from "./pageCatalogue";
import { PAGE_MESSAGES, pageHindiSchema, pageSlugSchema, pageUpdateSchema } from "./pages";
import { pageDocumentTitle } from "./pageTitle";

describe("pages catalogue", () => {
  it("names every public information page once, the why page by its branded path, and the footer block", () => {
    const slugs = PAGE_CATALOGUE.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain(WHY_PATH.slice(1));
    expect(slugs).toContain(FOOTER_CONTACT_SLUG);
    expect(slugs).toHaveLength(19);
  });

  it("maps slugs to paths and back; the footer block and unknown slugs have no path", () => {
    expect(pagePath("about-us")).toBe("/about-us");
    expect(pagePath(FOOTER_CONTACT_SLUG)).toBeNull();
    expect(pagePath("admin")).toBeNull();
    expect(slugForPath("/jee-entrance")).toBe("jee-entrance");
    expect(slugForPath("/jee-entrance/")).toBe("jee-entrance");
    expect(slugForPath("/footer-contact")).toBeNull();
    expect(slugForPath("/courses")).toBeNull();
  });

  it("the browser title is the SEO title when set, else the heading", () => {
    expect(pageDocumentTitle({ title: "About Medhavi Academy", seo_title: "About Us" })).toBe("About Us");
    expect(pageDocumentTitle({ title: "Our Partners", seo_title: "  " })).toBe("Our Partners");
  });
});

describe("page update schema", () => {
  it("needs a title, trims text and defaults the rest", () => {
    expect(pageUpdateSchema.parse({ title: "  Enrol  " })).toEqual({
      title: "Enrol",
      seo_title: "",
      description: "",
      body: "",
    });
    const blank = pageUpdateSchema.safeParse({ title: " " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(PAGE_MESSAGES.TITLE_REQUIRED);
  });

  it("refuses an oversize body and a NUL, and a bad base revision", () => {
    const huge = pageUpdateSchema.safeParse({ title: "x", body: "x".repeat(TEXT_MAX.RICH + 1) });
    expect(huge.error?.issues[0]?.message).toBe(PAGE_MESSAGES.BODY_TOO_LONG);
    expect(pageUpdateSchema.safeParse({ title: "x\u0000" }).success).toBe(false);
    expect(pageUpdateSchema.safeParse({ title: "x", base_revision: 0 }).success).toBe(false);
  });

  it("a Hindi version needs its heading and text; the lead is optional; null removes it, leaving it out keeps it", () => {
    expect(pageHindiSchema.parse({ title: " शुल्क ", body: "<p>पाठ</p>" })).toEqual({
      title: "शुल्क",
      description: "",
      body: "<p>पाठ</p>",
    });
    const noBody = pageUpdateSchema.safeParse({ title: "Fees", hindi: { title: "शुल्क" } });
    expect(noBody.error?.issues[0]?.message).toBe(PAGE_MESSAGES.HINDI_BODY_REQUIRED);
    const noTitle = pageUpdateSchema.safeParse({ title: "Fees", hindi: { body: "<p>पाठ</p>" } });
    expect(noTitle.error?.issues[0]?.message).toBe(PAGE_MESSAGES.HINDI_TITLE_REQUIRED);
    expect(pageUpdateSchema.parse({ title: "Fees", hindi: null }).hindi).toBeNull();
    expect("hindi" in pageUpdateSchema.parse({ title: "Fees" })).toBe(false);
  });

  it("slugs are lower-case words with hyphens", () => {
    expect(pageSlugSchema.safeParse("neet-pg-mds").success).toBe(true);
    expect(pageSlugSchema.safeParse("../etc").success).toBe(false);
    expect(pageSlugSchema.safeParse("About").success).toBe(false);
  });
});
