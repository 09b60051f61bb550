import type { FastifyInstance } from "fastify";
import { closeExpired } from "./service";

export const EXPIRY_SWEEP_QUEUE = "attempts.expiry-sweep";

/**
 * Grades abandoned attempts even if the student never comes back (lists and reviews also close them on
 * read). Every server process offers a sweep twice a period; the queue keeps one job per period (a
 * singleton slot), so however many processes run, one of them sweeps once each period.
 */
export async function startExpirySweep(app: FastifyInstance): Promise<void> {
  const { jobs, db } = app.platform;
  const seconds = app.config.expirySweepSeconds;
  await jobs.queue(EXPIRY_SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 120 });
  await jobs.work(EXPIRY_SWEEP_QUEUE, async () => {
    const closed = await closeExpired(db);
    if (closed > 0) app.log.info({ closed }, "closed attempts whose time ran out");
  });
  const offer = () => {
    jobs
      .send(EXPIRY_SWEEP_QUEUE, {}, { singletonKey: "sweep", singletonSeconds: seconds })
      .catch((err: unknown) => app.log.error({ err }, "could not queue the expiry sweep"));
  };
  const timer = setInterval(offer, (seconds * 1000) / 2);
  timer.unref();
  app.addHook("onReady", async () => offer());
  app.addHook("onClose", async () => clearInterval(timer));
}
