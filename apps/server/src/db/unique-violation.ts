/** PostgreSQL's SQLSTATE for a row that clashes with a unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error`, or what it wraps (Drizzle wraps the driver's error as its `cause`), is a
 * unique violation. Both drivers, pg and PGlite, carry the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
