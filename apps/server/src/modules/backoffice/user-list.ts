import type { UserListQuery } from "@medhavi/domain";
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, subscriptions, users } from "../../db/schema";
import { containsPattern } from "../../db/sql";

/** Each user's current plan: the latest started subscription not ended early (it may have run out). */
function currentPlans(db: DbOrTx, now: Date) {
  return db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      courseId: subscriptions.courseId,
      type: subscriptions.type,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .where(and(isNull(subscriptions.endedAt), lte(subscriptions.startsAt, now)))
    .orderBy(subscriptions.userId, desc(subscriptions.startsAt), desc(subscriptions.id))
    .as("cur");
}

/**
 * The back office's user list: search over name, email and mobile, filters on role, status, the current
 * plan's course and type, and plans ending within N days. Only listed columns leave the database: never a
 * password hash or a session.
 */
export async function listUsers(db: DbOrTx, f: UserListQuery, now = new Date()) {
  const cur = currentPlans(db, now);
  const conditions: SQL[] = [];
  if (f.q) {
    const like = containsPattern(f.q);
    const match = or(
      ilike(users.email, like),
      ilike(users.mobileNumber, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    );
    if (match) conditions.push(match);
  }
  if (f.role) conditions.push(eq(users.role, f.role));
  if (f.status) conditions.push(eq(users.status, f.status));
  if (f.course_id) conditions.push(eq(cur.courseId, f.course_id));
  if (f.plan === "none") {
    const none = or(isNull(cur.userId), lte(cur.endsAt, now));
    if (none) conditions.push(none);
  } else if (f.plan) {
    conditions.push(eq(cur.type, f.plan));
  }
  if (f.expiring_days !== undefined) {
    const until = new Date(now.getTime() + f.expiring_days * 86_400_000);
    const expiring = and(gt(cur.endsAt, now), lte(cur.endsAt, until));
    if (expiring) conditions.push(expiring);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dir = f.dir === "asc" ? asc : desc;
  const order =
    f.sort === "name"
      ? [dir(users.firstName), dir(users.lastName), dir(users.id)]
      : f.sort === "email"
        ? [dir(users.email)]
        : f.sort === "plan_end"
          ? [sql`${cur.endsAt} ${sql.raw(f.dir === "asc" ? "asc" : "desc")} nulls last`, dir(users.id)]
          : [dir(users.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobileNumber: users.mobileNumber,
        status: users.status,
        createdAt: users.createdAt,
        plan: cur.type,
        planEnd: cur.endsAt,
        courseId: cur.courseId,
        courseName: courses.name,
      })
      .from(users)
      .leftJoin(cur, eq(cur.userId, users.id))
      .leftJoin(courses, eq(courses.id, cur.courseId))
      .where(where)
      .orderBy(...order)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(users).leftJoin(cur, eq(cur.userId, users.id)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      userid: r.id,
      role: r.role,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      mobileNumber: r.mobileNumber,
      status: r.status,
      createdAt: r.createdAt.getTime(),
      plan: r.plan,
      plan_end: r.planEnd?.getTime() ?? null,
      plan_live: r.planEnd ? r.planEnd > now : false,
      course_id: r.courseId,
      course_name: r.courseName,
    })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}
