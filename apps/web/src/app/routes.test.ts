import { APP_PATHS, WHY_PATH } from "@medhavi/domain";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

// Every route of spec section 2, with sample parameters.
const SPEC_PATHS = [
  "/",
  "/about-us",
  "/registration",
  "/partnerwithus",
  "/scholarship",
  "/courses",
  "/contact",
  "/enrol",
  WHY_PATH,
  "/jee-entrance",
  "/neet-pg",
  "/neet-pg-mds",
  "/neet-ug-integrated",
  "/gre-toefl",
  "/medical-entrance",
  "/foundation-builder",
  "/hit-jee",
  "/math-crash",
  "/fee-structure",
  "/demo-lecture",
  "/demo-test",
  "/demo-study-materials",
  "/privacy-policy",
  "/terms-conditions",
  "/test-objective",
  "/course-subscription",
  "/blogs",
  "/blogs/jee-main-2027-dates",
  "/testseries/12",
  "/mcq-answers/12/34",
  "/forum",
  "/profile",
  "/demo-exam-start/5",
  "/active-test",
  "/attempt-history",
  "/study-materials",
  "/payment-history",
  "/admin/login",
  "/admin/users",
  "/admin/blogs",
  "/admin/blogs/12",
  "/admin/pages",
  "/admin/course",
  "/admin/questions",
  "/admin/exam",
  "/admin/pending-evaluation",
  "/admin/upload-document",
  "/admin/scholarship",
  "/admin/enrollment",
  "/admin/payments",
  "/admin/projects",
];

/** Every page's full path in the route tree ("/blogs/:slug"), not-found routes left out. */
function pagePaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    if (route.path === "*") return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.lazy && !route.children) ? [path || "/"] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

function leaf(path: string) {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route;
}

describe("routes", () => {
  it("the why page is /why-medhavi", () => {
    expect(WHY_PATH).toBe("/why-medhavi");
  });

  it.each(SPEC_PATHS)("%s has its own lazily loaded page", (path) => {
    const route = leaf(path);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe("*");
    expect(typeof route?.lazy).toBe("function");
  });

  it("/admin redirects (index route) and unknown paths reach the not-found page", () => {
    expect(leaf("/admin")?.index).toBe(true);
    expect(leaf("/no-such-page")?.path).toBe("*");
    expect(leaf("/admin/no-such-page")?.path).toBe("*");
  });

  it("the server knows every page the app has, and no other (its 404s follow domain's APP_PATHS)", () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(APP_PATHS));
  });

  it("loads a distinct page module for every public path", async () => {
    const components = new Set<unknown>();
    for (const path of SPEC_PATHS) {
      const route = leaf(path);
      const lazy = route?.lazy as () => Promise<{ Component?: unknown }>;
      const loaded = await lazy();
      expect(loaded.Component).toBeTypeOf("function");
      components.add(loaded.Component);
    }
    expect(components.size).toBe(SPEC_PATHS.length);
  });
});
