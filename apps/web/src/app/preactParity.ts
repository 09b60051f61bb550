import { options, type Ref } from "preact";

/**
 * Where Preact's compat layer (the browser build, vite.config.ts) differs from React in a way the app relies
 * on. `autoFocus`: React focuses such an element itself when it creates it; Preact only writes the
 * attribute, which the browser honours once per page and never while something else has focus (a dialog's
 * field, opened by a tap on a button, stayed unfocused). Here an element with `autoFocus` gets a ref that
 * focuses it once, as React does; the ref it had still gets the element.
 */
type ElementRef = Ref<HTMLElement> | null | undefined;

const focusedOnce = new WeakSet<HTMLElement>();
const withFocusByRef = new WeakMap<object, (element: HTMLElement | null) => void>();

/**
 * After the render's commit, as React does: Preact applies refs before its layout effects, where emotion
 * inserts a new component's styles (`useInsertionEffect`), so a dialog's field focused from its ref was
 * still an unstyled element at the end of the page, and the browser scrolled the page down to it.
 */
function focusOnce(element: HTMLElement | null) {
  if (!element || focusedOnce.has(element)) return;
  focusedOnce.add(element);
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

/** One wrapper per ref, so a re-render with the same ref does not detach and attach it again. */
function focusingRef(ref: ElementRef) {
  if (!ref) return focusOnce;
  let wrapper = withFocusByRef.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      focusOnce(element);
      if (typeof ref === "function") ref(element);
      else ref.current = element;
    };
    withFocusByRef.set(ref, wrapper);
  }
  return wrapper;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type === "string" && props.autoFocus) {
    delete props.autoFocus;
    vnode.ref = focusingRef(vnode.ref as ElementRef);
  }
  previousVNodeHook?.(vnode);
};
