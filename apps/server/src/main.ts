import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirInUseError } from "./db/lock";
import { describeFailure } from "./platform/error-log";
import { ConfigurationError, checkDependencies } from "./platform/startup-checks";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  await checkDependencies(config);
  const app = await buildApp(config);

  let closing = false;
  /**
   * Graceful stop: readiness turns false at once (the load balancer stops sending new requests) while
   * the server keeps serving for SHUTDOWN_DELAY_SECONDS; then it stops accepting connections, lets the
   * requests in flight finish (up to DRAIN_TIMEOUT_SECONDS) and closes the rest. SIGINT (Ctrl-C at a
   * terminal) skips the delay.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    const delay = signal === "SIGTERM" ? config.shutdownDelaySeconds * 1000 : 0;
    app.log.info({ signal, delayMs: delay }, "shutting down: readiness is false; still serving meanwhile");
    const force = setTimeout(
      () => {
        app.log.error("requests still running after the drain timeout; exiting anyway");
        process.exit(1);
      },
      delay + config.drainTimeoutSeconds * 1000,
    );
    force.unref();
    await sleep(delay);
    app.log.info("no new connections; finishing the requests in flight");
    try {
      await app.close();
      app.log.info("all requests finished; connections closed");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: app.database.kind, startupMs: Math.round(performance.now() - started) },
    "Medhavi Academy is ready",
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError || err instanceof ConfigurationError) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
  } else if (err instanceof Error && err.message.startsWith("Invalid configuration")) {
    process.stderr.write(`\nCannot start: ${err.message}\n\n`);
  } else {
    process.stderr.write(`\nCannot start: ${describeFailure(err)}\n\n`);
  }
  process.exit(1);
});
