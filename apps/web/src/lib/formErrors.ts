import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from "react";
import type { z } from "zod";
import { translateMessage } from "./i18n/message";

/** The first message per top-level field of a failed parse ({} when the values are valid). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key !== "" && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * What a mobile-number field keeps as it is typed: digits, with an optional leading "+" (for +91) and the
 * spaces or hyphens people group numbers with; letters never appear in the field.
 */
export function phoneChars(value: string): string {
  const plus = value.trimStart().startsWith("+") ? "+" : "";
  return plus + value.replace(/[^\d\s-]/g, "");
}

/**
 * A controlled form checked by one of the shared zod schemas (spec section 5): nothing is flagged until the
 * first submit attempt, then every change re-validates. Submitting is a real <form> submit, so Enter in any
 * field submits.
 */
export function useValidatedForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(
    () => (submitted ? fieldErrors(schema, values) : {}) as Partial<Record<keyof V & string, string>>,
    [submitted, schema, values],
  );

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Props for an MUI TextField bound to `name`. */
  const field = (name: keyof V & string, filter?: (typed: string) => string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, filter ? filter(event.target.value) : event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ? translateMessage(errors[name]) : " ",
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) onValid(result.data as z.output<S>);
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setSubmitted(false);
  }, []);

  return { values, setValue, errors, submitted, field, handleSubmit, reset };
}
