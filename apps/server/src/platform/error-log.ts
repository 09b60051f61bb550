// How errors reach the log. A failed query must never carry its parameters there: Drizzle's
// DrizzleQueryError puts them in its message ("params: …") and in `params`, and the driver's own message
// quotes the offending value ("invalid input syntax for type integer: \"…\""). Those values are password
// hashes, emails and mobile numbers.

/** The fields of an error worth logging; anything else (params, detail, where) is dropped. */
const KEPT = ["code", "statusCode", "severity", "routine", "table", "column", "constraint"] as const;

interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** PostgreSQL's SQLSTATE of a driver error, wherever it sits in the cause chain (Drizzle wraps it). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function isQueryError(err: object): err is Error & { query: string; params: unknown } {
  return "query" in err && "params" in err && typeof (err as { query: unknown }).query === "string";
}

function safeMessage(err: Error): string {
  if (isQueryError(err)) return `Failed query: ${err.query}`;
  // A driver error quotes the value it choked on; its code, table and column say enough.
  if ("severity" in err && sqlState(err) !== undefined) return err.message.replace(/"[^"]*"|'[^']*'/g, '"…"');
  return err.message;
}

/** pino's `err` serializer: the usual fields, without query parameters or quoted values. */
export function serializeError(err: Error): SafeError {
  return serialize(err, 0) as SafeError;
}

function serialize(err: unknown, depth: number): SafeError | unknown {
  if (!(err instanceof Error)) return err;
  const message = safeMessage(err);
  const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const out: SafeError = {
    type: err.constructor?.name ?? "Error",
    message,
    stack: [`${err.name}: ${message}`, ...frames].join("\n"),
  };
  for (const field of KEPT) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = serialize(err.cause, depth + 1) as SafeError;
  return out;
}

/**
 * A failure as a person reads it at start-up: each error of the cause chain on its own line with its
 * SQLSTATE (the driver's message is the real cause; Drizzle's wrapper only names the query), then
 * where it was thrown. Query parameters are left out.
 */
export function describeFailure(err: unknown): string {
  const lines: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    const code = (e as { code?: unknown }).code;
    const message = isQueryError(e) ? `Failed query: ${e.query}` : e.message;
    lines.push(
      `${depth === 0 ? "" : "caused by: "}${message}${typeof code === "string" ? ` (${code})` : ""}`,
    );
  }
  if (lines.length === 0) return String(err);
  const frames = err instanceof Error ? (err.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)) : [];
  return [...lines, ...frames.slice(0, 8)].join("\n");
}
