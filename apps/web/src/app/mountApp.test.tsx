import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydratesLater } from "../lib/HydratesLater";
import { phone, setMatchMedia } from "../test/matchMedia";
import { mountApp, shownLayout } from "./mountApp";

function Page({ title, onStart }: { title: string; onStart?: () => void }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <HydratesLater>
        <button type="button" onClick={onStart}>
          Start
        </button>
      </HydratesLater>
    </main>
  );
}
const prerendered = (layout: string, title: string) =>
  `<div data-prerender="${layout}">${renderToString(<Page title={title} />)}</div>`;

describe("mountApp", () => {
  let root: HTMLElement;
  afterEach(() => root.remove());
  const rootWith = (html: string) => {
    root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);
    return root;
  };

  it("hydrates the layout shown on this screen in place, keeping its elements, and drops the other", async () => {
    setMatchMedia(phone);
    rootWith(prerendered("phone", "Courses") + prerendered("desktop", "Courses"));
    const shown = shownLayout(root);
    expect(shown?.layout.name).toBe("phone");
    const shownButton = root.querySelector("[data-prerender=phone] button");
    const onStart = vi.fn();
    await act(async () => mountApp(root, <Page title="Courses" onStart={onStart} />, shown));
    expect(root.querySelectorAll("main")).toHaveLength(1);
    expect(root.querySelector("[data-prerender]")).toBeNull(); // no CSS hides it on another screen
    expect(root.querySelector("button")).toBe(shownButton); // the same element, not a new one
    await act(async () => shownButton?.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(onStart).toHaveBeenCalledOnce(); // and the app's own: hydrated
  });

  it("picks the desktop layout on a wide screen", () => {
    setMatchMedia((query) => query.includes("min-width"));
    rootWith(prerendered("phone", "Home") + prerendered("desktop", "Home"));
    expect(shownLayout(root)?.layout.name).toBe("desktop");
  });

  it("renders into an empty root as usual", async () => {
    rootWith("");
    expect(shownLayout(root)).toBeUndefined();
    await act(async () => mountApp(root, <Page title="Home" />));
    expect(root.querySelector("h1")?.textContent).toBe("Home");
  });
});
