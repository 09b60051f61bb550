import { z } from "zod";
import { idParamSchema, idSchema, intInRange, requiredText, text, timestampSchema } from "./bounds";
import { MIN_PASSWORD_LENGTH } from "./constants";
import type { CourseNode } from "./courseTree";
import { MAX_FEE, MAX_INT4, MAX_PAGE, TEXT_MAX } from "./fieldBounds";
import { MESSAGES } from "./messages";
import { normaliseCourseId, SUBSCRIPTION_TYPES } from "./subscriptions";

// Payload schemas shared by the browser forms and the server routes (spec sections 3 and 5).
const { REQUIRED } = MESSAGES;

/*
 * requiredText (bounds.ts): missing, non-string, empty and blank all read "This field is required.".
 * Format checks follow through .pipe(), which stops at the first failure; `abort: true` is avoided
 * because it would also block the object-level password confirmation.
 */

export const emailSchema = requiredText(TEXT_MAX.EMAIL)
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.INVALID_EMAIL }));

/** Passwords are never trimmed: spaces may be part of them. */
const newPasswordSchema = text(TEXT_MAX.PASSWORD, REQUIRED)
  .min(1, { error: REQUIRED })
  .pipe(z.string().min(MIN_PASSWORD_LENGTH, { error: MESSAGES.PASSWORD_TOO_SHORT }));

/** A password being checked (login, current password): any non-empty bounded text. */
const givenPassword = () => text(TEXT_MAX.PASSWORD, REQUIRED).min(1, { error: REQUIRED });
/** The confirmation only has to equal the password; its bounds are the password's. */
const confirmPassword = () => text(TEXT_MAX.PASSWORD, REQUIRED);

/** 10 digits starting 6-9, optionally after +91, 91 or 0; spaces and hyphens are ignored. */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

export const mobileNumberSchema = requiredText(TEXT_MAX.NAME).pipe(
  z
    .string()
    .overwrite((value) => value.replace(/[\s-]/g, ""))
    .regex(INDIAN_MOBILE, { error: MESSAGES.INVALID_MOBILE })
    // overwrite, not transform, so the schema still converts to JSON Schema for the API docs.
    .overwrite((value) => value.slice(-10)),
);

export const otpSchema = text(TEXT_MAX.NAME, MESSAGES.OTP_FORMAT)
  .trim()
  .regex(/^\d{6}$/, { error: MESSAGES.OTP_FORMAT });

const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

/**
 * Confirmation check for the password forms. `when` lets it run as soon as both passwords are strings, so
 * the mismatch shows live even while another field (or the password's length) is still invalid.
 */
const passwordsMatch = {
  path: ["confirm_password"],
  error: MESSAGES.CONFIRM_PASSWORD_MISMATCH,
  when: (payload: z.core.ParsePayload) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | null;
    return typeof value?.password === "string" && typeof value.confirm_password === "string";
  },
};
const samePasswords = (value: { password: string; confirm_password: string }) =>
  value.password === value.confirm_password;

export const loginSchema = z.object({
  email: emailSchema,
  password: givenPassword(),
});

export const USER_STATUSES = ["active", "inactive"] as const;

export const signupSchema = z
  .object({
    firstName: requiredText(TEXT_MAX.NAME),
    lastName: requiredText(TEXT_MAX.NAME),
    mobileNumber: mobileNumberSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirm_password: confirmPassword(),
    status: z.enum(USER_STATUSES).default("active"),
    profilePic: text(TEXT_MAX.LINE).default(""),
  })
  .refine(samePasswords, passwordsMatch);

export const passwordResetSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirm_password: confirmPassword(),
  })
  .refine(samePasswords, passwordsMatch);

export const otpVerifySchema = z.object({ email: emailSchema, otp: otpSchema });

const feeSchema = z
  .number({ error: MESSAGES.INVALID_FEE })
  .nonnegative({ error: MESSAGES.INVALID_FEE })
  .max(MAX_FEE, { error: `Fee must be at most ${MAX_FEE}.` })
  .nullable()
  .default(null);

