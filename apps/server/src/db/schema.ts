import type { ExamSection, NumericKey, PageHindi, QuestionHindi } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A stored section: rows written before section rules hold only the name. */
type StoredSection = Pick<ExamSection, "name"> & Partial<ExamSection>;

/** Key/value facts about this installation, e.g. which seed sets have been applied. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The course hierarchy (spec section 3 "Course node"); parent 0 marks a root. Fees are in rupees. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    parent: integer("parent").notNull().default(0),
    name: text("name").notNull(),
    type: text("type").notNull(),
    forSubscription: boolean("for_subscription").notNull().default(false),
    fee: numeric("fee", { precision: 12, scale: 2, mode: "number" }),
    quarterlyFee: numeric("quarterly_fee", { precision: 12, scale: 2, mode: "number" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_parent_idx").on(t.parent, t.position),
    uniqueIndex("courses_parent_name_uq").on(t.parent, t.name),
    check("courses_fee_nonnegative", sql`${t.fee} IS NULL OR ${t.fee} >= 0`),
    check("courses_quarterly_fee_nonnegative", sql`${t.quarterlyFee} IS NULL OR ${t.quarterlyFee} >= 0`),
  ],
);

/** Students and staff share one table; `role` keeps them apart and every staff call checks it. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    role: text("role", { enum: ["student", "admin"] })
      .notNull()
      .default("student"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    mobileNumber: text("mobile_number").notNull().default(""),
    profilePic: text("profile_pic").notNull().default(""),
    status: text("status").notNull().default("active"),
    /**
     * The site language the student chose ("en" or "hi"), applied at login on any device; null until
     * they choose, so a first login keeps (and saves) the choice made on the device before signing in.
     */
    language: text("language", { enum: ["en", "hi"] }),
    /** Staff two-step sign-in (TOTP, RFC 6238): the base32 secret, set when enrolment is confirmed. */
    totpSecret: text("totp_secret"),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`), index("users_role_idx").on(t.role, t.id)],
);

/** One-time recovery codes for a staff member's two-step sign-in; only their hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A login. Tokens name their session, so logout and password changes end sessions on the server. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["student", "admin"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A one-time code sent by SMS; only its hash is kept. */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("otp_challenges_user_idx").on(t.userId, t.purpose, t.createdAt)],
);

/** Proof that a user passed the OTP check: short-lived, single use, stored hashed. */
export const resetProofs = pgTable(
  "reset_proofs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("reset_proofs_token_uq").on(t.tokenHash)],
);

/** Fixed-window counters for rate limits when no Redis is configured; shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationType: text("notification_type").notNull(),
    notificationMsg: text("notification_msg").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    navigate: text("navigate"),
    hidden: boolean("hidden").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.hidden, t.id)],
);

/** A payment order: priced by the server, tied to one student, course and plan. Amounts in paise. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id").notNull(),
    gateway: text("gateway", { enum: ["sandbox", "razorpay"] }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    subscriptionType: text("subscription_type").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    /**
     * Razorpay's order states: created → attempted (a payment failed) → paid; then refunded (in full).
     * Ours: closed (replaced by the student's newer order; a payment that still arrives is refunded).
     */
    status: text("status", { enum: ["created", "attempted", "paid", "refunded", "closed"] })
      .notNull()
      .default("created"),
    paymentId: text("payment_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set when a payment arrived that the plan rule refused: money taken, no plan granted; staff refund it. */
    refundDueReason: text("refund_due_reason"),
    /** Total refunded so far (Razorpay's `amount_refunded`), the last refund's id and when it was recorded. */
    refundedPaise: integer("refunded_paise").notNull().default(0),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_orders_order_uq").on(t.orderId),
    uniqueIndex("payment_orders_payment_uq").on(t.paymentId),
    index("payment_orders_user_idx").on(t.userId, t.id),
    index("payment_orders_status_idx").on(t.status, t.createdAt),
    // A student has at most one order waiting for a payment: two checkouts cannot both take money.
    uniqueIndex("payment_orders_open_uq").on(t.userId).where(sql`${t.status} in ('created', 'attempted')`),
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** A student's access to a course for a period. The current one is the latest not ended early. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    type: text("type").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    orderId: integer("order_id").references(() => paymentOrders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: integer("ended_by").references(() => users.id),
    endReason: text("end_reason"),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.id),
    index("subscriptions_course_idx").on(t.courseId),
    // One free trial per student, and one subscription per paid order, whatever races happen.
    uniqueIndex("subscriptions_one_trial_uq").on(t.userId).where(sql`${t.type} = 'Free'`),
    uniqueIndex("subscriptions_order_uq").on(t.orderId),
    // Hand-written in migration 0006: no two live subscriptions of one student overlap in time
    // (EXCLUDE USING gist on the user and tstzrange(starts_at, ends_at) WHERE ended_at IS NULL).
  ],
);

/** Refunds Razorpay reported, once per refund id, whichever event (refund.processed, payment.refunded) told us. */
export const paymentRefunds = pgTable("payment_refunds", {
  refundId: text("refund_id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => paymentOrders.id, { onDelete: "restrict" }),
  amountPaise: integer("amount_paise").notNull(),
  /** Razorpay's refund status: money is back with the student only once it is `processed`. */
  status: text("status", { enum: ["pending", "processed", "failed"] })
    .notNull()
    .default("processed"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payments made in the sandbox checkout, so its gateway can be fetched and captured like Razorpay's. */
export const sandboxPayments = pgTable("sandbox_payments", {
  paymentId: text("payment_id").primaryKey(),
  orderId: text("order_id").notNull(),
  amountPaise: integer("amount_paise").notNull(),
  status: text("status", { enum: ["authorized", "captured"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Razorpay webhook events already handled, so a redelivered event changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A question of the bank. Editing a question whose grading is in use by a published exam makes a new
 * version (a new row pointing at the old one through `previous_id`); the old row is retired, not lost.
 */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    kind: integer("kind").notNull(),
    answerType: integer("answer_type"),
    answerLength: integer("answer_length"),
    difficulty: integer("difficulty").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    topic: text("topic").notNull().default(""),
    text: text("text").notNull(),
    /** Plain text of the question and its options, for search. */
    searchText: text("search_text").notNull().default(""),
    options: jsonb("options").$type<Array<{ key: string; text: string }>>().notNull().default([]),
    correct: jsonb("correct").$type<string[]>().notNull().default([]),
    /** The key of a numerical question (`NumericKey`); null for every other kind. */
    numeric: jsonb("numeric").$type<NumericKey>(),
    modelAnswer: text("model_answer").notNull().default(""),
    solution: text("solution").notNull().default(""),
    /** The Hindi version (`QuestionHindi`: text, options with the same keys, solution, model answer); null: English only. */
    hindi: jsonb("hindi").$type<QuestionHindi>(),
    marks: numeric("marks", { precision: 6, scale: 2, mode: "number" }).notNull(),
    negativeMarks: numeric("negative_marks", { precision: 6, scale: 2, mode: "number" }).notNull().default(0),
    previousId: integer("previous_id"),
    retired: boolean("retired").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("questions_list_idx").on(t.retired, t.id),
    index("questions_filter_idx").on(t.courseId, t.subject, t.topic),
    index("questions_kind_idx").on(t.kind, t.difficulty),
  ],
);

export const exams = pgTable(
  "exams",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "restrict" }),
    instructions: text("instructions").notNull().default(""),
    durationMin: integer("duration_min").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    /** Sections with their own rules (`examSectionSchema`); older rows hold only names. */
    sections: jsonb("sections").$type<StoredSection[]>().notNull().default([]),
    markingScheme: text("marking_scheme").notNull().default("plus4minus1"),
    attemptsAllowed: integer("attempts_allowed").notNull().default(1),
    /** When a student may see the answers of a submitted attempt (`ANSWER_RELEASES`). */
    answerRelease: text("answer_release").notNull().default("after_close"),
    /** Which of a student's attempts ranks: "first" or "best". */
    rankBy: text("rank_by").notNull().default("first"),
    isDemo: boolean("is_demo").notNull().default(false),
    partialCredit: boolean("partial_credit").notNull().default(false),
    /**
     * Bumped by triggers (migration 0012) whenever the exam, its question list or one of its questions
     * changes: the in-memory question paper is keyed by it, so it can never be served stale.
     */
    paperVersion: integer("paper_version").notNull().default(1),
    /** Hours after closing in which the provisional key may be challenged (0: no challenges). */
    challengeHours: integer("challenge_hours").notNull().default(48),
    /** Fee per challenge in rupees, a recorded setting (no payment flow); 0: free. */
    challengeFee: integer("challenge_fee").notNull().default(0),
    /** Who gets full marks for a question dropped from the key: "attempted" or "all". */
    dropPolicy: text("drop_policy").notNull().default("attempted"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The window students were last told about, so a republish announces only a changed window. */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    announcedOpensAt: timestamp("announced_opens_at", { withTimezone: true }),
    announcedClosesAt: timestamp("announced_closes_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exams_status_idx").on(t.status, t.id), index("exams_course_idx").on(t.courseId)],
);

/** The ordered questions of an exam with the marks they carry in it. */
export const examQuestions = pgTable(
  "exam_questions",
  {
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "restrict" }),
    section: integer("section").notNull().default(0),
    position: integer("position").notNull(),
    marks: numeric("marks", { precision: 6, scale: 2, mode: "number" }).notNull(),
    negativeMarks: numeric("negative_marks", { precision: 6, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("exam_questions_pk").on(t.examId, t.questionId),
    index("exam_questions_question_idx").on(t.questionId),
  ],
);

/** A student's (or a visitor's, for demo exams) go at an exam. Started attempts freeze the exam. */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Demo attempts by visitors: SHA-256 of the secret handed out at start, which stands in for a login. */
    tokenHash: text("token_hash"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Closed by the clock (the browser at zero, or the server's sweep) rather than by the student. */
    autoSubmitted: boolean("auto_submitted").notNull().default(false),
    /** The question the student was last on (by the newest save), so a reload resumes there. */
    currentQuestionId: integer("current_question_id"),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    score: numeric("score", { precision: 8, scale: 2, mode: "number" }),
    maxMarks: numeric("max_marks", { precision: 8, scale: 2, mode: "number" }),
    pendingEvaluation: boolean("pending_evaluation").notNull().default(false),
    evaluatedAt: timestamp("evaluated_at", { withTimezone: true }),
    evaluatedBy: integer("evaluated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("exam_attempts_exam_idx").on(t.examId, t.submittedAt),
    index("exam_attempts_user_idx").on(t.userId, t.examId),
    // "My progress": a student's submitted attempts, newest first.
    index("exam_attempts_user_submitted_idx")
      .on(t.userId, t.submittedAt)
      .where(sql`${t.submittedAt} is not null`),
    // One open attempt per student and exam, so two Start clicks at once cannot open two.
    uniqueIndex("exam_attempts_one_open_uq")
      .on(t.userId, t.examId)
      .where(sql`${t.submittedAt} is null and ${t.userId} is not null`),
    // The sweep that closes attempts whose time ran out reads only open attempts by deadline.
    index("exam_attempts_open_idx").on(t.deadline).where(sql`${t.submittedAt} is null`),
    // The evaluation queue: submitted attempts waiting for an evaluator, oldest first.
    index("exam_attempts_pending_idx").on(t.submittedAt).where(sql`${t.pendingEvaluation}`),
  ],
);

/** One answer of an attempt, saved as the student works; graded at submission, evaluated if written. */
export const attemptAnswers = pgTable(
  "attempt_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id").notNull(),
    selected: jsonb("selected").$type<string[]>().notNull().default([]),
    text: text("text").notNull().default(""),
    marked: boolean("marked").notNull().default(false),
    timeSpentMs: integer("time_spent_ms").notNull().default(0),
    /** The browser's change counter: a save with a lower one is older and changes nothing. */
    seq: bigint("seq", { mode: "number" }).notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome"),
    score: numeric("score", { precision: 6, scale: 2, mode: "number" }),
    feedback: text("feedback").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** A student's challenge of one question of an exam's provisional answer key, with a reason. */
export const keyChallenges = pgTable(
  "key_challenges",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    questionId: integer("question_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** The fee in force when the challenge was made (rupees), recorded only. */
    fee: integer("fee").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One challenge per student and question: a second is refused, not added.
    uniqueIndex("key_challenges_one_uq").on(t.examId, t.questionId, t.userId),
  ],
);

/**
 * Staff's decision on a question of an exam's key after challenges: keep, change (the new `correct` or
 * `numeric`) or drop. Grading reads these over the question bank's key, so the bank stays as it was.
 */
export const keyDecisions = pgTable(
  "key_decisions",
  {
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    questionId: integer("question_id").notNull(),
    decision: text("decision", { enum: ["keep", "change", "drop"] }).notNull(),
    correct: jsonb("correct").$type<string[]>(),
    numeric: jsonb("numeric").$type<NumericKey>(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.questionId] })],
);

/**
 * A practice set of one attempt's mistakes (issue #15 item 6): untimed and never ranked, so it lives
 * apart from exam_attempts and no rank, percentile or history count ever sees it. Answers are graded
 * with the exam's marking when the set is submitted, all at once.
 */
export const practiceSets = pgTable(
  "practice_sets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    include: jsonb("include").$type<string[]>().notNull(),
    /** The questions, in the paper's order. */
    questionIds: jsonb("question_ids").$type<number[]>().notNull(),
    answers: jsonb("answers")
      .$type<
        Array<{ question_id: number; selected: string[]; text: string; outcome: string; score: number }>
      >()
      .notNull()
      .default([]),
    score: numeric("score", { precision: 8, scale: 2, mode: "number" }),
    maxMarks: numeric("max_marks", { precision: 8, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    index("practice_sets_attempt_idx").on(t.attemptId, t.createdAt),
    // One open set per attempt, so a second Start resumes it instead of piling up sets.
    uniqueIndex("practice_sets_one_open_uq").on(t.attemptId).where(sql`${t.submittedAt} is null`),
  ],
);

/**
 * A study material (issue #18): a PDF or video in private storage (`storage_key`), or a YouTube/Vimeo
 * link, filed on a node of the course tree, in a chapter, at a position. Demo items are public.
 */
export const courseDocuments = pgTable(
  "course_documents",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    chapter: text("chapter").notNull().default(""),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: ["pdf", "video", "link"] }).notNull(),
    linkUrl: text("link_url"),
    storageKey: text("storage_key"),
    mime: text("mime"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    isDemo: boolean("is_demo").notNull().default(false),
    published: boolean("published").notNull().default(true),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("course_documents_order_idx").on(t.courseId, t.chapter, t.position),
    index("course_documents_uploaded_by_idx").on(t.uploadedBy),
    index("course_documents_demo_idx").on(t.isDemo).where(sql`${t.isDemo}`),
    index("course_documents_storage_key_idx").on(t.storageKey),
  ],
);

/** Where a student is in a material: PDF page or video second, and whether it is done. */
export const materialProgress = pgTable(
  "material_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    materialId: integer("material_id")
      .notNull()
      .references(() => courseDocuments.id, { onDelete: "cascade" }),
    position: doublePrecision("position").notNull().default(0),
    done: boolean("done").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("material_progress_user_material_uq").on(t.userId, t.materialId),
    index("material_progress_recent_idx").on(t.userId, t.updatedAt),
  ],
);

/** The audit log: one row per staff action (who, what, on what, why), written in the action's transaction. */
export const staffActions = pgTable(
  "staff_actions",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** "kind:id", e.g. "user:12", "exam:4", "order:order_abc". */
    target: text("target").notNull(),
    reason: text("reason").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_actions_target_idx").on(t.target, t.id),
    index("staff_actions_created_idx").on(t.createdAt),
  ],
);

/**
 * A public application (issue #11): contact, scholarship, enrolment or partner enquiry. Common personal
 * fields are columns (searchable, erasable); the rest of the form is `fields`. A soft delete keeps the
 * row; an erasure blanks every personal field and removes the documents, leaving an anonymous record.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "scholarship", "enrolment", "partner"] }).notNull(),
    reference: text("reference").notNull(),
    status: text("status", {
      enum: ["new", "in_review", "approved", "rejected", "contacted", "closed"],
    })
      .notNull()
      .default("new"),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** The student who sent it while logged in, or who the email turned out to belong to. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text("idempotency_key"),
    /** A plan granted on approval: {subscription_type, course_id, by}; applied at once or at signup. */
    grant: jsonb("grant").$type<{ subscription_type: string; course_id: number; by: number } | null>(),
    grantAppliedAt: timestamp("grant_applied_at", { withTimezone: true }),
    grantUserId: integer("grant_user_id").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deleteReason: text("delete_reason"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** When staff were told of it in a digest; null until the next digest goes out. */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_reference_uq").on(t.reference),
    uniqueIndex("applications_idempotency_uq").on(t.kind, t.idempotencyKey),
    index("applications_list_idx").on(t.kind, t.createdAt, t.id),
    index("applications_status_idx").on(t.kind, t.status, t.createdAt),
    index("applications_course_idx").on(t.kind, t.courseId),
    index("applications_email_idx").on(sql`lower(${t.email})`),
    index("applications_pending_grant_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.grant} IS NOT NULL AND ${t.grantAppliedAt} IS NULL`),
    index("applications_unannounced_idx").on(t.id).where(sql`${t.announcedAt} IS NULL`),
  ],
);

