import { z } from "zod";
import { SUBSCRIPTION_TYPES } from "./subscriptions";

// Payloads of the back office (issue 12). Every id fits PostgreSQL's int4 and every string has a bound and
// no NUL, so a malformed request is a 400 here and never reaches the database as an error.

export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = () => z.number().int().positive().max(INT4_MAX);

/** A row id in a query string or path (digits only; "1e3", "0x1f" and true are refused). */
export const queryId = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number().int().positive().max(INT4_MAX),
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point.
const NO_NUL = /^[^\u0000]*$/;

/** Trimmed text of at most `max` characters, without NUL. */
export const boundedText = (max: number) =>
  z.string().trim().max(max).regex(NO_NUL, { error: "Text may not contain NUL characters." });

/** Why staff did something: required, so the audit log always says why. */
export const reasonSchema = boundedText(500).min(3, { error: "Give a reason (at least 3 characters)." });

export const USER_ROLES = ["student", "admin"] as const;
export const USER_SORTS = ["created", "name", "email", "plan_end"] as const;

export const userListQuerySchema = z.object({
  q: boundedText(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(["active", "inactive"]).optional(),
  course_id: queryId().optional(),
  plan: z.enum([...SUBSCRIPTION_TYPES, "none"]).optional(),
  /** Live plans ending within this many days. */
  expiring_days: z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,4}$/.test(v) ? Number(v) : v),
      z.number().int().min(0).max(3650),
    )
    .optional(),
  sort: z.enum(USER_SORTS).default("created"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : v),
      z.number().int().positive().max(100_000),
    )
    .default(1),
  pageSize: z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,4}$/.test(v) ? Number(v) : v),
      z.number().int().min(1).max(1000),
    )
    .default(20),
});

export const grantPlanSchema = z.object({
  userid: rowId(),
  course_id: rowId(),
  /** Any type of spec section 4: staff may grant Monthly and Free_3_months, which students cannot buy. */
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  reason: reasonSchema,
});

export const accountActionSchema = z.object({ userid: rowId(), reason: reasonSchema });

export const forceUnsubscribeSchema = z.object({ userid: rowId(), reason: reasonSchema });

export const createStaffSchema = z.object({
  firstName: boundedText(60).min(1),
  lastName: boundedText(60).default(""),
  email: boundedText(254).toLowerCase().pipe(z.email()),
  reason: reasonSchema,
});

/** A gateway order id ("order_…"). */
const orderRef = () => boundedText(64).min(1);

export const reconcileOrderSchema = z.object({ order_id: orderRef(), reason: reasonSchema });
export const markOrderFailedSchema = z.object({ order_id: orderRef(), reason: reasonSchema });
export const refundOrderSchema = z.object({
  order_id: orderRef(),
  /** Rupees; the whole amount left when absent. */
  amount: z.number().positive().max(10_000_000).optional(),
  reason: reasonSchema,
  /** Issue it through the gateway now; false records a refund made outside it (a bank transfer). */
  issue: z.boolean().default(false),
});

/** Staff compose a notification to one student, everyone on a course (as tests reach), or every student. */
export const composeNotificationSchema = z.object({
  audience: z.enum(["student", "course", "everyone"]),
  userid: rowId().optional(),
  course_id: rowId().optional(),
  message: boundedText(1000).min(1, { error: "Write the message." }),
  /** A path on this site the notification opens. */
  navigate: boundedText(300)
    .regex(/^\/(?![/\\])/, { error: "The link must be a path on this site, such as /testseries." })
    .optional(),
  /** Only count the recipients (the preview); nothing is sent. */
  dry_run: z.boolean().default(false),
});
export type ComposeNotificationInput = z.infer<typeof composeNotificationSchema>;

export const auditQuerySchema = z.object({
  action: boundedText(60).optional(),
  target: boundedText(80).optional(),
  actor: queryId().optional(),
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
