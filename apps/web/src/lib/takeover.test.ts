import { readFileSync } from "node:fs";
import { join } from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replayEarlyTap, seedQueries } from "./takeover";

const PRERENDERED =
  '<div data-prerender="phone"><button aria-label="Open menu">≡</button><a href="#tracks">Tracks</a></div>' +
  '<div data-prerender="desktop"><button>Login/Signup</button></div>';

const PRERENDERED_JS = readFileSync(join(__dirname, "../../public/prerendered.js"), "utf8");

// public/prerendered.js as the browser runs it (a classic script); its listener is on `document`.
let installed = false;
function installEarlyTaps() {
  if (installed) return;
  installed = true;
  new Function(PRERENDERED_JS)();
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.medhaviEarlyTap;
});

describe("a tap before the app runs", () => {
  it("on a button of the prerendered page is kept (by label) and does nothing else", () => {
    installEarlyTaps();
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const login = document.querySelector("[data-prerender=desktop] button") as HTMLButtonElement;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    login.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.medhaviEarlyTap).toBe("Login/Signup");
    (document.querySelector("[aria-label='Open menu']") as HTMLButtonElement).click();
    expect(window.medhaviEarlyTap).toBe("Open menu"); // the last tap wins
  });

  it("on a link is left alone: links navigate without the app", () => {
    installEarlyTaps();
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(window.medhaviEarlyTap).toBeUndefined();
  });

  it("is replayed on the app's own button once the app has taken over, once", () => {
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const root = document.getElementById("root") as HTMLElement;
    window.medhaviEarlyTap = "Login/Signup";
    const onClick = vi.fn();
    const appButton = document.createElement("button");
    appButton.textContent = "Login/Signup";
    appButton.addEventListener("click", onClick);
    root.replaceChildren(appButton); // the app has rendered (app/mountApp.ts)
    replayEarlyTap(root);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.medhaviEarlyTap).toBeUndefined();
    replayEarlyTap(root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("without a tap, or with no such button in the app, nothing is clicked", () => {
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const root = document.getElementById("root") as HTMLElement;
    const onClick = vi.fn();
    const appButton = document.createElement("button");
    appButton.textContent = "Login/Signup";
    appButton.addEventListener("click", onClick);
    root.replaceChildren(appButton);
    replayEarlyTap(root);
    window.medhaviEarlyTap = "Something else";
    replayEarlyTap(root);
    expect(onClick).not.toHaveBeenCalled();
    expect(window.medhaviEarlyTap).toBeUndefined();
  });
});

describe("the app's scripts on a prerendered page", () => {
  it("start loading after the first paint, as listed on the script's tag by the server", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const tag = document.createElement("script");
    tag.dataset.app = "/assets/index-1a2b.js";
    tag.dataset.preload = "/assets/react-3c4d.js /assets/vendor-5e6f.js";
    Object.defineProperty(document, "currentScript", { value: tag, configurable: true });
    try {
      new Function(PRERENDERED_JS)();
      const modules = () => document.head.querySelectorAll('script[type="module"]');
      expect(modules()).toHaveLength(0); // not before a frame has been painted
      vi.advanceTimersByTime(20); // a frame (16 ms with fake timers), then the task after it
      expect([...modules()].map((s) => s.getAttribute("src"))).toEqual(["/assets/index-1a2b.js"]);
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      expect(preloads.map((l) => l.getAttribute("href"))).toEqual([
        "/assets/react-3c4d.js",
        "/assets/vendor-5e6f.js",
      ]);
      expect(preloads.every((l) => l.getAttribute("crossorigin") === "")).toBe(true);
      vi.advanceTimersByTime(1_000); // the timer meant for a hidden tab adds nothing after the frame
      expect(modules()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(document, "currentScript");
      document.head.innerHTML = "";
      vi.useRealTimers();
    }
  });
});

describe("the data a page was rendered with", () => {
  it("goes into the query cache before the app's first render", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      '<script type="application/json" id="query-seed">[[["demo-exam",7],{"title":"Demo \\u003c/script>"}]]</script>',
    );
    const client = new QueryClient();
    seedQueries(client);
    expect(client.getQueryData(["demo-exam", 7])).toEqual({ title: "Demo </script>" });
    document.getElementById("query-seed")?.remove();
  });

  it("is ignored when it cannot be read, and absent on other pages", () => {
    const client = new QueryClient();
    seedQueries(client);
    document.head.insertAdjacentHTML(
      "beforeend",
      '<script type="application/json" id="query-seed">[[</script>',
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    seedQueries(client);
    expect(error).toHaveBeenCalledOnce();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    document.getElementById("query-seed")?.remove();
    error.mockRestore();
  });
});