/** An uploaded application document (private object), claimed by the application that names it. */
export const applicationUploads = pgTable(
  "application_uploads",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: ["id_proof", "marksheet"] }).notNull(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    filename: text("filename").notNull().default(""),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_uploads_application_idx").on(t.applicationId)],
);

/** Who moved an application to which status, when, with what note (notes alone keep the status). */
export const applicationHistory = pgTable(
  "application_history",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_history_application_idx").on(t.applicationId, t.id)],
);

/**
 * A forum doubt (issue #20). `body` is sanitised HTML (formulas as `$…$`), `body_text` its plain text;
 * the counters (votes, answers, teacher_answered, accepted) are kept by the same transaction that
 * changes what they count, so the list reads one row per doubt. The full-text column `search`
 * (tsvector of title and body) and its GIN index are hand-written in the migration.
 */
export const forumQuestions = pgTable(
  "forum_questions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    subject: text("subject").notNull(),
    topic: text("topic").notNull().default(""),
    title: text("title").notNull(),
    body: text("body").notNull(),
    bodyText: text("body_text").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** Raised from a test review: the exam question it is about (and the exam, for the title). */
    linkedQuestionId: integer("linked_question_id").references(() => questions.id, { onDelete: "set null" }),
    linkedExamId: integer("linked_exam_id").references(() => exams.id, { onDelete: "set null" }),
    hidden: boolean("hidden").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    votes: integer("votes").notNull().default(0),
    answerCount: integer("answer_count").notNull().default(0),
    teacherAnswered: boolean("teacher_answered").notNull().default(false),
    acceptedAnswerId: integer("accepted_answer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("forum_questions_newest_idx").on(t.hidden, t.id),
    index("forum_questions_votes_idx").on(t.hidden, t.votes, t.id),
    index("forum_questions_course_idx").on(t.courseId, t.hidden, t.id),
    index("forum_questions_user_idx").on(t.userId, t.id),
    // The staff queue and the "unanswered" filter: visible doubts nobody has answered, oldest first.
    index("forum_questions_unanswered_idx").on(t.id).where(sql`${t.answerCount} = 0 and not ${t.hidden}`),
    index("forum_questions_teacher_idx").on(t.id).where(sql`${t.teacherAnswered} and not ${t.hidden}`),
  ],
);

