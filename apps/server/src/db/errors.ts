/**
 * PostgreSQL error codes seen through drizzle (which wraps the driver's error in `cause`), identical on
 * PGlite and node-postgres.
 */
const UNIQUE_VIOLATION = '23505';
/** Text PostgreSQL cannot store: U+0000 in a text column (22021) or in jsonb (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The PostgreSQL error code behind an error (drizzle wraps it), if any: safe to log, it holds no value. */
export const databaseErrorCode = (error: unknown): string | undefined => pgError(error)?.code;

/** True when the error is a unique violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pg.constraint === undefined || pg.constraint === constraint;
}

/** True when the database refused a text it cannot store (a NUL character sent by the client). */
export function isUnstorableText(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code !== undefined && UNSTORABLE_TEXT.has(code);
}
