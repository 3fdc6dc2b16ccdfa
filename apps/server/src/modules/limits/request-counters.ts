import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { BatchedCounters } from '../../lib/batched-counters.ts';
import type { Databases } from '../../lib/databases.ts';
import { postgresCounterBackend, redisCounterBackend } from './counter-backends.ts';

/**
 * The request-limit counters of this process (ADR 038): shared through Redis when REDIS_URL is
 * set, else through PostgreSQL; on the embedded database (one process) in memory only.
 */
export function requestCounters(
  env: Env,
  databases: Databases,
  log: FastifyBaseLogger,
): BatchedCounters {
  const backend = env.REDIS_URL
    ? redisCounterBackend(env.REDIS_URL)
    : databases.admin.kind === 'postgres'
      ? postgresCounterBackend(databases.admin.db)
      : null;
  return new BatchedCounters(backend, (err) =>
    log.warn({ err }, 'request counters could not be shared; counting on'),
  );
}
