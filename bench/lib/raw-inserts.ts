import pg from 'pg';
import type { TrialInput } from '@roar/contracts';

/**
 * Connections of the baseline's pool: the server opens its database with a `pg.Pool` of the
 * library's default size (packages/db client.ts sets no `max`), which is 10.
 */
export const SERVER_POOL_SIZE = 10;

const INSERT_TRIAL = `insert into assessment.trials
  (id, run_id, run_month, district_id, trial_index, block, subtask, stage, item_id, data)
  values ($1, $2, $10, $3, $4, $5, $6, $7, $8, $9)`;

/**
 * The baseline: plain parameterised single-row INSERTs of the same trial rows into the same table,
 * one worker per run (student), each inserting its rows one after the other, all workers at once
 * through one pool of the server's size. Answers the wall time in seconds.
 */
export async function timeRawInserts(
  url: string,
  params: { districtId: string; runMonth: string; rowsByRun: Map<string, TrialInput[]> },
): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  try {
    // Open every connection before the clock starts, as the warmed-up server has.
    const clients = await Promise.all(
      Array.from({ length: SERVER_POOL_SIZE }, () => pool.connect()),
    );
    clients.forEach((client) => client.release());
    const started = performance.now();
    await Promise.all(
      [...params.rowsByRun].map(async ([runId, rows]) => {
        for (const t of rows) {
          await pool.query(INSERT_TRIAL, [
            t.id,
            runId,
            params.districtId,
            t.trialIndex,
            t.block ?? null,
            t.subtask ?? null,
            t.stage,
            t.itemId ?? null,
            JSON.stringify(t.data),
            params.runMonth,
          ]);
        }
      }),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await pool.end();
  }
}
