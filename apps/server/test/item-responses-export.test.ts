import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog, orgs } from '@roar/db';
import {
  ITEM_RESPONSE_CSV_COLUMNS,
  SURVEY_TASK_ID,
  generateId,
  type JobDetail,
  type RunDetail,
  type TrialInput,
} from '@roar/contracts';
import { createRng, gameOf } from '@roar/tasks/registry';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { until } from './helpers.ts';
import { administer, runClient } from './runs-fixtures.ts';
import { addSchoolAdmin } from './users-admin-fixtures.ts';

/**
 * The item-response export (docs/item-responses-export.md; issue 20 item 2): one row per test
 * trial with the server's judgement, pseudonyms that differ per export, super and district
 * administrators only, audited.
 */

const SUPER = 'superadmin@demo.roar.test';
const DISTRICT_ADMIN = 'admin@demo.roar.test';
const SCHOOL_ADMIN = 'school-admin-items@demo.roar.test';

/** A 30-item Word run of a middling reader, as the game records it. */
function wordRun(seed: string): TrialInput[] {
  const game = gameOf('swr')!;
  const params = game.params('swr').parse({ numTrials: 30 });
  return game
    .simulate('swr', params, createRng(seed), { theta: 0 })
    .map((t) => ({ ...t, id: generateId() }));
}

/** The CSV's rows as objects by column name (no quoted commas in this file's cells). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])));
}

describe.each(testDatabaseTargets())('item-response export on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let administrationId: string;
  let run: RunDetail;
  let trials: TrialInput[];
  const url = (orgType = 'class', orgId = () => demo.orgId.grade3) =>
    `/api/admin/reports/${administrationId}/${orgType}/${orgId()}/item-responses/exports`;

  /** Starts the export as `login` and answers its CSV text once the job is done. */
  async function exported(login: string, body: object = { taskId: 'swr' }, target = url()) {
    const started = await demo.call(login, 'POST', target, body);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as JobDetail;
    const job = await until(async () => {
      const found = (await demo.call(login, 'GET', `/api/admin/jobs/${id}`)).json() as JobDetail;
      return ['completed', 'failed'].includes(found.state) ? found : undefined;
    }, `job ${id}`);
    expect(job.state, job.error ?? '').toBe('completed');
    const file = await demo.call(login, 'GET', `/api/admin/jobs/${id}/file`);
    expect(file.statusCode).toBe(200);
    return { job, csv: file.body };
  }

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    const [school] = await database.db
      .select()
      .from(orgs)
      .where(eq(orgs.id, demo.orgId.elementary));
    await addSchoolAdmin(database.db, school!, SCHOOL_ADMIN);
    administrationId = await administer(demo, database, ['swr', 'pa']);
    const api = runClient(demo);
    run = (await api.create('student1', { administrationId, taskId: 'swr' })).json();
    trials = wordRun('items');
    expect((await api.trials('student1', run.id, trials)).statusCode).toBe(200);
    run = (await api.complete('student1', run.id)).json();
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('writes one row per test trial with the server’s judgement, under pseudonyms', async () => {
    const { job, csv } = await exported(SUPER);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ITEM_RESPONSE_CSV_COLUMNS.join(','));
    const rows = rowsOf(csv);
    const test = trials.filter((t) => t.stage === 'test');
    expect(rows).toHaveLength(test.length);
    expect(job.result).toMatchObject({ students: expect.any(Number), runs: 1, rows: test.length });
    expect(new Set(rows.map((r) => r.student)).size).toBe(1);
    expect(rows[0]!.student).toMatch(/^S[0-9a-f]{12}$/);
    expect(rows[0]!.run).toMatch(/^R[0-9a-f]{12}$/);
    expect(csv).not.toContain('student1');
    expect(csv).not.toContain(run.id);
    expect(rows.map((r) => r.item)).toEqual(test.map((t) => t.itemId));
    expect(rows.map((r) => Number(r.trial_index))).toEqual(test.map((t) => t.trialIndex));
    // The server's count of right answers is the file's.
    const right = rows.filter((r) => r.correct === '1').length;
    expect(right).toBe(run.scores!.raw.composite!.test!.numCorrect);
    expect(rows.every((r) => r.grade === '3' && r.best_run === '1')).toBe(true);
    expect(rows.every((r) => /^\d+$/.test(r.rt_ms!))).toBe(true);

    // Another export: other pseudonyms for the same student and run.
    const again = rowsOf((await exported(SUPER)).csv);
    expect(again[0]!.student).not.toBe(rows[0]!.student);
    expect(again[0]!.run).not.toBe(rows[0]!.run);
    expect(again.map((r) => r.correct)).toEqual(rows.map((r) => r.correct));
  });

  it('names students and runs when asked, and audits every export', async () => {
    const { csv } = await exported(DISTRICT_ADMIN, { taskId: 'swr', identified: true });
    const rows = rowsOf(csv);
    expect(rows[0]).toMatchObject({ student: 'student1', run: run.id });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report.export_item_responses'));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.at(-1)!.details).toMatchObject({
      administrationId,
      taskId: 'swr',
      identified: true,
      runs: 1,
      rows: rows.length,
    });
  });

  it('lets the district’s administrators export over the district, nobody else', async () => {
    // The demo screener reaches the whole district (the test's own administration one class).
    const district = `/api/admin/reports/${demo.screenerId}/district/${demo.orgId.district}/item-responses/exports`;
    const { csv } = await exported(DISTRICT_ADMIN, { taskId: 'swr' }, district);
    expect(csv.replace(/^\uFEFF/, '').startsWith('student,grade,run,')).toBe(true);
    for (const login of [SCHOOL_ADMIN, 'teacher@demo.roar.test', 'student1']) {
      const refused = await demo.call(login, 'POST', url(), { taskId: 'swr' });
      expect(refused.statusCode, login).toBe(403);
    }
    // A family outside the district is outside the district administrator's scope.
    const family = url('family', () => demo.orgId.family);
    expect((await demo.call(DISTRICT_ADMIN, 'POST', family, { taskId: 'swr' })).statusCode).toBe(
      403,
    );
  });

  it('refuses tasks the server does not score and bad bodies, with a clear message', async () => {
    const survey = await demo.call(SUPER, 'POST', url(), { taskId: SURVEY_TASK_ID });
    expect(survey.statusCode).toBe(400);
    expect(survey.json().error.message).toMatch(/no items scored by the server/);
    for (const body of [{}, { taskId: '' }, { taskId: 'swr', identified: 'yes' }]) {
      expect((await demo.call(SUPER, 'POST', url(), body)).statusCode).toBe(400);
    }
  });

  it('writes a header alone when nobody completed the task', async () => {
    const { job, csv } = await exported(SUPER, { taskId: 'pa' });
    expect(rowsOf(csv)).toEqual([]);
    expect(job.result).toMatchObject({ runs: 0, rows: 0 });
  });
});
