import type { FastifyInstance } from "fastify";

/** Resolves when the dependency answers; throws (or times out) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

/** How long one check may take before its dependency counts as down. */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, "up" | "down">;
}

/**
 * What GET /api/health/ready asks: the database, Redis and storage (registered in app.ts) and whatever
 * other parts register (the job runner, for instance). While the process drains on SIGTERM it reports
 * not ready whatever the checks say, so the load balancer stops sending it requests.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private inFlight: Promise<ReadinessReport> | null = null;
  draining = false;

  register(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
    this.checks.set(name, check);
  }

  /** Runs every check at once (callers arriving meanwhile share the run). */
  report(): Promise<ReadinessReport> {
    this.inFlight ??= this.run().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(): Promise<ReadinessReport> {
    const entries = [...this.checks.entries()];
    const results = await Promise.all(entries.map(([, check]) => answers(check)));
    const checks = Object.fromEntries(
      entries.map(([name], i) => [name, results[i] ? "up" : "down"] as const),
    );
    return {
      ready: !this.draining && results.every(Boolean),
      draining: this.draining,
      checks,
    };
  }
}

async function answers(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** For other parts of the server (jobs, caches): adds a dependency that readiness waits for. */
export function registerReadinessCheck(app: FastifyInstance, name: string, check: ReadinessCheck): void {
  app.readiness.register(name, check);
}