export const forumAnswers = pgTable(
  "forum_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => forumQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Written by staff: shown with the Teacher badge. */
    byStaff: boolean("by_staff").notNull().default(false),
    body: text("body").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    hidden: boolean("hidden").notNull().default(false),
    votes: integer("votes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    index("forum_answers_question_idx").on(t.questionId, t.id),
    index("forum_answers_user_idx").on(t.userId),
  ],
);

/** One upvote per person and post; `kind` is "question" or "answer". */
export const forumVotes = pgTable(
  "forum_votes",
  {
    kind: text("kind", { enum: ["question", "answer"] }).notNull(),
    postId: integer("post_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.postId, t.userId] })],
);

/** Who is told of new answers to a doubt (the asker follows their own doubt from the start). */
export const forumFollows = pgTable(
  "forum_follows",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => forumQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index("forum_follows_user_idx").on(t.userId)],
);

/** A report of a post; open until staff resolve it (hide, restore or dismiss). */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["question", "answer"] }).notNull(),
    postId: integer("post_id").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => forumQuestions.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("forum_reports_open_uq")
      .on(t.kind, t.postId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index("forum_reports_open_idx").on(t.id).where(sql`${t.resolvedAt} is null`),
  ],
);

/** Pictures uploaded for forum posts: owned by their uploader until a post takes them. */
export const forumImages = pgTable(
  "forum_images",
  {
    key: text("key").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attached: boolean("attached").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forum_images_user_idx").on(t.userId, t.createdAt)],
);

/** Editable copy of the public information pages (pages CMS), one row per page; `revision` is the current one. */
export const pages = pgTable("pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  seoTitle: text("seo_title").notNull().default(""),
  description: text("description").notNull().default(""),
  /** Sanitised HTML. */
  body: text("body").notNull().default(""),
  /** The Hindi version (body sanitised like `body`), or null for an English-only page. */
  hindi: jsonb("hindi").$type<PageHindi>(),
  revision: integer("revision").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Every saved version of a page (the seeded text is revision 1); restoring one saves it as a new revision. */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: serial("id").primaryKey(),
    slug: text("slug")
      .notNull()
      .references(() => pages.slug, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    hindi: jsonb("hindi").$type<PageHindi>(),
    /** e.g. "Seeded text", "Restored revision 3". */
    note: text("note").notNull().default(""),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_revisions_slug_revision_uq").on(t.slug, t.revision)],
);

/** Blog categories staff create; posts belong to at most one. */
export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog posts. A post with no publish time is a draft; one whose publish time is still ahead is scheduled;
 * visitors see only posts whose publish time has passed. The body is HTML sanitised on the way in.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    coverImage: text("cover_image"),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_category_idx").on(t.categoryId),
  ],
);

/** The tags of a post (lowercase), one row each. */
export const blogTags = pgTable(
  "blog_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tag] }), index("blog_tags_tag_idx").on(t.tag)],
);

/**
 * Replies to requests sent with an `Idempotency-Key` (the web app's offline outbox replays them): a
 * replay of the same key by the same user gets the stored reply instead of running again. A row with a
 * null status is a request still in progress. Rows older than a day are purged.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    statusCode: integer("status_code"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
