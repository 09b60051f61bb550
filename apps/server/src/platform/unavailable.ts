import { sqlState } from "./error-log";
import { HttpError } from "./errors";

/** A service the server depends on; readiness checks and 503 replies name it. */
export type Dependency = "database" | "redis" | "storage" | (string & {});

/** Seconds a client is asked to wait (Retry-After) when a dependency does not answer. */
export const RETRY_AFTER_SECONDS = 10;

const WHAT: Record<string, string> = {
  database: "The database",
  redis: "Redis",
  storage: "File storage",
  service: "A service the server depends on",
};

/**
 * 503 for a dependency that does not answer: a clear message and Retry-After, never a 500. Thrown by
 * wrappers at the edge (storage) or made by the error handler from a driver's connection error.
 */
export class ServiceUnavailable extends HttpError {
  constructor(
    readonly dependency: Dependency,
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
    options?: { cause?: unknown },
  ) {
    super(
      503,
      `${WHAT[dependency] ?? `The ${dependency} service`} is not answering right now. Please try again in a few seconds.`,
    );
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = "ServiceUnavailable";
  }
}

/** Socket-level failures: the other side is down, unreachable or hung up. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);
/** Local disk trouble that is not the request's fault and may pass (full, read-only, I/O error). */
const DISK_CODES = new Set(["ENOSPC", "EROFS", "EIO", "EDQUOT", "EACCES", "EPERM"]);

function chain(err: unknown): object[] {
  const out: object[] = [];
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    out.push(e);
    const inner = (e as { errors?: unknown[] }).errors; // AggregateError (happy eyeballs)
    if (Array.isArray(inner) && inner[0] && typeof inner[0] === "object") out.push(inner[0] as object);
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

const codeOf = (e: object) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** True when `err` (or its cause) is a connection-level failure rather than a bad request or a bug. */
export function isNetworkFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = codeOf(e);
    if (code && NETWORK_CODES.has(code)) return true;
    const name = (e as { name?: unknown }).name;
    return name === "TimeoutError" || name === "MaxRetriesPerRequestError";
  });
}

/**
 * The PostgreSQL failures that mean "the database is away", not "this query is wrong": class 08
 * (connection exception), 57P01-57P03 (shut down, crashed, starting), 53300 (too many connections),
 * and node-postgres's own connection messages.
 */
export function isDatabaseDown(err: unknown): boolean {
  const state = sqlState(err);
  if (state && (state.startsWith("08") || /^57P0[123]$/.test(state) || state === "53300")) return true;
  return chain(err).some((e) => {
    const message = (e as { message?: unknown }).message;
    return (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        message,
      )
    );
  });
}

/** Disk errors of the local file store (full, read-only, failing). */
export function isDiskFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = codeOf(e);
    return code !== undefined && DISK_CODES.has(code);
  });
}

/** An S3 service error on the server's side (5xx, throttling), as opposed to a missing key or a bad request. */
function isS3ServerFailure(err: unknown): boolean {
  const meta = (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  const status = meta?.httpStatusCode;
  return status !== undefined && (status >= 500 || status === 429);
}

/** A storage failure that is the store's fault: the 503 to throw instead, or null. */
export function storageUnavailable(err: unknown): ServiceUnavailable | null {
  if (err instanceof ServiceUnavailable) return err;
  if (isNetworkFailure(err) || isDiskFailure(err) || isS3ServerFailure(err)) {
    return new ServiceUnavailable("storage", RETRY_AFTER_SECONDS, { cause: err });
  }
  return null;
}

/** Which dependency a failure that reached the error handler came from, or null when it is not one of them. */
export function unavailableFrom(err: unknown): ServiceUnavailable | null {
  if (err instanceof ServiceUnavailable) return err;
  if (isDatabaseDown(err)) return new ServiceUnavailable("database", RETRY_AFTER_SECONDS, { cause: err });
  const isQuery = chain(err).some((e) => "query" in e || "severity" in e);
  if (isQuery && isNetworkFailure(err)) return new ServiceUnavailable("database", RETRY_AFTER_SECONDS);
  if ((err as { $metadata?: unknown } | null)?.$metadata !== undefined) return storageUnavailable(err);
  if (isNetworkFailure(err)) {
    const named = chain(err).some((e) => (e as { name?: unknown }).name === "MaxRetriesPerRequestError");
    return new ServiceUnavailable(named ? "redis" : "service", RETRY_AFTER_SECONDS, { cause: err });
  }
  return null;
}
