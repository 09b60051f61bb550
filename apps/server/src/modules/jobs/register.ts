import type { FastifyInstance } from "fastify";
import { registerRegradeJobs } from "../answer-key/regrade-job";
import { registerStaffDigest } from "../applications/digest";
import { registerFanOut } from "../backoffice/compose-notification";
import { registerBlogJobs } from "../blogs/went-live";

/** Queues and workers of the modules' background jobs (the expiry sweep and SMS start with their owners). */
export async function registerBackgroundJobs(app: FastifyInstance): Promise<void> {
  await registerBlogJobs(app);
  await registerFanOut(app.platform.db, app.platform.jobs);
  await registerRegradeJobs(app);
  await registerStaffDigest(app);
}
