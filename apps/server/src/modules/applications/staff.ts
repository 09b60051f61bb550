import {
  type ApplicationDocument,
  type ApplicationKind,
  type ApplicationListQuery,
  type ApplicationStatus,
  BRAND,
  csvLine,
  fromAcademyInput,
  isDecision,
  nextStatuses,
  STATUS_LABEL,
  type StatusChange,
  statusMoveError,
} from "@medhavi/domain";
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
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  applicationHistory,
  applications,
  applicationUploads,
  courses,
  notifications,
  users,
} from "../../db/schema";
import { containsPattern } from "../../db/sql";
import type { Platform } from "../../platform/context";
import { badRequest, conflict, HttpError, notFound } from "../../platform/errors";
import { EXPORT_BATCH } from "../../platform/exports";
import { signedFileUrl } from "../../platform/files";
import { recordStaffAction } from "../backoffice/audit";
import { grantPlan } from "../backoffice/grant-plan";
import { pushNotification } from "../notifications/service";
import { KIND_LABEL, STAFF_PAGE } from "./submit";

export const NOT_FOUND = "No such application.";
export const ERASED = "This application was erased: its personal details and documents are gone.";
export const GRANT_ON_APPROVAL = "A plan can be granted only when a scholarship is approved.";

type Row = typeof applications.$inferSelect;

/** What the list and the export select by. */
type ApplicationFilters = Omit<ApplicationListQuery, "page" | "pageSize">;

function filters(q: ApplicationFilters, timeZone: string): SQL | undefined {
  const text = q.q?.trim();
  const dayStart = (d: string) => new Date(fromAcademyInput(`${d}T00:00`, timeZone));
  const nextDay = (d: string) => new Date(dayStart(d).getTime() + 24 * 60 * 60 * 1000);
  return and(
    q.kind === "enquiry"
      ? inArray(applications.kind, ["contact", "partner"])
      : q.kind
        ? eq(applications.kind, q.kind)
        : undefined,
    q.deleted === "true" ? isNotNull(applications.deletedAt) : isNull(applications.deletedAt),
    q.status ? eq(applications.status, q.status) : undefined,
    q.course_id ? eq(applications.courseId, q.course_id) : undefined,
    q.from ? gte(applications.createdAt, dayStart(q.from)) : undefined,
    q.to ? lt(applications.createdAt, nextDay(q.to)) : undefined,
    text
      ? or(
          ilike(applications.name, containsPattern(text)),
          ilike(applications.email, containsPattern(text)),
          ilike(applications.mobile, containsPattern(text)),
          ilike(applications.reference, containsPattern(text)),
        )
      : undefined,
  );
}

const listColumns = {
  row: applications,
  course: courses.name,
};

function toListItem(r: { row: Row; course: string | null }) {
  const a = r.row;
  return {
    id: a.id,
    kind: a.kind,
    reference: a.reference,
    status: a.status,
    name: a.name,
    email: a.email,
    mobile: a.mobile,
    course_id: a.courseId,
    course: r.course,
    fields: a.fields,
    created_at: a.createdAt.getTime(),
    updated_at: a.updatedAt.getTime(),
    deleted: a.deletedAt !== null,
    erased: a.erasedAt !== null,
  };
}
export type ApplicationListItem = ReturnType<typeof toListItem>;

