import {
  BLOG_PAGE_SIZE,
  type BlogCategory,
  type BlogCreate,
  type BlogPatch,
  type BlogPost,
  type BlogStatus,
  type BlogSummary,
  blogPublishProblems,
  blogStatus,
  excerptFrom,
  normaliseTags,
  readingMinutes,
  type StaffBlogPost,
  slugify,
} from "@medhavi/domain";
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { blogCategories, blogPosts, blogTags } from "../../db/schema";
import { containsPattern, isUniqueViolation } from "../../db/sql";
import { HttpError, notFound } from "../../platform/errors";
import { sanitizeArticle } from "../../platform/html";
import { recordStaffAction } from "../backoffice/audit";

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

const POST_NOT_FOUND = "This post does not exist (it may have been deleted).";

/** Visitors see a post once its publish time has passed; drafts and scheduled posts stay hidden. */
export const isLive = (now: Date): SQL =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)) as SQL;

function duplicateSlug(slug: string, title?: string): HttpError {
  return new HttpError(
    409,
    title
      ? `The slug “${slug}” is already used by the post “${title}”. Choose another slug.`
      : `The slug “${slug}” is already used by another post. Choose another slug.`,
  );
}

async function tagsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(blogTags).where(inArray(blogTags.postId, ids)).orderBy(blogTags.tag);
  for (const row of rows) map.set(row.postId, [...(map.get(row.postId) ?? []), row.tag]);
  return map;
}

async function categoriesById(db: DbOrTx): Promise<Map<number, CategoryRow>> {
  const rows = await db.select().from(blogCategories);
  return new Map(rows.map((c) => [c.id, c]));
}

function summary(row: PostRow, tags: string[], categories: Map<number, CategoryRow>): BlogSummary {
  const category = row.categoryId === null ? undefined : categories.get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt || excerptFrom(row.body),
    cover_image: row.coverImage,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    tags,
    author_name: row.authorName,
    published_at: row.publishedAt?.toISOString() ?? null,
    reading_minutes: row.readingMinutes,
  };
}

function full(row: PostRow, tags: string[], categories: Map<number, CategoryRow>): BlogPost {
  return {
    ...summary(row, tags, categories),
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

function staffView(
  row: PostRow,
  tags: string[],
  categories: Map<number, CategoryRow>,
  now: Date,
): StaffBlogPost {
  return {
    ...full(row, tags, categories),
    excerpt: row.excerpt,
    status: blogStatus(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findPost(db: DbOrTx, id: number): Promise<PostRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

async function assertCategory(db: DbOrTx, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  if (!row) throw new HttpError(400, "That category does not exist. Pick one from the list.");
}

async function slugOwner(db: DbOrTx, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      exceptId === undefined
        ? eq(blogPosts.slug, slug)
        : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)),
    );
  return row;
}

/** A free slug from the title: the title's slug, then -2, -3, … ("post" when the title has no letters). */
async function freeSlug(db: DbOrTx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title) || "post";
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!(await slugOwner(db, candidate, exceptId))) return candidate;
  }
  return `${base.slice(0, 60)}-${Date.now()}`;
}

async function saveTags(db: DbOrTx, postId: number, tags: string[]): Promise<void> {
  await db.delete(blogTags).where(eq(blogTags.postId, postId));
  const clean = normaliseTags(tags);
  if (clean.length > 0) await db.insert(blogTags).values(clean.map((tag) => ({ postId, tag })));
}

// ---- staff ---------------------------------------------------------------------------------------------

export interface StaffListQuery {
  q?: string | undefined;
  status?: BlogStatus | undefined;
  page: number;
  pageSize: number;
}

