/**
 * Bytes on disk per run and per trial on PostgreSQL (issue 22, docs/growth.md). On a fresh
 * migrated database, stores `BENCH_STORAGE_RUNS` simulated runs of each task below as the server
 * stores them (a run row, its trials in the run's month partition, its score row), vacuums and
 * answers `pg_total_relation_size` (heap, TOAST and indexes) of runs, trials (every partition) and
 * scores, divided by the rows stored. Never fails on a number.
 */
import { pathToFileURL } from 'node:url';
import {
  insertRun,
  insertScore,
  insertTrials,
  newId,
  openMigratedDatabase,
  runMonthOf,
  updateRun,
} from '@roar/db';
import { DEFAULT_SERVER_URL, createScratchDatabase } from './lib/scratch-database.ts';
import { simulatedRuns } from './lib/simulated-runs.ts';

/** Tasks of different trial shapes: a reading game, a sentence game, an executive-function game. */
export const STORAGE_TASKS = ['swr', 'sre', 'hearts-and-flowers'];

export interface StorageRow {
  taskId: string;
  runs: number;
  trials: number;
  trialsPerRun: number;
  bytesPerTrial: number;
  /** The run row, its score row and its trials. */
  bytesPerRun: number;
}

interface Sizes {
  runs: number;
  trials: number;
  scores: number;
}

async function sizes(execute: (text: string) => Promise<{ rows: unknown[] }>): Promise<Sizes> {
  const { rows } = await execute(`select
      pg_total_relation_size('assessment.runs') as runs,
      (select sum(pg_total_relation_size(relid)) from pg_partition_tree('assessment.trials'))
        as trials,
      pg_total_relation_size('assessment.scores') as scores`);
  const row = rows[0] as Record<keyof Sizes, string>;
  return { runs: Number(row.runs), trials: Number(row.trials), scores: Number(row.scores) };
}

export async function measureStorage(
  runsPerTask = Number(process.env.BENCH_STORAGE_RUNS) || 1_000,
  serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
): Promise<StorageRow[]> {
  const result: StorageRow[] = [];
  for (const taskId of STORAGE_TASKS) {
    // One database per task, so that each task's figures are its own rows only.
    const scratch = await createScratchDatabase(serverUrl, `bench_storage_${process.pid}`);
    const database = await openMigratedDatabase({ url: scratch.url });
    try {
      const empty = await sizes((text) => database.executeSql(text));
      const districtId = newId();
      let trials = 0;
      for (const simulated of simulatedRuns(taskId, runsPerTask, () => '3')) {
        const run = (await insertRun(database.db, {
          userId: newId(),
          taskId,
          districtId,
          administrationId: newId(),
          assignmentId: newId(),
          seed: newId(),
          params: {},
        }))!;
        trials += await insertTrials(
          database.db,
          simulated.trials.map((t, k) => ({
            ...t,
            id: newId(),
            trialIndex: k,
            runId: run.id,
            runMonth: runMonthOf(run.startedAt),
            districtId,
          })),
        );
        const { scored } = simulated;
        await insertScore(database.db, {
          runId: run.id,
          userId: run.userId,
          taskId,
          administrationId: run.administrationId,
          districtId,
          raw: scored.raw,
          computed: scored.computed,
          scoringVersion: scored.scoringVersion,
          normsVersion: scored.normsVersion,
          reliable: scored.reliable,
          engagementFlags: scored.engagementFlags,
        });
        await updateRun(database.db, run.id, {
          state: 'completed',
          completedAt: new Date(),
          reliable: scored.reliable,
          engagementFlags: scored.engagementFlags,
        });
      }
      await database.executeSql('vacuum analyze');
      const full = await sizes((text) => database.executeSql(text));
      const trialBytes = full.trials - empty.trials;
      const runBytes = full.runs - empty.runs + full.scores - empty.scores;
      result.push({
        taskId,
        runs: runsPerTask,
        trials,
        trialsPerRun: trials / runsPerTask,
        bytesPerTrial: trialBytes / trials,
        bytesPerRun: (runBytes + trialBytes) / runsPerTask,
      });
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  return result;
}

/** The figures as a Markdown table. */
export function storageTable(rows: readonly StorageRow[]): string {
  return [
    '| Task | Runs | Trials per run | Bytes per trial | Bytes per run (run, score, trials) |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.taskId} | ${r.runs} | ${r.trialsPerRun.toFixed(1)} | ${Math.round(r.bytesPerTrial)} | ${Math.round(r.bytesPerRun)} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(storageTable(await measureStorage()));
}
