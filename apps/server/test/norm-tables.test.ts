import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog, newId, orgs, runs, scores, findActiveNormTable } from '@roar/db';
import type {
  JobDetail,
  ListNormTablesResponse,
  NormTable,
  NormTablePreview,
} from '@roar/contracts';
import { PROVISIONAL_NORMS_TASKS, provisionalNorms, type NormsTable } from '@roar/scoring';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { until } from './helpers.ts';
import { addSchoolAdmin } from './users-admin-fixtures.ts';

/**
 * A district's norm tables (issue 20 item 4; docs/decisions/054-local-norm-tables.md): the
 * `norms.build_local` job, its refusal, the CSV import, the preview of support-level changes,
 * activation, and who may do each. Runs and scores are written directly (a build needs hundreds
 * of them; the games' simulate() would take minutes): each a completed, reliable, best run with
 * a normed score, as scoring stores it.
 */

const SUPER = 'superadmin@demo.roar.test';
const DISTRICT_ADMIN = 'admin@demo.roar.test';
const SCHOOL_ADMIN = 'school-admin-norms@demo.roar.test';
const TEACHER = 'teacher@demo.roar.test';

/** The first normed task and its provisional table (no task id written in host code). */
const TASK = PROVISIONAL_NORMS_TASKS[0];
const PROVISIONAL = provisionalNorms(TASK)! as NormsTable;

/** A seeded generator of standard normal draws (Box-Muller on a linear congruential stream). */
function normals(seed: number): () => number {
  let state = seed;
  const uniform = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state + 0.5) / 2 ** 31;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * Completed runs of `perCell` students in each grade and season, each student with one run,
 * scoring `shift` SDs below the provisional table's group (children who find the items harder).
 */
