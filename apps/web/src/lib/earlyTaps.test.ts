import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replayEarlyTap } from "./earlyTaps";

const PRERENDERED =
  '<div data-prerender="phone"><button aria-label="Open menu">≡</button><a href="#tracks">Tracks</a></div>' +
  '<div data-prerender="desktop"><button>Login/Signup</button></div>';

// public/early-taps.js as the browser runs it (a classic script); its listener is on `document`.
let installed = false;
function installEarlyTaps() {
  if (installed) return;
  installed = true;
  new Function(readFileSync(join(__dirname, "../../public/early-taps.js"), "utf8"))();
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

  it("is replayed on the app's own button once the app has replaced the page, once", async () => {
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const root = document.getElementById("root") as HTMLElement;
    window.medhaviEarlyTap = "Login/Signup";
    replayEarlyTap(root);
    const onClick = vi.fn();
    const appButton = document.createElement("button");
    appButton.textContent = "Login/Signup";
    appButton.addEventListener("click", onClick);
    expect(onClick).not.toHaveBeenCalled();
    root.replaceChildren(appButton); // what React's first commit does
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.medhaviEarlyTap).toBeUndefined();
    root.append(document.createElement("p"));
    await Promise.resolve();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("without a tap, or with no such button in the app, nothing is clicked", async () => {
    document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
    const root = document.getElementById("root") as HTMLElement;
    const onClick = vi.fn();
    const appButton = document.createElement("button");
    appButton.textContent = "Login/Signup";
    appButton.addEventListener("click", onClick);
    replayEarlyTap(root);
    root.replaceChildren(appButton);
    await Promise.resolve();
    window.medhaviEarlyTap = "Something else";
    replayEarlyTap(root);
    expect(onClick).not.toHaveBeenCalled();
    expect(window.medhaviEarlyTap).toBeUndefined();
  });
});