export async function listForStaff(db: DbOrTx, query: StaffListQuery, now = new Date()) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) as SQL);
  }
  if (query.status === "draft") conditions.push(isNull(blogPosts.publishedAt));
  if (query.status === "scheduled") conditions.push(gt(blogPosts.publishedAt, now));
  if (query.status === "published") conditions.push(isLive(now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [tags, categories] = await Promise.all([
    tagsOf(
      db,
      rows.map((r) => r.id),
    ),
    categoriesById(db),
  ]);
  return {
    items: rows.map((row) => {
      const { body: _body, ...rest } = staffView(row, tags.get(row.id) ?? [], categories, now);
      return rest;
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getForStaff(db: DbOrTx, id: number, now = new Date()): Promise<StaffBlogPost> {
  const row = await findPost(db, id);
  const [tags, categories] = await Promise.all([tagsOf(db, [id]), categoriesById(db)]);
  return staffView(row, tags.get(id) ?? [], categories, now);
}

export async function createPost(db: DbOrTx, input: BlogCreate, actor: number): Promise<StaffBlogPost> {
  return db.transaction(async (tx) => {
    await assertCategory(tx, input.category_id);
    let slug = input.slug || "";
    if (slug) {
      const owner = await slugOwner(tx, slug);
      if (owner) throw duplicateSlug(slug, owner.title);
    } else slug = await freeSlug(tx, input.title);
    const body = sanitizeArticle(input.body);
    let row: PostRow | undefined;
    try {
      [row] = await tx
        .insert(blogPosts)
        .values({
          slug,
          title: input.title,
          excerpt: input.excerpt.trim(),
          body,
          coverImage: input.cover_image,
          categoryId: input.category_id,
          authorName: input.author_name.trim(),
          authorId: actor,
          seoTitle: input.seo_title.trim(),
          seoDescription: input.seo_description.trim(),
          readingMinutes: readingMinutes(body),
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateSlug(slug);
      throw err;
    }
    if (!row) throw new Error("insert returned nothing");
    await saveTags(tx, row.id, input.tags);
    await recordStaffAction(tx, { actor, action: "create-blog-post", target: `blog:${row.id}` });
    return getForStaff(tx, row.id);
  });
}

export async function updatePost(
  db: DbOrTx,
  id: number,
  patch: BlogPatch,
  actor: number,
): Promise<StaffBlogPost> {
  return db.transaction(async (tx) => {
    const current = await findPost(tx, id);
    await assertCategory(tx, patch.category_id);
    const values: Partial<typeof blogPosts.$inferInsert> = { updatedAt: new Date() };
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.slug !== undefined) {
      const slug = patch.slug || (await freeSlug(tx, patch.title ?? current.title, id));
      if (slug !== current.slug) {
        const owner = await slugOwner(tx, slug, id);
        if (owner) throw duplicateSlug(slug, owner.title);
        if (current.publishedAt && current.publishedAt <= new Date())
          await recordStaffAction(tx, {
            actor,
            action: "change-blog-slug",
            target: `blog:${id}`,
            detail: { from: current.slug, to: slug },
          });
      }
      values.slug = slug;
    }
    if (patch.excerpt !== undefined) values.excerpt = patch.excerpt.trim();
    if (patch.body !== undefined) {
      values.body = sanitizeArticle(patch.body);
      values.readingMinutes = readingMinutes(values.body);
    }
    if (patch.cover_image !== undefined) values.coverImage = patch.cover_image;
    if (patch.category_id !== undefined) values.categoryId = patch.category_id;
    if (patch.author_name !== undefined) values.authorName = patch.author_name.trim();
    if (patch.seo_title !== undefined) values.seoTitle = patch.seo_title.trim();
    if (patch.seo_description !== undefined) values.seoDescription = patch.seo_description.trim();
    try {
      await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateSlug(values.slug ?? current.slug);
      throw err;
    }
    if (patch.tags !== undefined) await saveTags(tx, id, patch.tags);
    return getForStaff(tx, id);
  });
}

/** Publish now (no time, or a time already past) or schedule for later. */
export async function publishPost(
  db: DbOrTx,
  id: number,
  at: number | undefined,
  actor: number,
  now = new Date(),
): Promise<StaffBlogPost> {
  return db.transaction(async (tx) => {
    const row = await findPost(tx, id);
    const problems = blogPublishProblems(row);
    if (problems.length > 0) throw new HttpError(400, problems.join(" "));
    const when = at !== undefined && at > now.getTime() ? new Date(at) : now;
    await tx.update(blogPosts).set({ publishedAt: when, updatedAt: now }).where(eq(blogPosts.id, id));
    await recordStaffAction(tx, {
      actor,
      action: when > now ? "schedule-blog-post" : "publish-blog-post",
      target: `blog:${id}`,
      detail: { at: when.toISOString() },
    });
    return getForStaff(tx, id, now);
  });
}

export async function unpublishPost(db: DbOrTx, id: number, actor: number): Promise<StaffBlogPost> {
  return db.transaction(async (tx) => {
    await findPost(tx, id);
    await tx.update(blogPosts).set({ publishedAt: null, updatedAt: new Date() }).where(eq(blogPosts.id, id));
    await recordStaffAction(tx, { actor, action: "unpublish-blog-post", target: `blog:${id}` });
    return getForStaff(tx, id);
  });
}

export async function deletePost(db: DbOrTx, id: number, actor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordStaffAction(tx, {
      actor,
      action: "delete-blog-post",
      target: `blog:${id}`,
      detail: { title: row.title, slug: row.slug },
    });
  });
}

// ---- categories ----------------------------------------------------------------------------------------

export async function listCategories(db: DbOrTx, now = new Date()): Promise<BlogCategory[]> {
  const rows = await db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      posts: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isLive(now)))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
  return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
}

export async function createCategory(db: DbOrTx, name: string, actor: number): Promise<BlogCategory> {
  const slug = slugify(name);
  if (!slug) throw new HttpError(400, "The category name needs at least one letter or digit.");
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ name: blogCategories.name })
      .from(blogCategories)
      .where(or(sql`lower(${blogCategories.name}) = lower(${name})`, eq(blogCategories.slug, slug)));
    if (clash) throw new HttpError(409, `The category “${clash.name}” already exists.`);
    let row: CategoryRow | undefined;
    try {
      [row] = await tx.insert(blogCategories).values({ name, slug }).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, `The category “${name}” already exists.`);
      throw err;
    }
    if (!row) throw new Error("insert returned nothing");
    await recordStaffAction(tx, { actor, action: "create-blog-category", target: `blog-category:${row.id}` });
    return { id: row.id, name: row.name, slug: row.slug, posts: 0 };
  });
}

