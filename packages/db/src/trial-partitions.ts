import { sql, type SQL } from 'drizzle-orm';

/**
 * Months after the current one whose trial partitions exist ahead of time, so that a run started
 * just before a month ends, or a server running across a month end, never writes into the default
 * partition (docs/decisions/041-trial-partitions.md).
 */
export const TRIAL_PARTITION_MONTHS_AHEAD = 3;

/**
 * The partition key of a run's trials: the first day of the UTC month the run started in, as
 * `YYYY-MM-01`. The same expression in SQL is `date_trunc('month', started_at at time zone 'UTC')`
 * (migration 0016 and `appendTrialsToOwnRun`).
 */
export function runMonthOf(startedAt: Date): string {
  const month = String(startedAt.getUTCMonth() + 1).padStart(2, '0');
  return `${startedAt.getUTCFullYear()}-${month}-01`;
}

/**
 * Creates the trial partitions of `now`'s UTC month and the `TRIAL_PARTITION_MONTHS_AHEAD` after
 * it that do not exist yet (assessment.create_trial_partition, migration 0016); answers one row
 * per month with `created` true where it created one.
 */
export function ensureTrialPartitionsSql(now: Date): SQL {
  return sql`select assessment.create_trial_partition(
      (${runMonthOf(now)}::date + make_interval(months => m))::date) as created
    from generate_series(0, ${TRIAL_PARTITION_MONTHS_AHEAD}::int) as m`;
}
