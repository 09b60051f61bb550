/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a failed query broke a unique constraint (PostgreSQL error 23505). Drizzle wraps the driver's
 * error in a DrizzleQueryError, so the code may be on the error or on its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) =>
    typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return code(err) === "23505" || code((err as { cause?: unknown } | null)?.cause) === "23505";
}
