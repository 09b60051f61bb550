import { z } from "zod";
import { idParamSchema, idSchema, intParamSchema, text } from "./bounds";
import { MAX_FEE, MAX_PAGE, MAX_PAGE_SIZE, TEXT_MAX } from "./fieldBounds";
import { MESSAGES } from "./messages";
import { emailSchema } from "./schemas";
import { SUBSCRIPTION_TYPES } from "./subscriptions";

// Payloads of the back office (issue 12). Bounds come from ./bounds, like every other schema: ids fit
// int4 and every string has a bound and no NUL, so a malformed request is a 400, never a database error.

/** Trimmed text of at most `max` characters, without NUL. */
const trimmed = (max: number) => text(max).trim();

/** Why staff did something: required, so the audit log always says why. */
export const reasonSchema = trimmed(TEXT_MAX.LINE).min(3, {
  error: "Give a reason (at least 3 characters).",
});

export const USER_ROLES = ["student", "admin"] as const;
export const USER_SORTS = ["created", "name", "email", "plan_end"] as const;

export const userListQuerySchema = z.object({
  q: trimmed(TEXT_MAX.NAME).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(["active", "inactive"]).optional(),
  course_id: idParamSchema().optional(),
  plan: z.enum([...SUBSCRIPTION_TYPES, "none"]).optional(),
  /** Live plans ending within this many days. */
  expiring_days: intParamSchema(0, 3650).optional(),
  sort: z.enum(USER_SORTS).default("created"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: intParamSchema(1, MAX_PAGE).default(1),
  pageSize: intParamSchema(1, MAX_PAGE_SIZE).default(20),
});

export const grantPlanSchema = z.object({
  userid: idSchema(),
  course_id: idSchema(),
  /** Any type of spec section 4: staff may grant Monthly and Free_3_months, which students cannot buy. */
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  reason: reasonSchema,
});

export const accountActionSchema = z.object({ userid: idSchema(), reason: reasonSchema });

export const forceUnsubscribeSchema = z.object({ userid: idSchema(), reason: reasonSchema });

export const createStaffSchema = z.object({
  firstName: trimmed(TEXT_MAX.NAME).min(1, { error: MESSAGES.REQUIRED }),
  lastName: trimmed(TEXT_MAX.NAME).default(""),
  email: emailSchema,
  reason: reasonSchema,
});

/** A gateway order id ("order_…"). */
const orderRef = () => trimmed(TEXT_MAX.LINE).min(1, { error: MESSAGES.REQUIRED });

export const reconcileOrderSchema = z.object({ order_id: orderRef(), reason: reasonSchema });
export const markOrderFailedSchema = z.object({ order_id: orderRef(), reason: reasonSchema });
export const refundOrderSchema = z.object({
  order_id: orderRef(),
  /** Rupees; the whole amount left when absent. */
  amount: z.number().positive().max(MAX_FEE).optional(),
  reason: reasonSchema,
  /** Issue it through the gateway now; false records a refund made outside it (a bank transfer). */
  issue: z.boolean().default(false),
});
/** Staff ask the gateway what became of a pending refund ("rfnd_…"). */
export const checkRefundSchema = z.object({
  refund_id: trimmed(TEXT_MAX.LINE).min(1, { error: MESSAGES.REQUIRED }),
});

/** Staff compose a notification to one student, everyone on a course (as tests reach), or every student. */
export const composeNotificationSchema = z.object({
  audience: z.enum(["student", "course", "everyone"]),
  userid: idSchema().optional(),
  course_id: idSchema().optional(),
  message: trimmed(TEXT_MAX.MESSAGE).min(1, { error: "Write the message." }),
  /** A path on this site the notification opens. */
  navigate: trimmed(TEXT_MAX.LINE)
    .regex(/^\/(?![/\\])/, { error: "The link must be a path on this site, such as /testseries." })
    .optional(),
  /** Only count the recipients (the preview); nothing is sent. */
  dry_run: z.boolean().default(false),
});
export type ComposeNotificationInput = z.infer<typeof composeNotificationSchema>;

export const auditQuerySchema = z.object({
  action: trimmed(TEXT_MAX.NAME).optional(),
  target: trimmed(TEXT_MAX.NAME).optional(),
  actor: idParamSchema().optional(),
  page: userListQuerySchema.shape.page,
  pageSize: userListQuerySchema.shape.pageSize,
});

export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type GrantPlanInput = z.infer<typeof grantPlanSchema>;
export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** What an account deactivated by staff reads at login. */
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. Please contact the academy to have it reactivated.";
