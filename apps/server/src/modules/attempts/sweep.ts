import type { FastifyInstance } from "fastify";
import { closeExpired } from "./service";

/** How often the server closes attempts whose time ran out (lists and reviews also close them on read). */
export const EXPIRY_SWEEP_MS = 30_000;

/** Grades abandoned attempts even if the student never comes back: at start and every 30 s. */
export function startExpirySweep(app: FastifyInstance) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = closeExpired(app.platform.db).then(
      (closed) => {
        if (closed > 0) app.log.info({ closed }, "closed attempts whose time ran out");
      },
      (err: unknown) => app.log.error({ err }, "closing expired attempts failed"),
    );
  };
  const timer = setInterval(sweep, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook("onReady", async () => sweep());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running; // never close the database under a sweep
  });
}
