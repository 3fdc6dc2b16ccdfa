import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { findJob, type Database } from '@roar/db';
import { testDatabaseTargets } from '@roar/db/testing';
import { buildTestApp, until } from './helpers.ts';
import { JobFailure, type JobHandler } from '../src/modules/jobs/job-handler.ts';

/**
 * The job queue on each database (docs/decisions/024-background-jobs.md): enqueue, retry with
 * backoff, idempotency key, cancel, a scheduled job, a retry by hand. The crash of a whole process
 * mid-job is in jobs-crash.test.ts.
 */

interface EchoInput {
  steps: number;
  secret: string;
  /** Attempts that fail before one succeeds. */
  failures?: number;
  /** Fail without retry. */
  permanent?: boolean;
  /** Wait between steps until the job is cancelled. */
  hold?: boolean;
}

const attemptsSeen = new Map<string, number>();

/**
 * Writes one row per step (a duplicate would break the primary key) and reports progress; with a
 * `process` name it also records which server process ran the job.
 */
function echoJob(process?: string): JobHandler<Record<string, unknown>, EchoInput> {
  return {
    kind: 'test.echo',
    retryLimit: 3,
    retryDelaySeconds: 0,
    retryBackoff: false,
    needsInput: true,
    async run(ctx) {
      const input = ctx.input!;
      const attempt = (attemptsSeen.get(ctx.job.id) ?? 0) + 1;
      attemptsSeen.set(ctx.job.id, attempt);
      if (input.permanent) throw new JobFailure('test_refused');
      if (attempt <= (input.failures ?? 0)) throw new Error('transient');
      await ctx.progress({ total: input.steps });
      for (let n = ctx.job.progressDone + 1; n <= input.steps; n += 1) {
        if (input.hold) await new Promise((r) => setTimeout(r, 100));
        await ctx.step(n, async (tx) => {
          if (process && n === 1) {
            await tx.execute(
              sql`insert into test_runners (job_id, process) values (${ctx.job.id}, ${process})`,
            );
          }
          return tx.execute(sql`insert into test_effects (job_id, n) values (${ctx.job.id}, ${n})`);
        });
      }
      return { result: { steps: input.steps, secretLength: input.secret.length } };
    },
  };
}

