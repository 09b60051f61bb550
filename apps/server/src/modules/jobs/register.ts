import type { FastifyInstance } from "fastify";
import type { PaymentGateway } from "../../platform/payments";
import { registerRegradeJobs } from "../answer-key/regrade-job";
import { registerStaffDigest } from "../applications/digest";
import { registerFanOut } from "../backoffice/compose-notification";
import { registerBlogJobs } from "../blogs/went-live";
import { startRefundCheck } from "../payments/refund-check";

/** Queues and workers of the modules' background jobs (the expiry sweep and SMS start with their owners). */
export async function registerBackgroundJobs(app: FastifyInstance, gateway: PaymentGateway): Promise<void> {
  await registerBlogJobs(app);
  await registerFanOut(app.platform.db, app.platform.jobs);
  await registerRegradeJobs(app);
  await registerStaffDigest(app);
  await startRefundCheck(app, gateway);
}
