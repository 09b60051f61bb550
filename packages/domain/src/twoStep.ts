import { z } from "zod";

// Staff two-step sign-in: a password, then a code from an authenticator app (TOTP, RFC 6238) or a
// one-time recovery code. Optional for staff, required for the owner (the account the academy was set up
// with). A browser that passed the second step may be trusted for TRUSTED_DEVICE_DAYS.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const TRUSTED_DEVICE_DAYS = 30;

export const TWO_STEP_MESSAGES = {
  CODE_WRONG: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  RECOVERY_WRONG: "That recovery code is not right, or it has been used already.",
  TICKET_EXPIRED: "This sign-in took too long. Enter your email and password again.",
  OWNER_REQUIRED: "The owner's account must keep two-step sign-in on.",
  ALREADY_ON: "Two-step sign-in is already on for this account.",
  NOT_ON: "Two-step sign-in is not on for this account.",
  ENROL_EXPIRED: "This setup expired. Start again to get a new QR code.",
} as const;

const sixDigits = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Ten characters of Crockford-style base32 in two groups of five (50 bits), e.g. `7KQ2M-XH4TD`. */
export function formatRecoveryCode(raw: string): string {
  const clean = normalizeRecoveryCode(raw);
  return `${clean.slice(0, 5)}-${clean.slice(5, 10)}`;
}

const ticket = z.string().min(10).max(4000);

/** The second step of a staff login: the ticket the password step gave, and a code or a recovery code. */
export const secondFactorSchema = z
  .object({
    ticket,
    code: sixDigits.optional(),
    recovery_code: z.string().trim().max(40).optional(),
    trust_device: z.boolean().default(false),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    message: "Enter either the 6-digit code or a recovery code.",
    path: ["code"],
  });
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** Confirms a new authenticator: the enrolment it was shown, and the first code it gives. */
export const confirmTwoStepSchema = z.object({
  enrolment: ticket,
  code: sixDigits,
});

/** The owner's first login: set up the authenticator before the session is given. */
export const enrolAtLoginSchema = confirmTwoStepSchema.extend({
  ticket,
  trust_device: z.boolean().default(false),
});

/** Turning two-step sign-in off (or new recovery codes) asks for a current code again. */
export const twoStepCodeSchema = z.object({ code: sixDigits });

/** What the server asks for after a right password, when it asks for more. */
export type SecondFactorKind = "totp" | "enrol";
