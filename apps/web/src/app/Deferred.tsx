import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../lib/i18n/useT";
import { skipCardEntrances } from "../lib/takeover";

/** The prerendered content of each deferred section while the app takes the page over (mountApp). */
const kept = new Map<string, Node[]>();

/**
 * Takes the prerendered content out of `layout`'s deferred sections, for their `Deferred` to put back
 * (mountApp, just before the take-over render). What no `Deferred` claimed goes with `forgetKeptSections`.
 */
export function keepDeferredSections(layout: HTMLElement): void {
  for (const section of layout.querySelectorAll<HTMLElement>("[data-deferred]")) {
    kept.set(section.dataset.deferred ?? "", Array.from(section.childNodes));
    section.replaceChildren();
  }
}

/** Whether the take-over under way keeps the prerendered content of section `name` (for its page's first render). */
export function isKept(name: string): boolean {
  return kept.has(name);
}

export function forgetKeptSections(): void {
  kept.clear();
}

/**
 * How near the screen a kept section renders. It looks the same before and after (the same HTML), so it
 * need not be early: a wide margin only made sections under the first screen render at once.
 */
const NEAR = "100px 0px";

/** What the visitor does that starts kept sections watching for the screen: a tap or key press ends, a scroll. */
const FIRST_ACTS = ["pointerup", "keyup", "wheel", "scroll", "resize"] as const;

/**
 * A part of a page that, when the app takes over a page prerendered for first-time visitors, keeps the
 * prerendered HTML, and renders only when it comes near the screen once the visitor has started using the
 * page (or when the language changes): the take-over is one task (Preact renders in one go), so whatever it
 * need not render (the footer, the home page below the fold) a tap does not wait for, and a section on the
 * first screen, which looks the same rendered or not, is no work while the page loads. Meanwhile a tap on
 * one of its links or buttons renders it at once and is passed on to the app's own. Only for sections
 * whose look changes with nothing but the language and the screen. Anywhere else (the server's renderer,
 * any page the app opens itself) it renders its children at once. The wrapper takes no part in the layout
 * (`display: contents`).
 */
export function Deferred({ name, children }: { name: string; children: ReactNode }) {
  const [prerendered] = useState(() => kept.get(name));
  const [waiting, setWaiting] = useState(prerendered !== undefined);
  const { language } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | undefined>(undefined);
  const tapPath = useRef<number[] | undefined>(undefined);

  // In the take-over's own task, so the section is never seen empty.
  useLayoutEffect(() => {
    if (prerendered) ref.current?.append(...prerendered);
  }, [prerendered]);

  useEffect(() => {
    const section = ref.current;
    if (!waiting || !section) return;
    // Once: what the section holds next is the app's (a second call would empty it, the tap below
    // would take the app's own element for a prerendered one).
    let rendered = false;
    const render = () => {
      if (rendered) return;
      rendered = true;
      focusPath.current = pathTo(section, document.activeElement);
      section.replaceChildren(); // the prerendered nodes: Preact does not know them
      setWaiting(false);
    };
    // The page was prerendered in English: in any other language it renders now.
    if (language !== "en" || typeof IntersectionObserver !== "function") {
      render();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && render(),
      { rootMargin: NEAR },
    );
    // Watching starts in a task after the visitor's first act, so a render does not hold up its answer.
    let start: ReturnType<typeof setTimeout> | undefined;
    const acted = () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, acted, true);
      // The wrapper has no box of its own to observe.
      start = setTimeout(() => {
        for (const element of Array.from(section.children)) observer.observe(element);
      });
    };
    for (const type of FIRST_ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
    // A tap on a prerendered link or button (which has no handler) renders now and goes to the app's own.
    // With a modifier (a link opened in a new tab) the browser's own way stays.
    const tap = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("a, button") : null;
      const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (rendered || modified || !target || !section.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      tapPath.current = pathTo(section, target);
      render();
    };
    section.addEventListener("click", tap, true);
    return () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, acted, true);
      clearTimeout(start);
      observer.disconnect();
      section.removeEventListener("click", tap, true);
    };
  }, [waiting, language]);

  // The app's elements replace the prerendered ones: focus (and a tap) goes to the same place, and the
  // cards' entrance, which has played, does not play again.
  useLayoutEffect(() => {
    if (!prerendered || waiting || !ref.current) return;
    skipCardEntrances();
    if (focusPath.current) (follow(ref.current, focusPath.current) as HTMLElement | null)?.focus();
    if (tapPath.current) (follow(ref.current, tapPath.current) as HTMLElement | null)?.click();
    tapPath.current = undefined;
  }, [prerendered, waiting]);

  return (
    <div data-deferred={name} ref={ref} style={{ display: "contents" }}>
      {waiting ? null : children}
    </div>
  );
}

/** The child indexes leading from `ancestor` to `node`, when it is inside. */
function pathTo(ancestor: Element, node: Element | null): number[] | undefined {
  const path: number[] = [];
  for (let at = node; at && at !== ancestor; at = at.parentElement) {
    if (!at.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return node && ancestor.contains(node) && node !== ancestor ? path : undefined;
}

function follow(ancestor: Element, path: number[]): Element | null {
  let at: Element | null = ancestor;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}
