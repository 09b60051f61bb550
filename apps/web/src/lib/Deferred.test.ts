import { h } from "preact";
import { act } from "preact/test-utils";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountApp } from "../app/mountApp";
import { phone, setMatchMedia } from "../test/matchMedia";
import { Deferred } from "./Deferred";
import { setHindiLoader, setLanguage } from "./i18n/language";
import { skipCardEntrances } from "./takeover";

// Runs on Preact itself (the browser build's runtime), not on React as the other component tests do.
vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("./takeover", () => ({ skipCardEntrances: vi.fn() }));

/** jsdom has no IntersectionObserver: this one says "near the screen" when the test does. */
class NearObserver {
  static all: NearObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    NearObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static comeNear() {
    for (const o of NearObserver.all)
      if (o.observed.length)
        o.callback(
          o.observed.map((target) => ({ target, isIntersecting: true })) as IntersectionObserverEntry[],
          o as unknown as IntersectionObserver,
        );
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const prerendered = (footer: string) =>
  `<div data-prerender="phone"><main><h1>Home</h1></main><div data-deferred="footer" style="display:contents"><footer><a href="/about-us">About Us</a><p>${footer}</p></footer></div></div>`;
const appFooter = h(
  "footer",
  null,
  h("a", { href: "/about-us" }, "About Us"),
  h("p", null, "The app's footer"),
) as unknown as ReactElement;
const app = () =>
  h("div", null, [
    h("main", null, h("h1", null, "Home")),
    h(Deferred, { name: "footer", children: appFooter }),
  ]) as unknown as ReactElement;

describe("Deferred", () => {
  let root: HTMLElement;
  beforeEach(() => {
    NearObserver.all = [];
    vi.stubGlobal("IntersectionObserver", NearObserver);
    vi.mocked(skipCardEntrances).mockClear();
    setMatchMedia(phone);
    root = document.createElement("div");
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.unstubAllGlobals();
  });

  it("keeps the prerendered section as it is through the take-over, and renders it when it comes near the screen once the visitor scrolls", async () => {
    root.innerHTML = prerendered("The prerendered footer");
    const link = root.querySelector("footer a");
    await act(() => {
      mountApp(root, app());
    });
    expect(root.querySelector("footer a")).toBe(link); // the same element: not rendered yet
    expect(root.querySelector("footer p")?.textContent).toBe("The prerendered footer");
    // On the screen from the start, it still waits while the visitor has done nothing.
    await act(() => NearObserver.comeNear());
    expect(root.querySelector("footer a")).toBe(link);

    (link as HTMLElement).focus();
    window.dispatchEvent(new Event("scroll"));
    await act(() => nextTask());
    await act(() => NearObserver.comeNear());
    expect(root.querySelectorAll("footer")).toHaveLength(1);
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
    expect(root.querySelector("footer a")).toBe(link); // taken over: the same element, now the app's
    expect(document.activeElement).toBe(link); // focus stays in its place
    expect(skipCardEntrances).toHaveBeenCalled();
  });

  it("takes a `soon` section over in a task of its own right after the take-over, keeping its elements; a section inside it waits for its own time", async () => {
    root.innerHTML = `<div data-prerender="phone"><div data-deferred="page" style="display:contents"><main><h1>Home</h1><div data-deferred="footer" style="display:contents"><footer><a href="/about-us">About Us</a><p>The prerendered footer</p></footer></div></main></div></div>`;
    const heading = root.querySelector("h1");
    const link = root.querySelector("footer a");
    const page = h(Deferred, {
      name: "page",
      soon: true,
      children: h("main", null, [
        h("h1", null, "Home, the app's"),
        h(Deferred, { name: "footer", children: appFooter }),
      ]) as unknown as ReactElement,
    }) as unknown as ReactElement;
    await act(() => {
      mountApp(root, page);
    });
    const section = (name: string) => root.querySelector(`[data-deferred=${name}]`);
    expect(section("page")?.hasAttribute("data-waiting")).toBe(true);
    expect(root.querySelector("h1")?.textContent).toBe("Home"); // still the prerendered HTML
    await act(() => nextTask());
    expect(section("page")?.hasAttribute("data-waiting")).toBe(false);
    expect(root.querySelector("h1")).toBe(heading); // the same element, now the app's
    expect(heading?.textContent).toBe("Home, the app's");
    // The footer inside kept its HTML through the page's take-over, and waits for the visitor.
    expect(section("footer")?.hasAttribute("data-waiting")).toBe(true);
    expect(root.querySelector("footer p")?.textContent).toBe("The prerendered footer");
    window.dispatchEvent(new Event("scroll"));
    await act(() => nextTask());
    await act(() => NearObserver.comeNear());
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
    expect(root.querySelector("footer a")).toBe(link);
    expect(root.querySelectorAll("main, footer")).toHaveLength(2);
  });

  it("the end of a tap elsewhere on the page starts the section watching for the screen, in a task of its own", async () => {
    root.innerHTML = prerendered("The prerendered footer");
    await act(() => {
      mountApp(root, app());
    });
    root.querySelector("h1")?.dispatchEvent(new Event("pointerup", { bubbles: true }));
    expect(NearObserver.all.some((o) => o.observed.length > 0)).toBe(false); // not during the tap
    await act(() => nextTask());
    await act(() => NearObserver.comeNear());
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
  });

  it("a tap on a prerendered link renders the section at once and goes to the app's link, not a page load", async () => {
    root.innerHTML = prerendered("The prerendered footer");
    const link = root.querySelector("footer a") as HTMLElement;
    await act(() => {
      mountApp(root, app());
    });
    const reached: Array<{ element: EventTarget | null; prevented: boolean }> = [];
    const listener = (event: Event) => {
      reached.push({ element: event.target, prevented: event.defaultPrevented });
      event.preventDefault(); // jsdom would otherwise try to navigate
    };
    document.addEventListener("click", listener);
    await act(() => link.click());
    document.removeEventListener("click", listener);
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
    // Only the app's own link was clicked through to the document; the prerendered one stopped there.
    expect(reached).toEqual([{ element: link, prevented: false }]);
  });

  it("leaves a link clicked with a modifier (a new tab) to the browser, and keeps waiting", async () => {
    root.innerHTML = prerendered("The prerendered footer");
    const link = root.querySelector("footer a") as HTMLElement;
    await act(() => {
      mountApp(root, app());
    });
    let prevented: boolean | undefined;
    const listener = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom would otherwise try to navigate
    };
    document.addEventListener("click", listener);
    await act(() => {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    });
    document.removeEventListener("click", listener);
    expect(prevented).toBe(false);
    expect(root.querySelector("footer a")).toBe(link);
  });

  it("a section that fails in its own root renders in the page's tree instead, where the page's error boundaries are", async () => {
    let renders = 0;
    const Flaky = () => {
      renders += 1;
      if (renders === 1) throw new Error("The first render fails");
      return h("p", null, "The app's footer");
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    root.innerHTML = prerendered("The prerendered footer");
    await act(() => {
      mountApp(
        root,
        h("div", null, [
          h("main", null, h("h1", null, "Home")),
          h(Deferred, { name: "footer", children: h(Flaky, null) as unknown as ReactElement }),
        ]) as unknown as ReactElement,
      );
    });
    window.dispatchEvent(new Event("scroll"));
    await act(() => nextTask());
    await act(() => NearObserver.comeNear());
    const section = root.querySelector("[data-deferred=footer]");
    expect(section?.innerHTML).toBe("<p>The app's footer</p>");
    expect(renders).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"footer" failed'), expect.any(Error));
  });

  it("renders at once where there is nothing prerendered to keep", async () => {
    await act(() => {
      mountApp(root, app());
    });
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
    expect(NearObserver.all.every((o) => o.observed.length === 0)).toBe(true);
  });

  it("renders when the language changes while it waits, in place of the prerendered section", async () => {
    setHindiLoader(async () => ({}));
    root.innerHTML = prerendered("The prerendered footer");
    await act(() => {
      mountApp(root, app());
    });
    expect(root.querySelector("footer p")?.textContent).toBe("The prerendered footer");
    await act(() => setLanguage("hi", { persist: false }));
    expect(root.querySelectorAll("footer")).toHaveLength(1);
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
    await act(() => setLanguage("en", { persist: false }));
  });

  it("renders at once without IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    root.innerHTML = prerendered("The prerendered footer");
    await act(() => {
      mountApp(root, app());
    });
    expect(root.querySelector("footer p")?.textContent).toBe("The app's footer");
  });
});
