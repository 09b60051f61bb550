import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirInUseError } from "./db/lock";
import { describeFailure } from "./platform/error-log";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("requests still running after the grace period; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: app.database.kind, startupMs: Math.round(performance.now() - started) },
    "Medhavi Academy is ready",
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
  } else {
    process.stderr.write(`\nCannot start: ${describeFailure(err)}\n\n`);
  }
  process.exit(1);
});
