import { describe, expect, it } from "vitest";
import { shortcutFor } from "./shortcuts";

function press(key: string, target: HTMLElement = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, ...init });
  Object.defineProperty(event, "target", { value: target });
  return shortcutFor(event);
}

function element(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe("shortcutFor", () => {
  it("maps the test screen's keys", () => {
    expect(press("n")).toEqual({ action: "next" });
    expect(press("ArrowRight")).toEqual({ action: "next" });
    expect(press("P")).toEqual({ action: "previous" });
    expect(press("m")).toEqual({ action: "mark" });
    expect(press("c")).toEqual({ action: "clear" });
    expect(press("?")).toEqual({ action: "help" });
    expect(press("3")).toEqual({ action: "option", option: 2 });
    expect(press("0")).toBeNull();
    expect(press("x")).toBeNull();
  });

  it("never takes keys from typing, browser shortcuts or a radio group's own arrows", () => {
    expect(press("n", element("<textarea></textarea>"))).toBeNull();
    expect(press("n", element('<input type="text">'))).toBeNull();
    expect(press("c", document.body, { ctrlKey: true })).toBeNull();
    const radio = element('<input type="radio">');
    expect(press("ArrowRight", radio)).toBeNull();
    expect(press("n", radio)).toEqual({ action: "next" });
  });
});
