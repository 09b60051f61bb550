import { h } from "preact";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { phone, setMatchMedia } from "../test/matchMedia";
import { mountApp } from "./mountApp";

// Runs on Preact itself (the browser build's runtime), not on React as the other component tests do.
const page = (layout: string, title: string) =>
  `<div data-prerender="${layout}"><main class="page"><h1>${title}</h1><button>Start</button></main></div>`;
const app = (title: string) =>
  h(
    "main",
    { className: "page" },
    h("h1", null, title),
    h("button", null, "Start"),
  ) as unknown as ReactElement;

describe("mountApp", () => {
  let root: HTMLElement;
  afterEach(() => root.remove());
  const rootWith = (html: string) => {
    root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);
    return root;
  };

  it("renders into the layout shown on this screen, keeping its elements, and drops the other", () => {
    setMatchMedia(phone);
    rootWith(page("phone", "Courses") + page("desktop", "Courses"));
    const shownButton = root.querySelector("[data-prerender=phone] button");
    expect(mountApp(root, app("Courses"))).toBe(true);
    expect(root.querySelectorAll("main")).toHaveLength(1);
    expect(root.querySelector("button")).toBe(shownButton); // the same element, not a new one
    expect(root.querySelector("[data-prerender]")).toBeNull(); // no CSS hides it on another screen
  });

  it("puts the page right where the app renders something else", () => {
    setMatchMedia((query) => query.includes("min-width")); // a wide screen: the desktop layout
    rootWith(page("phone", "Old") + page("desktop", "Old"));
    expect(mountApp(root, app("New"))).toBe(true);
    expect(root.querySelector("h1")?.textContent).toBe("New");
    expect(root.textContent).not.toContain("Old");
  });

  it("renders into an empty root as usual", () => {
    rootWith("");
    expect(mountApp(root, app("Home"))).toBe(false);
    expect(root.querySelector("h1")?.textContent).toBe("Home");
  });
});