// ---- public --------------------------------------------------------------------------------------------

export interface PublicListQuery {
  q?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  page: number;
  pageSize?: number | undefined;
}

export async function listPublished(db: DbOrTx, query: PublicListQuery, now = new Date()) {
  const pageSize = query.pageSize ?? BLOG_PAGE_SIZE;
  const conditions: SQL[] = [isLive(now)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.body, pattern),
      ) as SQL,
    );
  }
  if (query.tag) {
    const tag = normaliseTags([query.tag])[0] ?? "";
    conditions.push(
      inArray(blogPosts.id, db.select({ id: blogTags.postId }).from(blogTags).where(eq(blogTags.tag, tag))),
    );
  }
  if (query.category) {
    conditions.push(
      inArray(
        blogPosts.categoryId,
        db
          .select({ id: blogCategories.id })
          .from(blogCategories)
          .where(eq(blogCategories.slug, query.category)),
      ),
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [tags, categories] = await Promise.all([
    tagsOf(
      db,
      rows.map((r) => r.id),
    ),
    categoriesById(db),
  ]);
  return {
    items: rows.map((row) => summary(row, tags.get(row.id) ?? [], categories)),
    total,
    page: query.page,
    pageSize,
  };
}

/** A published post by slug, or null (drafts, scheduled and unknown slugs alike). */
export async function findPublished(db: DbOrTx, slug: string, now = new Date()): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive(now)));
  if (!row) return null;
  const [tags, categories] = await Promise.all([tagsOf(db, [row.id]), categoriesById(db)]);
  return full(row, tags.get(row.id) ?? [], categories);
}

/** Up to three other published posts sharing the category or tags, the closest first, then the newest. */
export async function relatedPosts(
  db: DbOrTx,
  post: BlogPost,
  now = new Date(),
  limit = 3,
): Promise<BlogSummary[]> {
  const sharedTags =
    post.tags.length > 0
      ? sql<number>`(select count(*) from ${blogTags} where ${blogTags.postId} = ${blogPosts.id} and ${inArray(blogTags.tag, post.tags)})`
      : sql<number>`0`;
  const sameCategory =
    post.category !== null
      ? sql<number>`case when ${blogPosts.categoryId} = ${post.category.id} then 1 else 0 end`
      : sql<number>`0`;
  const score = sql<number>`(${sharedTags} + ${sameCategory})`;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isLive(now), ne(blogPosts.id, post.id), sql`${score} > 0`))
    .orderBy(desc(score), desc(blogPosts.publishedAt))
    .limit(limit);
  const [tags, categories] = await Promise.all([
    tagsOf(
      db,
      rows.map((r) => r.id),
    ),
    categoriesById(db),
  ]);
  return rows.map((row) => summary(row, tags.get(row.id) ?? [], categories));
}