/** One page of applications, newest first, with the total for the pager. */
export async function listApplications(db: DbOrTx, q: ApplicationListQuery, timeZone: string) {
  const where = filters(q, timeZone);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(applications)
      .leftJoin(courses, eq(courses.id, applications.courseId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { items: rows.map(toListItem), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * Every application the filters select, as CSV lines (header first), with each form field any of them
 * has as a column of its own. Read EXPORT_BATCH rows a query, so an export of any size streams.
 */
export async function* exportCsv(db: DbOrTx, q: ApplicationFilters, timeZone: string) {
  const where = filters(q, timeZone);
  const keys = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${applications.fields})` })
    .from(applications)
    .where(where);
  const extra = keys.map((k) => k.key).sort();
  yield csvLine(["reference", "kind", "status", "name", "email", "mobile", "course", "created_at", ...extra]);
  for (let page = 1; ; page += 1) {
    const { items } = await listApplications(db, { ...q, page, pageSize: EXPORT_BATCH }, timeZone);
    yield items
      .map((i) =>
        csvLine([
          i.reference,
          i.kind,
          STATUS_LABEL[i.status],
          i.name,
          i.email,
          i.mobile,
          i.course ?? "",
          new Date(i.created_at).toISOString(),
          ...extra.map((k) => i.fields[k]),
        ]),
      )
      .join("");
    if (items.length < EXPORT_BATCH) return;
  }
}

async function row(db: DbOrTx, id: number, lock = false): Promise<Row> {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Everything staff see on the detail view: the form, documents, history, the moves allowed next. */
export async function applicationDetail(db: DbOrTx, id: number) {
  const a = await row(db, id);
  const [[course], docs, history, [account]] = await Promise.all([
    a.courseId
      ? db.select({ name: courses.name }).from(courses).where(eq(courses.id, a.courseId))
      : Promise.resolve([]),
    db
      .select({
        purpose: applicationUploads.purpose,
        mime: applicationUploads.mime,
        size: applicationUploads.sizeBytes,
        filename: applicationUploads.filename,
      })
      .from(applicationUploads)
      .where(eq(applicationUploads.applicationId, id))
      .orderBy(asc(applicationUploads.purpose)),
    db
      .select({
        id: applicationHistory.id,
        from: applicationHistory.fromStatus,
        to: applicationHistory.toStatus,
        note: applicationHistory.note,
        at: applicationHistory.createdAt,
        actorFirst: users.firstName,
        actorLast: users.lastName,
        actorId: applicationHistory.actorId,
      })
      .from(applicationHistory)
      .leftJoin(users, eq(users.id, applicationHistory.actorId))
      .where(eq(applicationHistory.applicationId, id))
      .orderBy(asc(applicationHistory.id)),
    a.email
      ? db
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(sql`lower(${users.email}) = ${a.email.toLowerCase()}`)
      : Promise.resolve([]),
  ]);
  return {
    id: a.id,
    kind: a.kind,
    reference: a.reference,
    status: a.status,
    name: a.name,
    email: a.email,
    mobile: a.mobile,
    course_id: a.courseId,
    course: course?.name ?? null,
    fields: a.fields,
    created_at: a.createdAt.getTime(),
    updated_at: a.updatedAt.getTime(),
    /** The student account of this email, if any (a plan granted on approval lands there). */
    account_id: account?.role === "student" ? account.id : null,
    grant: a.grant
      ? {
          subscription_type: a.grant.subscription_type,
          course_id: a.grant.course_id,
          applied_at: a.grantAppliedAt?.getTime() ?? null,
          user_id: a.grantUserId,
        }
      : null,
    documents: a.erasedAt ? [] : docs,
    history: history.map((h) => ({
      id: h.id,
      from: h.from,
      to: h.to,
      note: h.note,
      at: h.at.getTime(),
      by: h.actorId ? `${h.actorFirst ?? ""} ${h.actorLast ?? ""}`.trim() || "(removed)" : null,
    })),
    next_statuses: a.deletedAt || a.erasedAt ? [] : nextStatuses(a.kind, a.status),
    deleted: a.deletedAt
      ? { at: a.deletedAt.getTime(), reason: a.deleteReason ?? "", by: a.deletedBy }
      : null,
    erased_at: a.erasedAt?.getTime() ?? null,
  };
}

/** A signed link (10 minutes) to one of the application's documents; staff only, checked by the route. */
export async function documentAccess(p: Platform, id: number, document: ApplicationDocument) {
  const a = await row(p.db, id);
  if (a.erasedAt) throw new HttpError(404, ERASED);
  const [doc] = await p.db
    .select()
    .from(applicationUploads)
    .where(and(eq(applicationUploads.applicationId, id), eq(applicationUploads.purpose, document)));
  if (!doc) throw notFound("This application has no such document.");
  const ext = doc.storageKey.split(".").pop() ?? "bin";
  return {
    ...(await signedFileUrl(p.storage, p.fileKey, doc.storageKey, {
      contentType: doc.mime,
      filename: `${a.reference}-${document}.${ext}`,
    })),
    mime: doc.mime,
  };
}

/**
 * Moves an application along the workflow with a note, in one transaction with its history line and the
 * audit line. Approving a scholarship may grant a plan through the staff grant door: at once when the
 * email has a student account, else when one is made with that email (and the application's mobile).
 * The applicant hears of a decision by SMS, and by a notification when they have an account.
 */
export async function changeStatus(p: Platform, actor: number, id: number, change: StatusChange) {
  const result = await p.db.transaction(async (tx) => {
    const a = await row(tx, id, true);
    if (a.erasedAt || a.deletedAt) throw conflict("A deleted application cannot change status.");
    const refused = statusMoveError(a.kind, a.status, change.status);
    if (refused) throw conflict(refused);
    if (change.grant && (a.kind !== "scholarship" || change.status !== "approved")) {
      throw badRequest(GRANT_ON_APPROVAL);
    }
    const now = new Date();
    let grantedTo: number | null = null;
    if (change.grant) {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${a.email.toLowerCase()}`, eq(users.role, "student")));
      if (account) {
        // The grant door runs its own (nested) transaction: a refusal rolls the approval back with it.
        await grantPlan(
          tx as unknown as Db,
          actor,
          {
            userid: account.id,
            course_id: change.grant.course_id,
            subscription_type: change.grant.subscription_type,
            reason: `Scholarship ${a.reference} approved`,
          },
          p.config.academyTimeZone,
        );
        grantedTo = account.id;
      }
    }
    await tx
      .update(applications)
      .set({
        status: change.status,
        updatedAt: now,
        ...(change.grant
          ? {
              grant: {
                subscription_type: change.grant.subscription_type,
                course_id: change.grant.course_id,
                by: actor,
              },
              grantAppliedAt: grantedTo ? now : null,
              grantUserId: grantedTo,
              ...(grantedTo ? { userId: a.userId ?? grantedTo } : {}),
            }
          : {}),
      })
      .where(eq(applications.id, id));
    await tx.insert(applicationHistory).values({
      applicationId: id,
      actorId: actor,
      fromStatus: a.status,
      toStatus: change.status,
      note: change.note,
    });
    await recordStaffAction(tx, {
      actor,
      action: "application-status",
      target: `application:${id}`,
      reason: change.note,
      detail: {
        reference: a.reference,
        from: a.status,
        to: change.status,
        ...(change.grant ? { grant: change.grant, granted_to: grantedTo } : {}),
      },
    });
    return { a, grantedTo };
  });
  if (isDecision(change.status)) await notifyDecision(p, result.a, change.status);
  return { grant_applied: result.grantedTo !== null, granted_to: result.grantedTo };
}