export const courseNodeSchema = z.object({
  id: idSchema(),
  parent: intInRange(0, MAX_INT4),
  name: requiredText(TEXT_MAX.NAME),
  type: requiredText(TEXT_MAX.NAME),
  for_subscription: z.boolean(),
  fee: feeSchema,
  quarterly_fee: feeSchema,
}) satisfies z.ZodType<CourseNode>;

/** A course node before the database gives it an id (admin create form). */
export const courseNodeInputSchema = courseNodeSchema.omit({ id: true });

const optionalText = text(TEXT_MAX.LINE).optional();

export const paymentOrderRequestSchema = z.object({
  // Accepted for compatibility; the server prices the plan itself and must not trust this.
  amount: z.number().nonnegative().max(MAX_INT4).optional(),
  description: optionalText,
  courseName: optionalText,
  contact: optionalText,
  email: optionalText,
  personName: optionalText,
  subscription_start: timestampSchema,
  subscription_end: timestampSchema,
  course_id: idParamSchema(MESSAGES.COURSE_REQUIRED),
  subscription_type: subscriptionTypeSchema,
});

export const orderResponseSchema = z.object({
  success: z.boolean(),
  key_id: z.string(),
  product_name: z.string(),
  description: z.string(),
  order_id: z.string(),
  contact: z.string(),
  name: z.string(),
  email: z.string(),
});

const paymentField = () =>
  text(TEXT_MAX.LINE, MESSAGES.PAYMENT_FAILED).trim().min(1, { error: MESSAGES.PAYMENT_FAILED });

/** Payment is good only when all three fields are present (spec section 5). */
export const paymentCallbackSchema = z.object({
  razorpay_payment_id: paymentField(),
  razorpay_order_id: paymentField(),
  razorpay_signature: paymentField(),
});

export const subscribeRequestSchema = z.object({
  course_id: idParamSchema(MESSAGES.COURSE_REQUIRED),
  subscription: subscriptionTypeSchema,
  subscription_start: timestampSchema,
  subscription_end: timestampSchema,
});

export const notificationTypeSchema = z.enum([
  "new_user",
  "exam_scheduled",
  "result_published",
  "payment_refunded",
  // Written by staff (the back office's compose screen, plan grants).
  "announcement",
  // The forum: an answer to a doubt one asked or follows, and an accepted answer.
  "forum_answer",
  "forum_accepted",
  // A revised answer key changed the student's score (old and new in the message).
  "score_revised",
]);

/** Only same-site paths: a stored link must never send the user to another origin or run script. */
const internalLinkSchema = text(TEXT_MAX.LINE).regex(/^\/(?![/\\])/, { error: MESSAGES.INVALID_LINK });

export const pushNotificationSchema = z.object({
  notificationType: notificationTypeSchema,
  notificationMsg: requiredText(TEXT_MAX.MESSAGE),
  firstName: text(TEXT_MAX.NAME).trim(),
  lastName: text(TEXT_MAX.NAME).trim(),
  email: emailSchema,
  userid: idSchema(),
  navigate: internalLinkSchema.nullish(),
});

export const notificationSchema = pushNotificationSchema.extend({ id: idSchema() });

export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  userid: z.number().int().positive(),
  profilePic: z.string().default(""),
  // Stored course ids may be numeric strings; anything unusable means "no course" (as normaliseCourseId).
  // preprocess keeps the output side convertible to JSON Schema, which is what a response schema needs.
  course_id: z.preprocess(normaliseCourseId, z.number().int().positive().nullable()),
  subscription: z.string().nullable().default(null),
  subscription_end: z.number().nullable().default(null),
  renewed_until: z.number().nullable().default(null),
  /** The student has had the 15-day free trial: the subscription screen disables its card up front. */
  trial_used: z.boolean().default(false),
  // null until the student chooses; older stored copies have none.
  language: z.enum(["en", "hi"]).nullable().default(null),
});

