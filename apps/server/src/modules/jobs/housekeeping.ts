import { ensureTrialPartitions, pruneExpired, pruneJobs, type Db } from '@roar/db';
import type { JobHandler } from './job-handler.ts';

export const HOUSEKEEPING = 'housekeeping';
/** Every ten minutes (UTC), in one process of all those sharing the database. */
export const HOUSEKEEPING_CRON = '*/10 * * * *';

export interface HousekeepingSettings {
  /** A failed job keeps its input (to be retried) for as long as its file would be kept. */
  fileRetentionHours: number;
  recordRetentionDays: number;
}

/**
 * The scheduled clean-up (docs/decisions/024-background-jobs.md): expired sessions, sign-in and
 * reset links and throttling counters; expired job files; inputs of failed jobs past the file
 * retention; records of jobs finished before the record retention. And, on the assessment database
 * (`appDb`), the trial partitions of this month and the next ones, so that a server running for
 * months never writes trials into the default partition (docs/decisions/041-trial-partitions.md).
 */
export function housekeepingJob(db: Db, appDb: Db, settings: HousekeepingSettings): JobHandler {
  return {
    kind: HOUSEKEEPING,
    retryLimit: 0,
    retryDelaySeconds: 60,
    retryBackoff: false,
    needsInput: false,
    concurrency: 1,
    async run({ log }) {
      const now = new Date();
      const expired = await pruneExpired(db, now);
      const jobs = await pruneJobs(db, {
        now,
        inputsBefore: new Date(now.getTime() - settings.fileRetentionHours * 3_600_000),
        jobsBefore: new Date(now.getTime() - settings.recordRetentionDays * 86_400_000),
      });
      const result = {
        sessions: expired.sessions,
        emailLinks: expired.emailLinks,
        throttleCounters: expired.throttleCounters,
        jobFiles: jobs.files,
        jobInputs: jobs.inputs,
        jobRecords: jobs.jobs,
        trialPartitions: await ensureTrialPartitions(appDb, now),
      };
      log.info(result, 'housekeeping done');
      return { result };
    },
  };
}
