import { z } from "zod";

/** Background job states as the queue keeps them (pg-boss). */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A queue name: lower-case words joined by dots or hyphens (e.g. `sms.send.dead`). */
const queueName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9.-]{0,63}$/, "Unknown queue.");

/** GET /api/admin/jobs: the newest jobs, optionally of one queue and state. */
export const jobsQuerySchema = z.object({
  queue: queueName.optional(),
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** POST /api/admin/jobs/:queue/:id/retry. */
export const jobRetryParamsSchema = z.object({
  queue: queueName,
  id: z.uuid("Unknown job."),
});

export const queueCountsSchema = z.object({
  name: z.string(),
  dead_letter: z.string().nullable(),
  queued: z.number(),
  active: z.number(),
  retrying: z.number(),
  failed: z.number(),
  completed: z.number(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const jobRowSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  retry_count: z.number(),
  retry_limit: z.number(),
  created_at: z.number(),
  started_at: z.number().nullable(),
  completed_at: z.number().nullable(),
  start_after: z.number(),
  error: z.string().nullable(),
  source_id: z.string().nullable(),
});
export type JobRow = z.infer<typeof jobRowSchema>;
