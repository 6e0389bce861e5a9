/**
 * True when a write broke a unique index: a duplicate that got past a check made just before
 * it, because another request wrote the same value in between. D1 and libSQL both report it
 * in SQLite's words ("UNIQUE constraint failed: table.column"), on the error or on one it
 * wraps (drizzle wraps a failed query in its own error, the driver's as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}

/** The messages of an error and of the errors it wraps, for logs and classification. */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; e = e instanceof Error ? e.cause : undefined, depth++)
    parts.push(String(e));
  return parts.join(' <- ');
}

/** D1, libSQL or R2 failing (not the request): the worker answers 503 for these. */
export const isDataLayerError = (error: unknown) => /D1_|SQLITE|R2|libsql|network|Failed query/i.test(errorChain(error));
