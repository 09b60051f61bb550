import {
  PAGE_CATALOGUE,
  PAGE_MESSAGES,
  type PageHindi,
  type PageRevision,
  type PageRevisionSummary,
  type PageUpdate,
  type PublicPage,
  pagePath,
  pageUpdateSchema,
  type StaffPage,
} from "@medhavi/domain";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { pageRevisions, pages, users } from "../../db/schema";
import { SEED_PAGES } from "../../db/seed-pages";
import { SEED_PAGES_HINDI } from "../../db/seed-pages-hi";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { sanitizePage } from "../../platform/html";
import { recordStaffAction } from "../backoffice/audit";

type PageRow = typeof pages.$inferSelect;

const catalogue = new Map<string, { label: string; group: string }>(PAGE_CATALOGUE.map((p) => [p.slug, p]));

function toPublic(row: PageRow): PublicPage {
  return {
    slug: row.slug,
    path: pagePath(row.slug),
    title: row.title,
    seo_title: row.seoTitle,
    description: row.description,
    body: row.body,
    hindi: row.hindi ?? null,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
  };
}

const authorName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** A Hindi version with its body sanitised like the English body; a text that sanitises to nothing is refused. */
function cleanHindi(hindi: PageHindi): PageHindi {
  const body = sanitizePage(hindi.body);
  if (body === "") throw badRequest(PAGE_MESSAGES.HINDI_BODY_REQUIRED);
  return { title: hindi.title, description: hindi.description, body };
}

function seededHindi(slug: string): PageHindi | null {
  const hindi = SEED_PAGES_HINDI[slug];
  return hindi ? cleanHindi(hindi) : null;
}

/**
 * Seeds each catalogue page that has no row yet with today's text as revision 1 (new pages join later).
 * A page still at its seeded revision 1 without a Hindi version gets the seeded Hindi one (databases
 * seeded before the Hindi pages); a page staff have edited is left alone.
 */
export async function seedPages(tx: DbOrTx): Promise<number> {
  let added = 0;
  for (const page of SEED_PAGES) {
    const hindi = seededHindi(page.slug);
    const inserted = await tx
      .insert(pages)
      .values({ ...page, body: sanitizePage(page.body), hindi, revision: 1 })
      .onConflictDoNothing()
      .returning({ slug: pages.slug });
    if (inserted.length === 0) {
      if (hindi) await addSeededHindi(tx, page.slug, hindi);
      continue;
    }
    await tx.insert(pageRevisions).values({
      ...page,
      body: sanitizePage(page.body),
      hindi,
      revision: 1,
      note: "Original text",
    });
    added += 1;
  }
  return added;
}

async function addSeededHindi(tx: DbOrTx, slug: string, hindi: PageHindi): Promise<void> {
  const untouched = and(
    eq(pages.slug, slug),
    eq(pages.revision, 1),
    isNull(pages.hindi),
    isNull(pages.updatedBy),
  );
  const updated = await tx.update(pages).set({ hindi }).where(untouched).returning({ slug: pages.slug });
  if (updated.length === 0) return;
  await tx
    .update(pageRevisions)
    .set({ hindi })
    .where(and(eq(pageRevisions.slug, slug), eq(pageRevisions.revision, 1), isNull(pageRevisions.hindi)));
}

async function row(db: DbOrTx, slug: string, lock = false): Promise<PageRow> {
  const query = db.select().from(pages).where(eq(pages.slug, slug));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) throw notFound(PAGE_MESSAGES.NOT_FOUND);
  return found;
}

/** A page for visitors (the footer block included). */
export async function publicPage(db: DbOrTx, slug: string): Promise<PublicPage> {
  return toPublic(await row(db, slug));
}

/** Titles and descriptions of the public pages, for the SEO head and the sitemap. */
export async function pageHeads(
  db: DbOrTx,
): Promise<{ slug: string; title: string; seoTitle: string; description: string; updatedAt: Date }[]> {
  return db
    .select({
      slug: pages.slug,
      title: pages.title,
      seoTitle: pages.seoTitle,
      description: pages.description,
      updatedAt: pages.updatedAt,
    })
    .from(pages);
}

async function staffView(db: DbOrTx, slug: string): Promise<StaffPage> {
  const [found] = await db
    .select({ page: pages, author: authorName })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy))
    .where(eq(pages.slug, slug));
  if (!found) throw notFound(PAGE_MESSAGES.NOT_FOUND);
  const meta = catalogue.get(slug);
  return {
    ...toPublic(found.page),
    label: meta?.label ?? found.page.title,
    group: meta?.group ?? "Other",
    updated_by: found.author,
  };
}

