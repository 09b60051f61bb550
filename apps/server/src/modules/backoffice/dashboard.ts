import { academyDayKey, startOfAcademyDay, startOfAcademyMonth } from "@medhavi/domain";
import { and, count, eq, gt, gte, isNotNull, isNull, lte, sql, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, paymentOrders, subscriptions, users } from "../../db/schema";

const DAY_MS = 86_400_000;
export const SERIES_DAYS = 90;

/** Figures for one period (today or this month), counted on the academy's calendar. */
async function periodFigures(db: DbOrTx, from: Date) {
  const [[signups], [paid], [refunded], [tests], [converted]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "student"), gte(users.createdAt, from))),
    db
      .select({ n: count(), amount: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(gte(paymentOrders.paidAt, from)),
    db
      .select({ n: count(), amount: sum(paymentOrders.refundedPaise) })
      .from(paymentOrders)
      .where(gte(paymentOrders.refundedAt, from)),
    db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(isNotNull(examAttempts.userId), gte(examAttempts.submittedAt, from))),
    // A trial converts when a student who had one pays for a plan.
    db
      .select({ n: sql<number>`count(distinct ${paymentOrders.userId})`.mapWith(Number) })
      .from(paymentOrders)
      .where(
        and(
          gte(paymentOrders.paidAt, from),
          sql`exists (select 1 from ${subscriptions} s where s.user_id = ${paymentOrders.userId} and s.type = 'Free')`,
        ),
      ),
  ]);
  return {
    signups: signups?.n ?? 0,
    payments: paid?.n ?? 0,
    revenue_paid: Number(paid?.amount ?? 0) / 100,
    refunds: refunded?.n ?? 0,
    revenue_refunded: Number(refunded?.amount ?? 0) / 100,
    tests_taken: tests?.n ?? 0,
    trials_converted: converted?.n ?? 0,
  };
}

/** The staff dashboard: today and this month, live plans by type, work waiting, and 90 days of series. */
export async function dashboard(db: DbOrTx, timeZone: string, now = new Date()) {
  const today = startOfAcademyDay(now.getTime(), timeZone);
  const month = startOfAcademyMonth(now.getTime(), timeZone);
  const seriesFrom = startOfAcademyDay(now.getTime() - (SERIES_DAYS - 1) * DAY_MS, timeZone);
  const day = (column: unknown) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [todayFigures, monthFigures, live, [pending], signupDays, revenueDays] = await Promise.all([
    periodFigures(db, today),
    periodFigures(db, month),
    db
      .select({ type: subscriptions.type, n: count() })
      .from(subscriptions)
      .where(
        and(isNull(subscriptions.endedAt), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)),
      )
      .groupBy(subscriptions.type),
    db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.pendingEvaluation, true)),
    db
      .select({ day: day(users.createdAt), n: count() })
      .from(users)
      .where(and(eq(users.role, "student"), gte(users.createdAt, seriesFrom)))
      .groupBy(sql`1`),
    db
      .select({ day: day(paymentOrders.paidAt), amount: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(gte(paymentOrders.paidAt, seriesFrom))
      .groupBy(sql`1`),
  ]);
  const signupsBy = new Map(signupDays.map((r) => [r.day, r.n]));
  const revenueBy = new Map(revenueDays.map((r) => [r.day, Number(r.amount ?? 0) / 100]));
  const series = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const key = academyDayKey(seriesFrom.getTime() + i * DAY_MS + 12 * 3_600_000, timeZone);
    return { day: key, signups: signupsBy.get(key) ?? 0, revenue: revenueBy.get(key) ?? 0 };
  });
  return {
    time_zone: timeZone,
    today: todayFigures,
    month: monthFigures,
    live_plans: Object.fromEntries(live.map((r) => [r.type, r.n])) as Record<string, number>,
    pending_evaluations: pending?.n ?? 0,
    series,
  };
}
