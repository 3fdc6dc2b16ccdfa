/** Postgres' unique_violation SQLSTATE. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Which login an insert collided with, when `err` is a unique violation of the users' email or
 * username index (drivers differ: the Postgres error may be wrapped as the cause of Drizzle's).
 */
export function takenLoginField(err: unknown): 'email' | 'username' | null {
  for (let e = err as PgErrorLike | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === UNIQUE_VIOLATION) {
      const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
      if (where.includes('users_email_key')) return 'email';
      if (where.includes('users_username_key')) return 'username';
      return null;
    }
    e = e.cause as PgErrorLike | undefined;
  }
  return null;
}
