// @vitest-environment node
// Rendered as the build renders it: in Node, with no window, no matchMedia and no storage.
import { type CourseNode, demoExamQueryKey, type ExamOverview, publicCoursesQueryKey } from "@medhavi/domain";
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, prerender } from "./entry";

const layout = (root: string, name: string) => {
  const start = root.indexOf(`<div data-prerender="${name}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = root.indexOf('<div data-prerender="', start + 1);
  return root.slice(start, next < 0 ? undefined : next);
};

describe("the home page rendered ahead of time", () => {
  it("holds the page in a phone layout and a desktop layout, each with its own top bar", async () => {
    const { root } = await prerender("/");
    const phone = layout(root, "phone");
    const desktop = layout(root, "desktop");
    for (const html of [phone, desktop]) {
      expect(html).toContain("Coaching that knows where you stand");
      expect(html).toContain("Choose your exam track");
      expect(html).toContain("<footer");
    }
    // The phone layout opens its menu from a button; the desktop one shows the menu and Login/Signup.
    expect(phone).toContain('aria-label="Open menu"');
    expect(phone).not.toContain('aria-label="Main"');
    expect(desktop).toContain('aria-label="Main"');
    expect(desktop).toContain("Login/Signup");
    expect(desktop).not.toContain('aria-label="Open menu"');
  });

  it("carries the CSS of every class it uses and the switch that shows one layout per screen", async () => {
    const { head, root } = await prerender("/");
    expect(head).toContain("<style data-prerender-switch>@media not all and (max-width:899.95px)");
    const used = new Set(
      [...root.matchAll(/\bcss-([a-z0-9]+(?:-Mui[A-Za-z-]+)?)(?=[\s"])/g)].map((m) => m[1]),
    );
    expect(used.size).toBeGreaterThan(20);
    const styled = new Set(
      // As emotion's own server rendering writes them, for its browser cache to take (`css` is its key).
      [...head.matchAll(/data-emotion="css ([^"]+)"/g)].flatMap((m) => m[1]?.split(" ") ?? []),
    );
    used.delete("0"); // emotion's class for no styles at all
    for (const id of used) expect(styled, `css-${id}`).toContain(id);
  });

  it("/courses holds its copy and the price catalogue's loading state, as the app shows it before the data", async () => {
    expect(PRERENDERED_PATHS).toEqual(["/", "/courses"]);
    const phone = layout((await prerender("/courses")).root, "phone");
    expect(phone).toContain("Our Courses");
    expect(phone).toContain("Courses and fees");
    expect(phone).toContain('aria-label="Loading courses"');
    expect(phone).toContain("Programmes");
  });

  it("/courses with the course list holds every category's prices, each hydrated on its own", async () => {
    const course = (id: number, parent: number, name: string, fee: number | null = null): CourseNode => ({
      id,
      parent,
      name,
      type: parent ? "Course" : "Category",
      for_subscription: fee !== null,
      fee,
      quarterly_fee: fee && fee / 2,
    });
    const list = [
      course(1, 0, "Foundation"),
      course(2, 1, "Class 9", 12000),
      course(3, 0, "JEE"),
      course(4, 3, "JEE Main", 48000),
      course(5, 0, "Overseas Study"),
    ];
    const { root } = await prerender("/courses", [[publicCoursesQueryKey, list]]);
    for (const name of ["phone", "desktop"]) {
      const html = layout(root, name);
      expect(html).not.toContain('aria-label="Loading courses"');
      // All three categories, not the first step alone: the server waits for no task.
      // Each in a Suspense boundary of its own (<!--$-->), which React hydrates on its own.
      const sections = [...html.matchAll(/<!--\$--><section [^>]*aria-labelledby="catalogue-(\d+)"/g)];
      expect(sections.map((m) => m[1])).toEqual(["1", "3", "5"]);
      expect(html).toContain("JEE Main");
      expect(html).toContain("₹48,000");
      expect(html).toContain("Courses in this category open soon.");
    }
  });

  it("renders a page with the data it is given: the demo test's instructions and its Start button", async () => {
    const demo: ExamOverview = {
      id: 7,
      title: "Free Demo Test: JEE & NEET sampler",
      instructions: "<p>Eight questions, <strong>twenty</strong> minutes.</p>",
      sections: [],
      marking_scheme: "plus4minus1",
      partial_credit: false,
      duration_min: 20,
      questions: 8,
      marks: 32,
      has_written: false,
      bilingual: false,
    };
    const { root } = await prerender("/demo-exam-start/7", [[demoExamQueryKey(7), demo]]);
    for (const name of ["phone", "desktop"]) {
      const html = layout(root, name);
      expect(html).toContain("Free Demo Test: JEE &amp; NEET sampler");
      expect(html).toContain("<strong>twenty</strong> minutes.");
      expect(html).toContain("Start test");
      expect(html).not.toContain('aria-label="Loading the demo test"');
    }
    // Without the data the page is its loading state.
    expect((await prerender("/demo-exam-start/7")).root).toContain('aria-label="Loading the demo test"');
  });

  it("refuses a path that is not a page rather than render an error into the HTML", async () => {
    await expect(prerender("/no-such-page")).rejects.toThrow(/not a page/);
  });
});
