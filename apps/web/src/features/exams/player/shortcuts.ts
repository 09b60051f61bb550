import { useEffect, useRef } from "react";

export type ShortcutAction = "next" | "previous" | "mark" | "clear" | "help" | "option";

/** The keys of the test screen, as the help lists them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; action: string }> = [
  { keys: ["N", "→"], action: "Save & Next" },
  { keys: ["P", "←"], action: "Previous question" },
  { keys: ["M"], action: "Mark for Review & Next" },
  { keys: ["C"], action: "Clear Response" },
  { keys: ["1", "…", "9"], action: "Choose option A to I" },
  { keys: ["?"], action: "Show these shortcuts" },
  { keys: ["Tab"], action: "Move between options, buttons and the palette" },
];

/** Where typing means typing: shortcuts stay off there. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  if (target.tagName !== "INPUT") return false;
  return !["radio", "checkbox", "button", "submit"].includes((target as HTMLInputElement).type);
}

/** The shortcut a key press means, or null. */
export function shortcutFor(event: KeyboardEvent): { action: ShortcutAction; option?: number } | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTextEntry(event.target)) return null;
  const onChoice = event.target instanceof HTMLInputElement; // a radio or checkbox
  switch (event.key) {
    case "ArrowRight":
      return onChoice ? null : { action: "next" }; // arrows move within a radio group natively
    case "ArrowLeft":
      return onChoice ? null : { action: "previous" };
    case "n":
    case "N":
      return { action: "next" };
    case "p":
    case "P":
      return { action: "previous" };
    case "m":
    case "M":
      return { action: "mark" };
    case "c":
    case "C":
      return { action: "clear" };
    case "?":
      return { action: "help" };
    default:
      return /^[1-9]$/.test(event.key) ? { action: "option", option: Number(event.key) - 1 } : null;
  }
}

/** Listens for the test screen's shortcuts while `enabled` (off while a dialog is open). */
export function useShortcuts(
  enabled: boolean,
  handle: (action: ShortcutAction, option?: number) => void,
): void {
  const handler = useRef(handle);
  useEffect(() => {
    handler.current = handle;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut.action, shortcut.option);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