/** Step 1 of the forgot-password dialog: the account's email. */
export const verifyEmailSchema = z.object({ email: emailSchema });

/** The last step of a reset: the new password with the proof the OTP check returned. */
export const updatePasswordSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirm_password: confirmPassword(),
    reset_token: text(TEXT_MAX.LINE, MESSAGES.RESET_PROOF_MISSING).min(1, {
      error: MESSAGES.RESET_PROOF_MISSING,
    }),
  })
  .refine(samePasswords, passwordsMatch);

/**
 * Own-profile edit: only the fields given change; a new email or mobile number needs the current
 * password (checked on the server; see profileChangeNeedsPassword).
 */
export const updateProfileSchema = z.object({
  firstName: requiredText(TEXT_MAX.NAME).optional(),
  lastName: requiredText(TEXT_MAX.NAME).optional(),
  mobileNumber: mobileNumberSchema.optional(),
  email: emailSchema.optional(),
  current_password: text(TEXT_MAX.PASSWORD).optional(),
});

interface Contact {
  email?: string | null | undefined;
  mobileNumber?: string | null | undefined;
}

const sameValue = (schema: z.ZodType<string>, a: string | null | undefined, b: string | null | undefined) => {
  const norm = (v: string | null | undefined) => {
    const parsed = schema.safeParse(v ?? "");
    return parsed.success ? parsed.data : (v ?? "").trim();
  };
  return norm(a) === norm(b);
};

/**
 * Whether an edit moves the email (logins) or the mobile number (reset OTPs) away from the current
 * ones: then the current password is required, so a stolen session cannot take the account over.
 */
export function profileChangeNeedsPassword(current: Contact, edit: Contact): boolean {
  const emailChanged = edit.email !== undefined && !sameValue(emailSchema, edit.email, current.email);
  const mobileChanged =
    edit.mobileNumber !== undefined &&
    !sameValue(mobileNumberSchema, edit.mobileNumber, current.mobileNumber);
  return emailChanged || mobileChanged;
}

/** The profile form: updateProfileSchema, with the current password required when the edit needs it. */
export const profileFormSchema = (current: Contact) =>
  updateProfileSchema.refine(
    (value) => !profileChangeNeedsPassword(current, value) || Boolean(value.current_password),
    { path: ["current_password"], error: REQUIRED, when: () => true },
  );

export const changePasswordSchema = z
  .object({
    current_password: givenPassword(),
    password: newPasswordSchema,
    confirm_password: confirmPassword(),
  })
  .refine(samePasswords, passwordsMatch);

/** Staff sending a notification to one student, or to every student when `userid` is absent. */
export const staffPushSchema = z.object({
  notificationType: notificationTypeSchema,
  notificationMsg: requiredText(TEXT_MAX.MESSAGE),
  userid: idSchema().optional(),
  navigate: internalLinkSchema.nullish(),
});

export const fetchNotificationsSchema = z.object({
  userid: idSchema().optional(),
  page: intInRange(1, MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const notificationIdSchema = z.object({ id: idSchema() });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type OtpVerifyInput = z.infer<typeof otpVerifySchema>;
export type CourseNodeInput = z.infer<typeof courseNodeInputSchema>;
export type PaymentOrderRequest = z.infer<typeof paymentOrderRequestSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export type PushNotificationInput = z.infer<typeof pushNotificationSchema>;
export type AppNotification = z.infer<typeof notificationSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;
export type UserStatus = (typeof USER_STATUSES)[number];
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type StaffPushInput = z.infer<typeof staffPushSchema>;

/** One readable line for the first problem; the generic required message gets its field name in front. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.SOMETHING_WENT_WRONG;
  const path = issue.path.map(String).join(".");
  return issue.message === REQUIRED && path !== "" ? `${path}: ${issue.message}` : issue.message;
}
