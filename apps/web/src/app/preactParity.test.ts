import { h, render } from "preact";
import { useLayoutEffect } from "preact/hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  const afterCommit = () => Promise.resolve();

  it("focuses the element when it is created, and keeps the ref it had", async () => {
    const seen: (HTMLElement | null)[] = [];
    render(
      form(true, (element) => seen.push(element)),
      root,
    );
    const input = root.querySelector("input");
    await afterCommit();
    expect(document.activeElement).toBe(input);
    expect(seen).toEqual([input]);
    expect(input?.hasAttribute("autofocus")).toBe(false);
  });

  it("focuses once the render's layout effects have run (where emotion inserts a new dialog's styles)", async () => {
    let styled = false;
    const Dialog = () => {
      useLayoutEffect(() => {
        styled = true;
      }, []);
      return h("input", { "aria-label": "Email", autoFocus: true });
    };
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const styledAtFocus: boolean[] = [];
    focus.mockImplementation(function (this: HTMLElement) {
      styledAtFocus.push(styled);
    });
    render(h(Dialog, null), root);
    await afterCommit();
    focus.mockRestore();
    // Focused before: the unstyled field sat at the end of the page, and the page scrolled down to it.
    expect(styledAtFocus).toEqual([true]);
  });

  it("does not take the focus back when the same element renders again", async () => {
    render(form(true), root);
    await afterCommit();
    root.querySelector("button")?.focus();
    render(form(true), root);
    await afterCommit();
    expect(document.activeElement).toBe(root.querySelector("button"));
  });

  it("leaves elements without autoFocus alone", async () => {
    render(form(false), root);
    await afterCommit();
    expect(document.activeElement).toBe(document.body);
  });
});
