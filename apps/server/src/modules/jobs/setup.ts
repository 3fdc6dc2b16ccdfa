import type { Env } from '../../config/env.ts';
import { HOUSEKEEPING, HOUSEKEEPING_CRON } from './housekeeping.ts';
import type { JobQueueSettings } from './queue.ts';

/** Purpose of the secret derived from the signing key that seals job inputs and files. */
export const JOBS_KEY_PURPOSE = 'roar jobs v1';

/** The queue's settings from the env (ADR 024). */
export function jobQueueSettings(env: Env): JobQueueSettings {
  return {
    runWorkers: env.JOBS_WORKER === 'in-process',
    concurrency: env.JOB_CONCURRENCY,
    pollingSeconds: env.JOB_POLL_SECONDS,
    staleSeconds: env.JOB_STALE_SECONDS,
    fileRetentionHours: env.JOB_FILE_RETENTION_HOURS,
    schedules: { [HOUSEKEEPING]: HOUSEKEEPING_CRON },
  };
}
