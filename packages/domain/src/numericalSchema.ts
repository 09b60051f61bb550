import { z } from "zod";
import { MAX_NUMERIC_DIGITS, NUMERIC_MESSAGES } from "./numerical";

// The schema of a numerical question's key (numerical.ts has the rules, free of zod for the test player).

const keyNumber = z
  .number({ error: NUMERIC_MESSAGES.KEY_REQUIRED })
  .refine(Number.isFinite, { error: NUMERIC_MESSAGES.KEY_REQUIRED })
  .refine((n) => Math.abs(n) < 10 ** MAX_NUMERIC_DIGITS, { error: NUMERIC_MESSAGES.TOO_MANY_DIGITS });

/**
 * The correct value of a numerical question: exact, a value give or take a tolerance (both ends
 * included), or a closed range. `integer` questions take whole numbers only (the keypad has no point).
 */
export const numericKeySchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("exact"), value: keyNumber, integer: z.boolean().default(false) }),
      z.object({
        mode: z.literal("tolerance"),
        value: keyNumber,
        tolerance: keyNumber.refine((n) => n >= 0, { error: NUMERIC_MESSAGES.KEY_REQUIRED }),
        integer: z.boolean().default(false),
      }),
      z.object({
        mode: z.literal("range"),
        min: keyNumber,
        max: keyNumber,
        integer: z.boolean().default(false),
      }),
    ],
    { error: NUMERIC_MESSAGES.KEY_REQUIRED },
  )
  .refine((key) => key.mode !== "range" || key.min <= key.max, {
    error: NUMERIC_MESSAGES.RANGE_REVERSED,
    path: ["max"],
  });

export type NumericKey = z.infer<typeof numericKeySchema>;