async function notifyDecision(p: Platform, a: Row, status: ApplicationStatus) {
  const what = KIND_LABEL[a.kind];
  const text =
    status === "approved"
      ? `${BRAND.name}: good news! Your ${what} ${a.reference} has been approved. We will contact you with the next steps.`
      : `${BRAND.name}: your ${what} ${a.reference} was not approved this time. Thank you for applying.`;
  await p.sms
    .send(a.mobile, text)
    .catch((err) => p.log.warn({ err, reference: a.reference }, "could not send the decision SMS"));
  const [account] = await p.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${a.email.toLowerCase()}`, eq(users.role, "student")));
  if (account) {
    await pushNotification(p.db, account, {
      notificationType: "announcement",
      notificationMsg: text.replace(`${BRAND.name}: `, ""),
      navigate: "/profile",
    }).catch((err) => p.log.warn({ err }, "could not notify the applicant"));
  }
}

/** A note on the history without a status change. */
export async function addNote(db: Db, actor: number, id: number, note: string) {
  await db.transaction(async (tx) => {
    const a = await row(tx, id, true);
    if (a.erasedAt) throw new HttpError(404, ERASED);
    await tx
      .insert(applicationHistory)
      .values({ applicationId: id, actorId: actor, fromStatus: a.status, toStatus: a.status, note });
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
    await recordStaffAction(tx, {
      actor,
      action: "application-note",
      target: `application:${id}`,
      detail: { reference: a.reference },
    });
  });
}

/** Soft delete: the application leaves the lists (still found with deleted=true), with the reason. */
export async function softDelete(db: Db, actor: number, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const a = await row(tx, id, true);
    if (a.deletedAt) throw conflict("This application is already deleted.");
    const now = new Date();
    await tx
      .update(applications)
      .set({ deletedAt: now, deletedBy: actor, deleteReason: reason, updatedAt: now })
      .where(eq(applications.id, id));
    await recordStaffAction(tx, {
      actor,
      action: "application-delete",
      target: `application:${id}`,
      reason,
      detail: { reference: a.reference },
    });
  });
}

/**
 * Erasure at the applicant's request: documents removed from storage, name, email, mobile, the form's
 * fields and history notes blanked. What remains (kind, course, status, dates, reference) names nobody.
 */
export async function eraseApplicant(p: Platform, actor: number, id: number, reason: string) {
  const keys = await p.db.transaction(async (tx) => {
    const a = await row(tx, id, true);
    if (a.erasedAt) throw conflict("This application is already erased.");
    const docs = await tx
      .delete(applicationUploads)
      .where(eq(applicationUploads.applicationId, id))
      .returning({ key: applicationUploads.storageKey });
    const now = new Date();
    await tx
      .update(applications)
      .set({
        name: "",
        email: "",
        mobile: "",
        fields: {},
        idempotencyKey: null,
        grant: a.grantAppliedAt ? a.grant : null,
        erasedAt: now,
        deletedAt: a.deletedAt ?? now,
        deletedBy: a.deletedBy ?? actor,
        deleteReason: a.deleteReason ?? reason,
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    await tx.update(applicationHistory).set({ note: "" }).where(eq(applicationHistory.applicationId, id));
    // The staff bell named the applicant: those lines lose the name too.
    await tx
      .update(notifications)
      .set({
        notificationMsg: sql`replace(${notifications.notificationMsg}, ${` from ${a.name}.`}, ' (erased).')`,
      })
      .where(and(eq(notifications.navigate, `${STAFF_PAGE[a.kind]}?ref=${a.reference}`)));
    await recordStaffAction(tx, {
      actor,
      action: "application-erase",
      target: `application:${id}`,
      reason,
      detail: { reference: a.reference, documents: docs.length },
    });
    return docs.map((d) => d.key);
  });
  for (const key of keys) {
    await p.storage
      .remove(key)
      .catch((err) => p.log.warn({ err }, "could not remove an application document"));
  }
  return { documents_removed: keys.length };
}

/**
 * Called after signup: plans granted on approved scholarships of this email (and mobile) that had no
 * account yet are given now, each through the staff grant door in the name of the approver.
 */
export async function applyPendingGrants(
  p: Platform,
  user: { id: number; email: string; mobileNumber: string },
): Promise<number> {
  const pending = await p.db
    .select()
    .from(applications)
    .where(
      and(
        sql`lower(${applications.email}) = ${user.email.toLowerCase()}`,
        eq(applications.mobile, user.mobileNumber),
        isNotNull(applications.grant),
        isNull(applications.grantAppliedAt),
        isNull(applications.deletedAt),
        eq(applications.status, "approved"),
      ),
    );
  let applied = 0;
  for (const a of pending) {
    if (!a.grant) continue;
    const grant = a.grant;
    try {
      await p.db.transaction(async (tx) => {
        const claimed = await tx
          .update(applications)
          .set({ grantAppliedAt: new Date(), grantUserId: user.id, userId: a.userId ?? user.id })
          .where(and(eq(applications.id, a.id), isNull(applications.grantAppliedAt)))
          .returning({ id: applications.id });
        if (claimed.length === 0) return;
        await grantPlan(
          tx as unknown as Db,
          grant.by,
          {
            userid: user.id,
            course_id: grant.course_id,
            subscription_type: grant.subscription_type as never,
            reason: `Scholarship ${a.reference} approved (applied at signup)`,
          },
          p.config.academyTimeZone,
        );
        await tx.insert(applicationHistory).values({
          applicationId: a.id,
          fromStatus: a.status,
          toStatus: a.status,
          note: `${grant.subscription_type} plan given to the new account.`,
        });
      });
      applied += 1;
    } catch (err) {
      p.log.warn({ err, reference: a.reference }, "could not apply a scholarship grant at signup");
    }
  }
  return applied;
}

export type { ApplicationKind };