/** Every page, in the catalogue's order (pages not in the catalogue last). */
export async function listForStaff(db: DbOrTx): Promise<StaffPage[]> {
  const rows = await db
    .select({ page: pages, author: authorName })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy));
  const order = new Map<string, number>(PAGE_CATALOGUE.map((p, i) => [p.slug, i]));
  return rows
    .map(({ page, author }) => {
      const meta = catalogue.get(page.slug);
      return {
        ...toPublic(page),
        label: meta?.label ?? page.title,
        group: meta?.group ?? "Other",
        updated_by: author,
      };
    })
    .sort((a, b) => (order.get(a.slug) ?? 999) - (order.get(b.slug) ?? 999) || a.slug.localeCompare(b.slug));
}

export const getForStaff = staffView;

interface Content {
  title: string;
  seoTitle: string;
  description: string;
  body: string;
  /** Left out: keep the page's current Hindi version. */
  hindi?: PageHindi | null;
}

const sameHindi = (a: PageHindi | null, b: PageHindi | null) =>
  a === null || b === null
    ? a === b
    : a.title === b.title && a.description === b.description && a.body === b.body;

/** Writes `content` as the page's next revision, in one transaction with its audit line. */
async function saveRevision(
  db: Db,
  slug: string,
  actor: number,
  content: Content,
  note: string,
  baseRevision: number | undefined,
): Promise<{ page: StaffPage; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const current = await row(tx, slug, true);
    if (baseRevision !== undefined && baseRevision !== current.revision) throw conflict(PAGE_MESSAGES.STALE);
    const hindi = content.hindi === undefined ? (current.hindi ?? null) : content.hindi;
    const same =
      current.title === content.title &&
      current.seoTitle === content.seoTitle &&
      current.description === content.description &&
      current.body === content.body &&
      sameHindi(current.hindi ?? null, hindi);
    if (same) return false;
    const revision = current.revision + 1;
    const values = { ...content, hindi };
    await tx.insert(pageRevisions).values({ slug, revision, ...values, note, authorId: actor });
    await tx
      .update(pages)
      .set({ ...values, revision, updatedAt: new Date(), updatedBy: actor })
      .where(eq(pages.slug, slug));
    await recordStaffAction(tx, {
      actor,
      action: note.startsWith("Restored") ? "restore-page" : "edit-page",
      target: `page:${slug}`,
      detail: { revision },
    });
    return true;
  });
  return { page: await staffView(db, slug), changed };
}

/** Saves staff's edit as a new revision; the body is sanitised first. An edit that changes nothing is no revision. */
export async function updatePage(db: Db, slug: string, actor: number, input: PageUpdate) {
  const parsed = pageUpdateSchema.parse(input);
  return saveRevision(
    db,
    slug,
    actor,
    {
      title: parsed.title,
      seoTitle: parsed.seo_title,
      description: parsed.description,
      body: sanitizePage(parsed.body),
      hindi: parsed.hindi ? cleanHindi(parsed.hindi) : parsed.hindi,
    },
    "",
    parsed.base_revision,
  );
}

export async function listRevisions(db: DbOrTx, slug: string): Promise<PageRevisionSummary[]> {
  const current = await row(db, slug);
  const rows = await db
    .select({
      revision: pageRevisions.revision,
      title: pageRevisions.title,
      note: pageRevisions.note,
      author: authorName,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .where(eq(pageRevisions.slug, slug))
    .orderBy(desc(pageRevisions.revision))
    .limit(200);
  return rows.map((r) => ({
    revision: r.revision,
    title: r.title,
    note: r.note,
    author: r.author,
    created_at: r.createdAt.toISOString(),
    current: r.revision === current.revision,
  }));
}

export async function getRevision(db: DbOrTx, slug: string, revision: number): Promise<PageRevision> {
  const current = await row(db, slug);
  const [found] = await db
    .select({ rev: pageRevisions, author: authorName })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .where(and(eq(pageRevisions.slug, slug), eq(pageRevisions.revision, revision)));
  if (!found) throw notFound(PAGE_MESSAGES.NO_REVISION);
  const r = found.rev;
  return {
    revision: r.revision,
    title: r.title,
    seo_title: r.seoTitle,
    description: r.description,
    body: r.body,
    hindi: r.hindi ?? null,
    note: r.note,
    author: found.author,
    created_at: r.createdAt.toISOString(),
    current: r.revision === current.revision,
  };
}

/** Makes an old revision the page's text again, as a new revision (history is never rewritten). */
export async function restoreRevision(db: Db, slug: string, actor: number, revision: number) {
  const old = await getRevision(db, slug, revision);
  return saveRevision(
    db,
    slug,
    actor,
    {
      title: old.title,
      seoTitle: old.seo_title,
      description: old.description,
      body: old.body,
      hindi: old.hindi,
    },
    `Restored revision ${revision}`,
    undefined,
  );
}