async function seedRuns(
  database: Database,
  districtId: string,
  cells: readonly { grade: number; season: 'fall' | 'spring' }[],
  perCell: number,
  seed: number,
  shift = -0.75,
): Promise<number> {
  const draw = normals(seed);
  const rows: { run: typeof runs.$inferInsert; score: typeof scores.$inferInsert }[] = [];
  for (const { grade, season } of cells) {
    const group = PROVISIONAL.groups.find((g) => g.grade === grade)!;
    const completedAt = new Date(
      season === 'fall' ? '2025-10-15T15:00:00Z' : '2026-04-15T15:00:00Z',
    );
    for (let i = 0; i < perCell; i += 1) {
      const id = newId();
      const userId = newId();
      const score = Math.round(group.mean + group.sd * (shift + draw()));
      rows.push({
        run: {
          id,
          userId,
          taskId: TASK,
          districtId,
          state: 'completed',
          reliable: true,
          bestRun: true,
          startedAt: completedAt,
          completedAt,
        },
        score: {
          runId: id,
          userId,
          taskId: TASK,
          districtId,
          reliable: true,
          normsVersion: PROVISIONAL.version,
          computed: {
            composite: {
              rawScore: score,
              grade: grade === 0 ? 'K' : String(grade),
              normsVersion: PROVISIONAL.version,
              normsKind: 'provisional',
            },
          },
        },
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    await database.db.insert(runs).values(batch.map((r) => r.run));
    await database.db.insert(scores).values(batch.map((r) => r.score));
  }
  return rows.length;
}

describe.each(testDatabaseTargets())('norm tables on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let district: string;
  const tablesUrl = () => `/api/admin/districts/${district}/norm-tables`;

  /** Starts a build as `login` and answers the job once it is over. */
  async function build(login: string): Promise<JobDetail> {
    const started = await demo.call(login, 'POST', `${tablesUrl()}/builds`, { taskId: TASK });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as JobDetail;
    return until(async () => {
      const found = (await demo.call(login, 'GET', `/api/admin/jobs/${id}`)).json() as JobDetail;
      return ['completed', 'failed'].includes(found.state) ? found : undefined;
    }, `job ${id}`);
  }

  const list = async (login = SUPER) =>
    (await demo.call(login, 'GET', tablesUrl())).json() as ListNormTablesResponse;

  const csv = (source: string, shift = 0) =>
    [
      `# source: ${source}`,
      '# date: 2026-06-01',
      'task,language,grade,season,mean,sd,n',
      ...PROVISIONAL.groups.map(
        (g) =>
          `${TASK},${PROVISIONAL.language},${g.grade === 0 ? 'K' : g.grade},,${g.mean + shift},${g.sd},`,
      ),
    ].join('\n');

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    district = demo.orgId.district;
    const [school] = await database.db
      .select()
      .from(orgs)
      .where(eq(orgs.id, demo.orgId.elementary));
    await addSchoolAdmin(database.db, school!, SCHOOL_ADMIN);
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('refuses a build with too few runs, with the counts for the message', async () => {
    await seedRuns(database, district, [{ grade: 3, season: 'fall' }], 120, 1);
    const job = await build(DISTRICT_ADMIN);
    expect(job.state).toBe('failed');
    expect(job.error).toBe('norms_too_few_runs');
    expect(job.result).toMatchObject({
      refusal: { reason: 'too-few-runs', usableRuns: 120, minRuns: 200, minCell: 50 },
    });
    expect((await list()).tables).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'norms.build_local'));
    expect(entry!.details).toMatchObject({ taskId: TASK, refused: { reason: 'too-few-runs' } });
  });

  it('builds a labelled local draft, previews the changes and activates it', async () => {
    await seedRuns(
      database,
      district,
      [
        { grade: 3, season: 'spring' },
        { grade: 4, season: 'fall' },
        { grade: 4, season: 'spring' },
      ],
      80,
      2,
    );
    const job = await build(SUPER);
    expect(job.state, job.error ?? '').toBe('completed');
    expect(job.progressDone).toBeGreaterThanOrEqual(360);
    const { tables, tasks, district: shown } = await list(DISTRICT_ADMIN);
    expect(shown.id).toBe(district);
    expect(tasks.map((t) => t.taskId)).toContain(TASK);
    expect(tables).toHaveLength(1);
    const draft = tables[0]!;
    expect(draft).toMatchObject({
      id: job.result!.tableId,
      taskId: TASK,
      language: PROVISIONAL.language,
      kind: 'local',
      state: 'draft',
      label: { students: 360, runs: 360, from: '2025-10-15', to: '2026-04-15' },
    });
    expect(draft.label.district).toMatch(/\S/);
    expect(draft.groups.map((g) => `${g.grade}-${g.season}`)).toEqual([
      '3-fall',
      '3-spring',
      '4-fall',
      '4-spring',
    ]);

    // The seeded children score 0.75 SD under the provisional groups: many are flagged now, and
    // their own district's norms move them up.
    const preview = (
      await demo.call(DISTRICT_ADMIN, 'GET', `/api/admin/norm-tables/${draft.id}/preview`)
    ).json() as NormTablePreview;
    expect(preview.current).toMatchObject({ kind: 'provisional', version: PROVISIONAL.version });
    expect(preview.compared).toBeGreaterThanOrEqual(360);
    expect(preview.up).toBeGreaterThan(50);
    expect(preview.down).toBe(0);
    expect(preview.changed).toBe(preview.up);
    const total = (counts: Record<string, number>) =>
      Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total(preview.before)).toBe(preview.compared);
    expect(total(preview.after)).toBe(preview.compared);
    expect(preview.after['needs-extra-support']).toBeLessThan(
      preview.before['needs-extra-support'],
    );

    const activated = await demo.call(
      DISTRICT_ADMIN,
      'POST',
      `/api/admin/norm-tables/${draft.id}/activate`,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ id: draft.id, state: 'active' });
    const again = await demo.call(SUPER, 'POST', `/api/admin/norm-tables/${draft.id}/activate`);
    expect(again.statusCode).toBe(409);
    const active = await findActiveNormTable(database.db, {
      districtId: district,
      taskId: TASK,
      language: PROVISIONAL.language,
    });
    expect(active?.id).toBe(draft.id);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'norms.activate'));
    expect(entry).toMatchObject({ targetId: draft.id, districtId: district });
  });

  it('imports a CSV as a draft and, activated, retires the table active before', async () => {
    const imported = await demo.call(SUPER, 'POST', `${tablesUrl()}/imports`, {
      csv: csv('State reading norms 2025, table 4'),
      fileName: 'state.csv',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const table = imported.json() as NormTable;
    expect(table).toMatchObject({
      kind: 'imported',
      state: 'draft',
      label: { source: 'State reading norms 2025, table 4', fileName: 'state.csv' },
    });
    expect(table.groups).toHaveLength(PROVISIONAL.groups.length);
    // The table in use is now the local one: the preview compares with it.
    const preview = (
      await demo.call(SUPER, 'GET', `/api/admin/norm-tables/${table.id}/preview`)
    ).json() as NormTablePreview;
    expect(preview.current.kind).toBe('local');
    expect(preview.down).toBeGreaterThan(0);

    expect(
      (await demo.call(SUPER, 'POST', `/api/admin/norm-tables/${table.id}/activate`)).statusCode,
    ).toBe(200);
    const states = Object.fromEntries((await list()).tables.map((t) => [t.kind, t.state]));
    expect(states).toEqual({ imported: 'active', local: 'retired' });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'norms.import'));
    expect(entry).toMatchObject({ targetId: table.id, districtId: district });
  });

  it('refuses an invalid CSV with every problem by line and code', async () => {
    const bad = [
      '# date: 2026-06-01',
      'task,language,grade,season,mean,sd,n',
      `${TASK},${PROVISIONAL.language},0,,452,66.7,`,
      `${TASK},${PROVISIONAL.language},5,autumn,521,-1,`,
    ].join('\n');
    const res = await demo.call(SUPER, 'POST', `${tablesUrl()}/imports`, { csv: bad });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    const problems = Object.values(error.fields);
    expect(problems).toEqual(
      expect.arrayContaining(['0:missing-source', '3:bad-grade', '4:bad-season', '4:bad-sd']),
    );
    // A task without norms is refused too.
    const other = csv('X').replaceAll(`${TASK},`, 'no-such-task,');
    const refused = await demo.call(SUPER, 'POST', `${tablesUrl()}/imports`, { csv: other });
    expect(Object.values(refused.json().error.fields)).toEqual(['0:unknown-task']);
  });

  it('lets super administrators and the district’s administrators in, nobody else', async () => {
    const [draft] = (await list()).tables;
    const routes: [string, string, object | undefined][] = [
      ['GET', tablesUrl(), undefined],
      ['POST', `${tablesUrl()}/builds`, { taskId: TASK }],
      ['POST', `${tablesUrl()}/imports`, { csv: csv('Mine') }],
      ['GET', `/api/admin/norm-tables/${draft!.id}/preview`, undefined],
      ['POST', `/api/admin/norm-tables/${draft!.id}/activate`, undefined],
    ];
    for (const login of [SCHOOL_ADMIN, TEACHER, 'student1']) {
      for (const [method, url, body] of routes) {
        const res = await demo.call(login, method as 'GET', url, body);
        expect(res.statusCode, `${login} ${method} ${url}`).toBe(403);
      }
    }
    expect((await demo.call(DISTRICT_ADMIN, 'GET', tablesUrl())).statusCode).toBe(200);
    const missing = await demo.call(
      SUPER,
      'GET',
      '/api/admin/districts/nosuchdistrict/norm-tables',
    );
    expect(missing.statusCode).toBe(404);
    // A school is no district.
    const school = await demo.call(
      SUPER,
      'GET',
      `/api/admin/districts/${demo.orgId.elementary}/norm-tables`,
    );
    expect(school.statusCode).toBe(404);
  });
});
