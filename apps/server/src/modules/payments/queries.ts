import { ORDER_STATUSES, type OrderStatus, refundablePaise, refundTotals } from "@medhavi/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  not,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, paymentOrders, paymentRefunds, subscriptions, users } from "../../db/schema";
import { containsPattern } from "../../db/sql";

function basePaymentQuery(db: DbOrTx) {
  return db
    .select({
      id: paymentOrders.id,
      order_id: paymentOrders.orderId,
      payment_id: paymentOrders.paymentId,
      status: paymentOrders.status,
      amountPaise: paymentOrders.amountPaise,
      currency: paymentOrders.currency,
      subscription_type: paymentOrders.subscriptionType,
      course_id: paymentOrders.courseId,
      courseName: courses.name,
      createdAt: paymentOrders.createdAt,
      paidAt: paymentOrders.paidAt,
      failureReason: paymentOrders.failureReason,
      refundDueReason: paymentOrders.refundDueReason,
      refundedPaise: paymentOrders.refundedPaise,
      refundId: paymentOrders.refundId,
      refundedAt: paymentOrders.refundedAt,
      subscriptionStart: subscriptions.startsAt,
      subscriptionEnd: subscriptions.endsAt,
      subscriptionEndedAt: subscriptions.endedAt,
      subscriptionEndReason: subscriptions.endReason,
      studentName: users.firstName,
      studentLastName: users.lastName,
      studentEmail: users.email,
    })
    .from(paymentOrders)
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id));
}

type PaymentRow = Awaited<ReturnType<typeof basePaymentQuery>>[number];

/**
 * The period the plan really ran: cut short when it was refunded, replaced or ended by staff, and none at
 * all for a booked renewal cancelled before it started.
 */
function realPeriod(row: PaymentRow): { start: number | null; end: number | null } {
  if (!row.subscriptionStart || !row.subscriptionEnd) return { start: null, end: null };
  const start = row.subscriptionStart.getTime();
  const planned = row.subscriptionEnd.getTime();
  const ended = row.subscriptionEndedAt?.getTime();
  if (ended === undefined) return { start, end: planned };
  if (ended <= start) return { start: null, end: null };
  return { start, end: Math.min(planned, ended) };
}

type RefundRow = typeof paymentRefunds.$inferSelect;

/** The refunds of the listed orders, oldest first, by order. */
async function refundsByOrder(db: DbOrTx, rows: readonly PaymentRow[]) {
  const byOrder = new Map<number, RefundRow[]>();
  if (rows.length === 0) return byOrder;
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(
      inArray(
        paymentRefunds.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.refundId));
  for (const r of refunds) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/**
 * Paid with no plan granted and not all of it on its way back: the money staff owe. An order whose refund
 * is pending is not due (it would be refunded twice); one whose refund failed is due again.
 */
const owedBack = () =>
  and(
    eq(paymentOrders.status, "paid"),
    isNotNull(paymentOrders.refundDueReason),
    sql`${paymentOrders.refundedPaise} + coalesce((select sum(r.amount_paise) from ${paymentRefunds} r where r.order_id = ${paymentOrders.id} and r.status = 'pending'), 0) < ${paymentOrders.amountPaise}`,
  );

/** One payment as the history screens show it; amounts in rupees, dates in ms. */
function present(row: PaymentRow, refunds: readonly RefundRow[] = []) {
  const { pendingPaise } = refundTotals(refunds);
  return {
    id: row.id,
    order_id: row.order_id,
    payment_id: row.payment_id,
    status: row.status,
    amount: row.amountPaise / 100,
    currency: row.currency,
    subscription_type: row.subscription_type,
    course_id: row.course_id,
    courseName: row.courseName,
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    failureReason: row.failureReason,
    subscription_start: realPeriod(row).start,
    subscription_end: realPeriod(row).end,
    /** Why the plan ended before its planned end (refunded, replaced, staff), or null. */
    subscription_end_reason: row.subscriptionEndedAt ? row.subscriptionEndReason : null,
    /** Paid, but the plan rule refused a plan for it: staff refund it. Cleared in effect once refunded. */
    refund_due:
      row.refundDueReason !== null &&
      row.status === "paid" &&
      refundablePaise(row.amountPaise, row.refundedPaise, pendingPaise) > 0,
    refund_due_reason: row.refundDueReason,
    refunded_amount: row.refundedPaise / 100,
    refund_id: row.refundId,
    refundedAt: row.refundedAt?.getTime() ?? null,
    /** Every refund of the payment with its state: only processed ones are in refunded_amount. */
    refunds: refunds.map((r) => ({ refund_id: r.refundId, amount: r.amountPaise / 100, status: r.status })),
  };
}

export interface Page {
  page: number;
  pageSize: number;
}

/** The student's own payments, newest first. */
export async function paymentHistory(db: DbOrTx, userId: number, { page, pageSize }: Page) {
  const where = eq(paymentOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    basePaymentQuery(db)
      .where(where)
      .orderBy(desc(paymentOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(paymentOrders).where(where),
  ]);
  const refunds = await refundsByOrder(db, rows);
  return { items: rows.map((r) => present(r, refunds.get(r.id))), total: total?.n ?? 0, page, pageSize };
}

export interface PaymentFilter extends Page {
  status?: OrderStatus | undefined;
  /** Only payments flagged for a refund (paid, no plan granted). */
  refund_due?: boolean | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Matches the student's name or email. */
  q?: string | undefined;
}

/** Every payment for the back office, filtered, with totals over the whole filter (not just the page). */
export async function allPayments(db: DbOrTx, f: PaymentFilter) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(paymentOrders.status, f.status));
  if (f.refund_due !== undefined) {
    const due = owedBack();
    const c = f.refund_due ? due : due && not(due);
    if (c) conditions.push(c);
  }
  if (f.from !== undefined) conditions.push(gte(paymentOrders.createdAt, new Date(f.from)));
  if (f.to !== undefined) conditions.push(lt(paymentOrders.createdAt, new Date(f.to)));
  if (f.q) {
    const like = containsPattern(f.q);
    const match = or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dueWhere = and(where, owedBack());
  const [rows, totals, [due]] = await Promise.all([
    basePaymentQuery(db)
      .where(where)
      .orderBy(desc(paymentOrders.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ status: paymentOrders.status, n: count(), amount: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where)
      .groupBy(paymentOrders.status),
    db
      .select({ n: count(), amount: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(dueWhere),
  ]);
  const refunds = await refundsByOrder(db, rows);
  const byStatus = Object.fromEntries(
    totals.map((t) => [t.status, { count: t.n, amount: Number(t.amount ?? 0) / 100 }]),
  );
  return {
    items: rows.map((r) => ({
      ...present(r, refunds.get(r.id)),
      student: { name: `${r.studentName} ${r.studentLastName}`.trim(), email: r.studentEmail },
    })),
    total: totals.reduce((n, t) => n + t.n, 0),
    page: f.page,
    pageSize: f.pageSize,
    totals: {
      ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s] ?? { count: 0, amount: 0 }])),
      /** Paid with no plan granted: the money staff owe back. */
      refund_due: { count: due?.n ?? 0, amount: Number(due?.amount ?? 0) / 100 },
    } as Record<OrderStatus | "refund_due", { count: number; amount: number }>,
  };
}
