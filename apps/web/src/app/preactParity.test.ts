import { h, render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import "./preactParity";

// Runs on Preact itself (the browser build's runtime), not on React as the other component tests do.
describe("autoFocus on Preact", () => {
  const root = document.createElement("div");
  document.body.append(root);
  afterEach(() => render(null, root));

  const form = (autoFocus: boolean, ref?: (element: HTMLElement | null) => void) =>
    h(
      "form",
      null,
      h("button", { type: "button" }, "Other"),
      h("input", { "aria-label": "Email", autoFocus, ref }),
    );

  it("focuses the element when it is created, and keeps the ref it had", () => {
    const seen: (HTMLElement | null)[] = [];
    render(
      form(true, (element) => seen.push(element)),
      root,
    );
    const input = root.querySelector("input");
    expect(document.activeElement).toBe(input);
    expect(seen).toEqual([input]);
    expect(input?.hasAttribute("autofocus")).toBe(false);
  });

  it("does not take the focus back when the same element renders again", () => {
    render(form(true), root);
    root.querySelector("button")?.focus();
    render(form(true), root);
    expect(document.activeElement).toBe(root.querySelector("button"));
  });

  it("leaves elements without autoFocus alone", () => {
    render(form(false), root);
    expect(document.activeElement).toBe(document.body);
  });
});
