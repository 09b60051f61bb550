import { Component, type ComponentChild, h, render as renderRoot } from "preact";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useT } from "./i18n/useT";
import { skipCardEntrances } from "./takeover";

/** The prerendered content of each deferred section while the app takes the page over (mountApp). */
const kept = new Map<string, Node[]>();

/**
 * Takes the prerendered content out of `layout`'s deferred sections, for their `Deferred` to put back
 * (just before a take-over render). A section inside another stays in it: the outer one's own take-over
 * keeps it. What no `Deferred` claimed goes with `forgetKeptSections`.
 */
export function keepDeferredSections(layout: HTMLElement): boolean {
  for (const section of layout.querySelectorAll<HTMLElement>("[data-deferred]")) {
    // In document order, so an inner section has left with its outer one's content.
    if (!layout.contains(section)) continue;
    kept.set(section.dataset.deferred ?? "", Array.from(section.childNodes));
    section.replaceChildren();
  }
  return kept.size > 0;
}

/**
 * Renders `app` over `element`'s prerendered content with Preact, which keeps the elements where they
 * match the app's (no new elements to build, style and lay out) and changes what differs. The deferred
 * sections inside keep their content for their own `Deferred`; put back, their cards do not play their
 * entrance again (a node taken out and put back starts its CSS animations anew).
 */
export function takeOver(element: HTMLElement, app: ComponentChild): void {
  const moved = keepDeferredSections(element);
  try {
    renderRoot(app, element);
  } finally {
    forgetKeptSections();
  }
  if (moved) skipCardEntrances();
}

/** Whether the take-over under way keeps the prerendered content of section `name` (for its page's first render). */
export function isKept(name: string): boolean {
  return kept.has(name);
}

export function forgetKeptSections(): void {
  kept.clear();
}

/**
 * Gives a section rendered in a root of its own the app's context (router, theme, queries, …), and hands
 * an error in it to `onError`: a root of its own is outside the page's error boundaries.
 */
class ContextBridge extends Component<
  { context: object; onError: (error: unknown) => void; children?: ComponentChild },
  { failed: boolean }
> {
  override state = { failed: false };
  override getChildContext() {
    return this.props.context;
  }
  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
 * prerendered HTML through the take-over and takes it over later, in a task of its own: the take-over is
 * one task (Preact renders in one go), so what it leaves out a tap does not wait for.
 * - `soon`: right after the take-over (the top bar, the page under it, the floating buttons; the demo
 *   test's facts and Start button): the work is cut into tasks.
 * - otherwise when it comes near the screen once the visitor has started using the page (or when the
 *   language changes): the footer, the home page below the fold; a section on the first screen, which
 *   looks the same taken over or not, is no work while the page loads. Only for sections whose look
 *   changes with nothing but the language and the screen.
 * Meanwhile a tap on one of its links or buttons takes it over at once and goes to the app's own. Taken
 * over, the section is a Preact root of its own over the same elements (`takeOver`), with the app's
 * context, rendered again whenever the `Deferred` is; should that root fail, the section renders in the
 * page's tree instead, under the page's error boundaries. Anywhere else (the server's renderer, any page the
 * app opens itself) it renders its children at once. The wrapper takes no part in the layout
 * (`display: contents`).
 */
export function Deferred({
  name,
  soon = false,
  children,
}: {
  name: string;
  soon?: boolean;
  children: ReactNode;
}) {
  // Preact hands a function component the context of every provider above it as a second argument: the
  // section's own root gets it.
  // biome-ignore lint/complexity/noArguments: that argument is not in React's types
  const appContext = arguments[1] as object | undefined;
  const [prerendered] = useState(() => kept.get(name));
  const [waiting, setWaiting] = useState(prerendered !== undefined);
  // When its own root fails, the section is rendered in the page's tree as any other (where an error
  // meets the page's error boundaries).
  const [inline, setInline] = useState(prerendered === undefined);
  const { language } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const rooted = useRef(false);
  const focusPath = useRef<number[] | undefined>(undefined);
  const tapPath = useRef<number[] | undefined>(undefined);

  // In the take-over's own task, so the section is never seen empty.
  useLayoutEffect(() => {
    if (prerendered) ref.current?.append(...prerendered);
  }, [prerendered]);

  // The tap listener is in place as soon as the take-over has rendered, for a tap the page kept from
  // before the app ran (lib/takeover.ts replays it then).
  useLayoutEffect(() => {
    const section = ref.current;
    if (!waiting || !section) return;
    // Once: what the section holds next is the app's (a second call would take the app's own element
    // for a prerendered one).
    let rendered = false;
    const render = () => {
      if (rendered) return;
      rendered = true;
      focusPath.current = pathTo(section, document.activeElement);
      setWaiting(false);
    };
    // The page was prerendered in English: in any other language it renders now.
    if (language !== "en" || (!soon && typeof IntersectionObserver !== "function")) {
      render();
      return;
    }
    const observer = soon
      ? undefined
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && render(), {
          rootMargin: NEAR,
        });
    // Watching starts in a task after the visitor's first act, so a render does not hold up its answer.
    let start: ReturnType<typeof setTimeout> | undefined;
    const acted = () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, acted, true);
      // The wrapper has no box of its own to observe.
      start = setTimeout(() => {
        for (const element of Array.from(section.children)) observer?.observe(element);
      });
    };
    if (soon) start = setTimeout(render);
    else
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
      observer?.disconnect();
      section.removeEventListener("click", tap, true);
    };
  }, [waiting, language, soon]);

  // Taken over, and rendered again with every render of its own. Focus (and a tap) go to the same place.
  useLayoutEffect(() => {
    const section = ref.current;
    if (!section) return;
    if (inline) {
      // A root that failed goes; what it held went with the error.
      if (rooted.current) renderRoot(null, section);
      rooted.current = false;
      return;
    }
    if (waiting) return;
    const failed = (error: unknown) => {
      console.error(`The section "${name}" failed in its own root; it renders in the page's`, error);
      setInline(true);
    };
    const app = h(ContextBridge, { context: appContext ?? {}, onError: failed }, children as ComponentChild);
    if (rooted.current) {
      renderRoot(app, section);
      return;
    }
    takeOver(section, app);
    rooted.current = true;
    if (focusPath.current) (follow(section, focusPath.current) as HTMLElement | null)?.focus();
    if (tapPath.current) (follow(section, tapPath.current) as HTMLElement | null)?.click();
    tapPath.current = undefined;
  });

  // Its root goes with it.
  useLayoutEffect(() => {
    const section = ref.current;
    return () => {
      if (rooted.current && section) renderRoot(null, section);
    };
  }, []);

  return (
    // `data-waiting` while it still holds the prerendered HTML.
    <div
      data-deferred={name}
      data-waiting={waiting ? "" : undefined}
      ref={ref}
      style={{ display: "contents" }}
    >
      {inline ? children : null}
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
