import { Redis } from "ioredis";
import pg from "pg";
import type { Config } from "../config";
import { isNetworkFailure } from "./unavailable";

/** Configuration that cannot work: the message names the environment variable to fix. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** The address of a URL without its password, for messages. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "default port"}${u.pathname.length > 1 ? u.pathname : ""}`;
  } catch {
    return "(unreadable URL)";
  }
}

const reason = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  const code = typeof e.code === "string" ? ` (${e.code})` : "";
  return `${typeof e.message === "string" && e.message ? e.message : String(e.name ?? err)}${code}`;
};

/**
 * Tries `probe` until it answers or `deadline` passes. A failure that is a wrong setting (refused
 * password, missing database or bucket) stops at once; a dependency that does not answer yet (a
 * container still starting) is retried every half second.
 */
async function waitFor(
  probe: () => Promise<void>,
  wrongSetting: (err: unknown) => string | null,
  notAnswering: (err: unknown) => string,
  deadline: number,
): Promise<void> {
  for (;;) {
    try {
      return await probe();
    } catch (err) {
      const wrong = wrongSetting(err);
      if (wrong) throw new ConfigurationError(wrong);
      if (Date.now() >= deadline) throw new ConfigurationError(notAnswering(err));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function checkPostgres(url: string, deadline: number): Promise<void> {
  await waitFor(
    async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.query("select 1");
      } finally {
        await client.end().catch(() => {});
      }
    },
    (err) => {
      const code = (err as { code?: unknown }).code;
      if (code === "28P01" || code === "28000")
        return `DATABASE_URL: PostgreSQL at ${where(url)} refused the user or password: ${reason(err)}`;
      if (code === "3D000") return `DATABASE_URL: ${reason(err)} on ${where(url)}`;
      return null;
    },
    (err) => `DATABASE_URL: PostgreSQL at ${where(url)} does not answer: ${reason(err)}`,
    deadline,
  );
}

async function checkRedis(url: string, deadline: number): Promise<void> {
  await waitFor(
    async () => {
      const redis = new Redis(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        connectTimeout: 2000,
      });
      // A refused password arrives as an "error" event; connect() itself only says the connection closed.
      let refused: unknown;
      redis.on("error", (err) => {
        refused ??= err;
      });
      try {
        await redis.connect();
        await redis.ping();
      } catch (err) {
        throw refused ?? err;
      } finally {
        redis.disconnect();
      }
    },
    (err) =>
      /WRONGPASS|NOAUTH|invalid password|DB index is out of range|invalid DB index/i.test(reason(err))
        ? `REDIS_URL: Redis at ${where(url)} refused it: ${reason(err)}`
        : null,
    (err) => `REDIS_URL: Redis at ${where(url)} does not answer: ${reason(err)}`,
    deadline,
  );
}

async function checkS3(s3: NonNullable<Config["s3"]>, deadline: number): Promise<void> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 3000 },
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
  const endpoint = s3.endpoint ?? `AWS S3 (${s3.region})`;
  try {
    await waitFor(
      async () => {
        await client.send(new sdk.HeadBucketCommand({ Bucket: s3.bucket }));
      },
      (err) => {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return `S3_BUCKET: the bucket "${s3.bucket}" does not exist at ${endpoint}`;
        if (status === 403 || status === 401) {
          return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${endpoint} refused access to the bucket "${s3.bucket}" (HTTP ${status})`;
        }
        if (/credential/i.test(reason(err))) return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${reason(err)}`;
        if (status !== undefined && status < 500)
          return `S3_ENDPOINT / S3_BUCKET: ${endpoint} answered HTTP ${status} for the bucket "${s3.bucket}"`;
        return null;
      },
      (err) =>
        `S3_ENDPOINT: ${endpoint} does not answer${isNetworkFailure(err) ? "" : " as an S3 service"}: ${reason(err)}`,
      deadline,
    );
  } finally {
    client.destroy();
  }
}

/**
 * Before the server opens anything: every configured dependency answers, or the process stops with a
 * message naming the variable (DATABASE_URL, REDIS_URL, S3_*). Waits up to STARTUP_TIMEOUT_SECONDS
 * for dependencies still starting. At run time an outage is a 503 instead (readiness false).
 */
export async function checkDependencies(config: Config): Promise<void> {
  const deadline = Date.now() + config.startupTimeoutSeconds * 1000;
  await Promise.all([
    config.databaseUrl ? checkPostgres(config.databaseUrl, deadline) : undefined,
    config.redisUrl ? checkRedis(config.redisUrl, deadline) : undefined,
    config.s3 ? checkS3(config.s3, deadline) : undefined,
  ]);
}