describe.each(testDatabaseTargets())('job queue on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  const finished = (id: string) =>
    until(async () => {
      const job = await findJob(database.db, id);
      return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
    }, `job ${id} to finish`);
  const effects = async (id: string) =>
    (
      await database.executeSql('select n from test_effects where job_id = $1 order by n', [id])
    ).rows.map((r) => Number((r as { n: number }).n));

  beforeAll(async () => {
    database = await open();
    await database.db.execute(
      sql`create table test_effects (job_id text, n int, primary key (job_id, n))`,
    );
    ({ app } = await buildTestApp(
      database,
      { JOB_POLL_SECONDS: '0.5' },
      {
        jobHandlers: [echoJob()],
        jobSettings: { schedules: { housekeeping: '* * * * *' }, cronCheckSeconds: 1 },
      },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('runs an enqueued job to the end, with its progress and result, and forgets its input', async () => {
    const { job, created } = await app.jobs.enqueue('test.echo', {
      input: { steps: 5, secret: 'correct-horse-battery' },
      params: { label: 'five steps' },
    });
    expect(created).toBe(true);
    // The input is sealed: the secret is nowhere in the stored bytes.
    const stored = await database.executeSql(
      'select input::text as input from core.jobs where id = $1',
      [job.id],
    );
    expect(String((stored.rows[0] as { input: string }).input)).not.toContain(
      Buffer.from('correct-horse').toString('hex'),
    );
    const done = await finished(job.id);
    expect(done).toMatchObject({
      state: 'completed',
      progressDone: 5,
      progressTotal: 5,
      attempts: 1,
      result: { steps: 5, secretLength: 21 },
      input: null,
      params: { label: 'five steps' },
    });
    expect(await effects(job.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries a failing job until it succeeds', async () => {
    const { job } = await app.jobs.enqueue('test.echo', {
      input: { steps: 2, secret: 's', failures: 2 },
    });
    const done = await finished(job.id);
    expect(done.state).toBe('completed');
    expect(done.attempts).toBe(3);
    expect(await effects(job.id)).toEqual([1, 2]);
  });

  it('stops after the retry limit, then runs again when retried by hand', async () => {
    const { job } = await app.jobs.enqueue('test.echo', {
      input: { steps: 1, secret: 's', failures: 4 },
    });
    const failed = await finished(job.id);
    expect(failed).toMatchObject({ state: 'failed', error: 'job_error', attempts: 4 });
    expect(failed.input).not.toBeNull();
    // A failure another attempt cannot mend is not retried at all.
    const refused = await app.jobs.enqueue('test.echo', {
      input: { steps: 1, secret: 's', permanent: true },
    });
    expect(await finished(refused.job.id)).toMatchObject({
      state: 'failed',
      error: 'test_refused',
      attempts: 1,
    });

    const again = await app.jobs.retry(job.id);
    expect(again?.state).toBe('queued');
    const done = await finished(job.id);
    expect(done.state).toBe('completed');
    expect(await effects(job.id)).toEqual([1]);
  });

  it('answers the first job for a repeated idempotency key, and runs it once', async () => {
    const first = await app.jobs.enqueue('test.echo', {
      input: { steps: 3, secret: 's' },
      idempotencyKey: 'same-work',
    });
    const second = await app.jobs.enqueue('test.echo', {
      input: { steps: 3, secret: 's' },
      idempotencyKey: 'same-work',
    });
    expect(second.created).toBe(false);
    expect(second.job.id).toBe(first.job.id);
    expect((await finished(first.job.id)).attempts).toBe(1);
    expect(await effects(first.job.id)).toEqual([1, 2, 3]);
  });

  it('cancels a running job: it stops at its next step and writes nothing more', async () => {
    const { job } = await app.jobs.enqueue('test.echo', {
      input: { steps: 200, secret: 's', hold: true },
    });
    await until(async () => {
      const row = await findJob(database.db, job.id);
      return row && row.progressDone >= 2 ? row : undefined;
    }, 'two steps');
    const cancelled = await app.jobs.cancel(job.id);
    expect(cancelled?.state).toBe('cancelled');
    const count = (await effects(job.id)).length;
    await new Promise((r) => setTimeout(r, 400));
    expect((await effects(job.id)).length).toBeLessThanOrEqual(count + 1);
    const row = await findJob(database.db, job.id);
    expect(row).toMatchObject({ state: 'cancelled', input: null });
    expect((await effects(job.id)).length).toBe(row!.progressDone);
  });

  it('cancels a queued job before it runs', async () => {
    const { job } = await app.jobs.enqueue('test.echo', {
      input: { steps: 1, secret: 's', hold: true },
    });
    await app.jobs.cancel(job.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await effects(job.id)).toEqual([]);
    expect((await findJob(database.db, job.id))?.state).toBe('cancelled');
  });

  it('runs a scheduled job (housekeeping) with a record of its own', async () => {
    const scheduled = await until(async () => {
      const rows = await database.executeSql(
        "select id from core.jobs where kind = 'housekeeping' and state = 'completed'",
      );
      return rows.rows[0] as { id: string } | undefined;
    }, 'a housekeeping run');
    const job = await findJob(database.db, scheduled.id);
    expect(job?.params).toEqual({ scheduled: true });
    expect(job?.result).toMatchObject({
      sessions: expect.any(Number),
      jobFiles: 0,
      trialPartitions: 0,
    });
  });
});

/**
 * Two server processes on one PostgreSQL database (issue 22, ADR 039) share one queue: a job
 * enqueued by either runs once, in whichever process claims it first, with the input the other
 * sealed; its state, a repeated idempotency key and a cancel are the same seen from both.
 */
describe.each(testDatabaseTargets().filter((t) => t.name === 'postgres'))(
  'job queue shared by two processes on $name',
  ({ open }) => {
    let database: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      database = await open();
      await database.db.execute(
        sql`create table test_effects (job_id text, n int, primary key (job_id, n))`,
      );
      await database.db.execute(sql`create table test_runners (job_id text, process text)`);
      const settings = { JOB_POLL_SECONDS: '0.5' };
      ({ app: a } = await buildTestApp(database, settings, { jobHandlers: [echoJob('a')] }));
      ({ app: b } = await buildTestApp(database, settings, {
        jobHandlers: [echoJob('b')],
        signingKeys: a.tokenSettings.keys,
      }));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.close();
    });

    const finished = (id: string) =>
      until(async () => {
        const job = await findJob(database.db, id);
        return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
      }, `job ${id} to finish`);

    it('runs each job once, in one of the processes, whichever enqueued it', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const app = i % 2 === 0 ? a : b;
        const { job } = await app.jobs.enqueue('test.echo', {
          input: { steps: 3, secret: `secret-${i}`, hold: true },
        });
        ids.push(job.id);
      }
      for (const id of ids) {
        expect(await finished(id)).toMatchObject({
          state: 'completed',
          attempts: 1,
          result: { steps: 3 },
        });
      }
      const runners = await database.executeSql(
        'select job_id, count(*)::int as n from test_runners group by job_id',
      );
      expect(runners.rows).toHaveLength(ids.length);
      expect(runners.rows.every((r) => (r as { n: number }).n === 1)).toBe(true);
      // Both took part: eight jobs of a few hundred ms outrun one process's job slots.
      const processes = await database.executeSql(
        'select distinct process from test_runners order by process',
      );
      expect(processes.rows.map((r) => (r as { process: string }).process)).toEqual(['a', 'b']);
      const effects = await database.executeSql('select count(*)::int as n from test_effects');
      expect((effects.rows[0] as { n: number }).n).toBe(ids.length * 3);
    });

    it('answers one job for an idempotency key used in both, and cancels across them', async () => {
      const first = await a.jobs.enqueue('test.echo', {
        input: { steps: 2, secret: 's' },
        idempotencyKey: 'one-import',
      });
      const second = await b.jobs.enqueue('test.echo', {
        input: { steps: 2, secret: 's' },
        idempotencyKey: 'one-import',
      });
      expect(second).toMatchObject({ created: false, job: { id: first.job.id } });
      expect((await finished(first.job.id)).attempts).toBe(1);

      const long = await a.jobs.enqueue('test.echo', {
        input: { steps: 200, secret: 's', hold: true },
      });
      await until(async () => {
        const row = await findJob(database.db, long.job.id);
        return row && row.progressDone >= 1 ? row : undefined;
      }, 'the long job to start');
      expect((await b.jobs.cancel(long.job.id))?.state).toBe('cancelled');
      const row = await finished(long.job.id);
      expect(row.state).toBe('cancelled');
      expect(row.progressDone).toBeLessThan(200);
    });
  },
);
