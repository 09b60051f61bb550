/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a failed query ended with the PostgreSQL error `code` (SQLSTATE). Drizzle wraps the driver's
 * error in a DrizzleQueryError, so the code may be on the error or on its cause.
 */
export function hasSqlState(err: unknown, code: string): boolean {
  const codeOf = (e: unknown) =>
    typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return codeOf(err) === code || codeOf((err as { cause?: unknown } | null)?.cause) === code;
}

/** Whether a failed query broke a unique constraint (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, "23505");

/** The attempt-limit trigger's error (migration 0020): a save raced another into a full section. */
export const ATTEMPT_LIMIT_RACE = "MDANY";
