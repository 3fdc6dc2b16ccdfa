import { availableParallelism } from 'node:os';
import type { Env } from './env.ts';

/** Connections each PostgreSQL server keeps free of our pools (psql, migrations, monitoring). */
export const CONNECTION_RESERVE = 10;
/** Most connections one process's pool takes by default. */
export const MAX_DEFAULT_POOL = 20;

/**
 * How many server processes `npm start` runs (issue 22, ADR 039): WEB_CONCURRENCY, else one on
 * the embedded database and the number of cores on PostgreSQL. The embedded database admits one
 * process: more is refused with a message that says what to do.
 */
export function serverProcesses(env: Env, cores = availableParallelism()): number {
  const embedded = !env.DATABASE_URL;
  if (embedded) {
    if ((env.WEB_CONCURRENCY ?? 1) > 1) {
      throw new Error(
        `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL: the embedded database admits one ` +
          'server process. Set DATABASE_URL, or WEB_CONCURRENCY=1.',
      );
    }
    return 1;
  }
  return env.WEB_CONCURRENCY ?? cores;
}

/**
 * Each process's pool size: what the server's max_connections leaves (minus the reserve) shared
 * by every pool of every process (two per process when the assessment data has its own
 * database on the same server), at most MAX_DEFAULT_POOL, at least 2.
 */
export function poolSizeFor(
  maxConnections: number,
  processes: number,
  poolsPerProcess = 1,
): number {
  const share = Math.floor((maxConnections - CONNECTION_RESERVE) / (processes * poolsPerProcess));
  return Math.max(2, Math.min(MAX_DEFAULT_POOL, share));
}
