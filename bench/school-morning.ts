/**
 * A school morning (issue 22, item 1): the pupils of one school, all behind one public address
 * (loopback here), sign in within a minute and each plays a full Word run, its trials uploaded
 * one per request at a quick game pace, against a server on PostgreSQL with its default limits.
 * Prints sign-ins and uploads refused (429) or lost (not stored), and the latency of each.
 * Never fails on a number.
 */
import { pathToFileURL } from 'node:url';
import { percentile } from './lib/latency.ts';
import { signIn, startRun, uploadTrials } from './lib/run-api.ts';
import { DEFAULT_SERVER_URL, createScratchDatabase } from './lib/scratch-database.ts';
import { startServer } from './lib/server.ts';
import { wordRunLength, wordTrials } from './lib/trial-data.ts';
import { seedTrialWorld } from './lib/trial-world.ts';

export interface MorningOptions {
  pupils: number;
  /** Sign-ins are spread evenly over this time. */
  signInSeconds: number;
  /** Trials each pupil uploads (a full Word run by default) and the time between two. */
  trials: number;
  paceMs: number;
  serverUrl: string;
}

export const morningOptions = (env: NodeJS.ProcessEnv = process.env): MorningOptions => ({
  pupils: Number(env.BENCH_PUPILS) || 500,
  signInSeconds: 60,
  trials: wordRunLength(),
  paceMs: 1_000,
  serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
});

export interface MorningResult {
  pupils: number;
  trials: number;
  signInSeconds: number;
  signIns: { refused: number; failed: number; p50Ms: number; p99Ms: number; lastInSeconds: number };
  uploads: { sent: number; refused: number; lost: number; p50Ms: number; p99Ms: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refusedBy429 = (err: unknown) => String((err as Error).message).includes('answered 429');

export async function measureSchoolMorning(
  options: MorningOptions = morningOptions(),
): Promise<MorningResult> {
  const database = await createScratchDatabase(options.serverUrl, `bench_school_${process.pid}`);
  console.log(`school morning: ${options.pupils} pupils from one address on ${database.label}`);
  try {
    const world = await seedTrialWorld(database.url, { students: options.pupils, taskId: 'swr' });
    // The server's own default limits: nothing is raised for the benchmark.
    const server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: '0' });
    const signIns = { refused: 0, failed: 0, times: [] as number[], lastInMs: 0 };
    const uploads = { sent: 0, refused: 0, lost: 0, times: [] as number[] };
    const started = performance.now();
    try {
      const spacingMs = (options.signInSeconds * 1000) / options.pupils;
      await Promise.all(
        world.logins.map(async (login, i) => {
          await sleep(i * spacingMs);
          const before = performance.now();
          let token: string;
          try {
            token = await signIn(server.baseUrl, login, world.password);
          } catch (err) {
            if (refusedBy429(err)) signIns.refused += 1;
            else signIns.failed += 1;
            return;
          }
          signIns.times.push(performance.now() - before);
          signIns.lastInMs = Math.max(signIns.lastInMs, performance.now() - started);
          const runId = await startRun(server.baseUrl, token, world);
          for (const trial of wordTrials(0, options.trials)) {
            uploads.sent += 1;
            try {
              uploads.times.push(await uploadTrials(server.baseUrl, { token, runId }, [trial]));
            } catch (err) {
              if (refusedBy429(err)) uploads.refused += 1;
              else uploads.lost += 1;
            }
            await sleep(options.paceMs);
          }
        }),
      );
    } finally {
      await server.stop();
    }
    return {
      pupils: options.pupils,
      trials: options.trials,
      signInSeconds: options.signInSeconds,
      signIns: {
        refused: signIns.refused,
        failed: signIns.failed,
        p50Ms: percentile(signIns.times, 50),
        p99Ms: percentile(signIns.times, 99),
        lastInSeconds: signIns.lastInMs / 1000,
      },
      uploads: {
        sent: uploads.sent,
        refused: uploads.refused,
        lost: uploads.lost,
        p50Ms: percentile(uploads.times, 50),
        p99Ms: percentile(uploads.times, 99),
      },
    };
  } finally {
    await database.drop();
  }
}

/** The figures as a Markdown table. */
export function morningTable(r: MorningResult): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return [
    '| Pupils (one address) | What | Count | Refused (429) | Lost | p50 | p99 |',
    '|---|---|---|---|---|---|---|',
    `| ${r.pupils} | sign-ins over ${r.signInSeconds} s (last in at ${r.signIns.lastInSeconds.toFixed(0)} s) | ${r.pupils} | ${r.signIns.refused} | ${r.signIns.failed} | ${ms(r.signIns.p50Ms)} | ${ms(r.signIns.p99Ms)} |`,
    `| ${r.pupils} | trial uploads, ${r.trials} each${r.trials === wordRunLength() ? ' (a full Word run)' : ''}, one per request | ${r.uploads.sent} | ${r.uploads.refused} | ${r.uploads.lost} | ${ms(r.uploads.p50Ms)} | ${ms(r.uploads.p99Ms)} |`,
    '',
    `Target: 0 refused, 0 lost: ${r.signIns.refused + r.signIns.failed + r.uploads.refused + r.uploads.lost === 0 ? 'met' : 'not met'}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(morningTable(await measureSchoolMorning()));
}
