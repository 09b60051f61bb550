import type { ChangeEvent } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The change handler of a field that keeps only some of what is typed (an OTP's digits, an amount). When the
 * filter turns a keystroke away the value is what it was, so nothing renders, and Preact (the browser build,
 * vite.config.ts), unlike React, leaves the field showing the character it refused: put the field right here.
 */
export function filteredChange(filter: (typed: string) => string, set: (value: string) => void) {
  return (event: ChangeEvent<Field>) => {
    const value = filter(event.target.value);
    if (event.target.value !== value) event.target.value = value;
    set(value);
  };
}
