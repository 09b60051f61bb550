import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { blogPosts } from "../../db/schema";
import { recordStaffAction } from "../backoffice/audit";

export const BLOG_LIVE_QUEUE = "blogs.went-live";

interface WentLive {
  post: number;
  /** The publish time it was scheduled for (ms); a later reschedule or unpublish makes this job moot. */
  at: number;
  actor: number;
}

/**
 * A scheduled post goes live by its time alone (readers' queries compare `published_at` with now); at
 * that time one job, in one process, records it in the audit log and tells every process that the
 * blog changed.
 */
export async function registerBlogJobs(app: FastifyInstance): Promise<void> {
  const { jobs, db, bus } = app.platform;
  await jobs.queue(BLOG_LIVE_QUEUE, { retryLimit: 3, retryDelay: 5, backoff: true, deadLetter: true });
  await jobs.work<WentLive>(BLOG_LIVE_QUEUE, async ({ post, at, actor }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ title: blogPosts.title, slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.id, post), eq(blogPosts.publishedAt, new Date(at))));
      if (!row) return; // unpublished or moved since
      await recordStaffAction(tx, {
        actor,
        action: "blog-post-went-live",
        target: `blog:${post}`,
        detail: { at: new Date(at).toISOString(), slug: row.slug },
      });
    });
    await bus.publish("blogs", String(post));
  });
}

/** Queues the went-live job of a post scheduled for `at` (one per post and time). */
export async function scheduleWentLive(app: FastifyInstance, post: number, at: Date, actor: number) {
  await app.platform.jobs.send<WentLive>(
    BLOG_LIVE_QUEUE,
    { post, at: at.getTime(), actor },
    { startAfter: at, singletonKey: `blog:${post}:${at.getTime()}` },
  );
}
