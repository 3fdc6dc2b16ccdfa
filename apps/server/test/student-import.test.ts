import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { findCurrentMemberships, findUserByLogin } from '@roar/db';
import type { JobDetail } from '@roar/contracts';
import { buildTestApp, signInAs, until } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { today } from '../src/lib/day.ts';
import { caller, tokenOf } from './users-admin-fixtures.ts';
import type { RefusedRowsReport } from '../src/modules/roster/import-students-job.ts';

/**
 * A whole roster file as a background job (docs/decisions/024-background-jobs.md): every row
 * checked before any is written, the valid ones created with their classes and assignments, the
 * refused ones reported with their original cells, passwords usable at once and hashed after.
 */

const ROWS = 600;
const PASSWORD = 'Readers2026';

function rosterFile() {
  const headers = ['user', 'pw', 'dob', 'grade', 'school', 'class'];
  const records: string[][] = [];
  for (let i = 1; i <= ROWS; i += 1) {
    records.push([
      `imported${i}`,
      PASSWORD,
      '2016-05-04',
      // Row 7: a grade that does not exist; row 9 repeats row 8's username; row 11: a taken login.
      i === 7 ? '42' : '3',
      'Demo Elementary School',
      'Grade 3 - Room 204',
    ]);
  }
  records[8]![0] = 'imported8';
  records[10]![0] = 'explorer';
  const rows = records.map((cells, i) => ({
    row: i + 1,
    username: cells[0],
    password: cells[1],
    dateOfBirth: cells[2],
    grade: cells[3],
    school: cells[4],
    class: cells[5],
  }));
  return { headers, records, rows };
}

describe.each(testDatabaseTargets())('student import job on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let superAdmin: ReturnType<typeof caller>;
  let job: JobDetail;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, {
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
      JOB_POLL_SECONDS: '0.5',
    }));
    superAdmin = caller(app, await tokenOf(app, 'superadmin@demo.roar.test'));
    const file = rosterFile();
    const res = await superAdmin.post('/api/admin/roster/student-imports', {
      ...file,
      fileName: 'class-lists.csv',
    });
    expect(res.statusCode).toBe(202);
    const started = res.json() as JobDetail;
    expect(started).toMatchObject({
      kind: 'roster.import_students',
      params: { fileName: 'class-lists.csv', rows: ROWS },
    });
    job = await until(async () => {
      const detail = (await superAdmin.get(`/api/admin/jobs/${started.id}`)).json() as JobDetail;
      return ['completed', 'failed'].includes(detail.state) ? detail : undefined;
    }, 'the import');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('creates every valid row and refuses the others, naming their problems', () => {
    expect(job.state).toBe('completed');
    expect(job.result).toEqual({ rows: ROWS, created: ROWS - 4, refused: 4 });
    expect(job.progressDone).toBe(ROWS - 4);
    expect(job.rowErrorCount).toBe(4);
    const problems = Object.fromEntries(
      job.rowErrors.map((e) => [e.row, e.errors.map((x) => `${x.field}:${x.code}`).sort()]),
    );
    expect(problems).toEqual({
      7: ['grade:invalid_grade'],
      8: ['username:duplicate_in_file'],
      9: ['username:duplicate_in_file'],
      11: ['username:username_taken'],
    });
  });

  it('places each student in their class and school, with the class’s assignments', async () => {
    const user = await findUserByLogin(database.db, 'imported600');
    expect(user).toMatchObject({ userType: 'student', grade: '3' });
    const memberships = await findCurrentMemberships(database.db, user!.id, today());
    expect(memberships.map((m) => m.orgType).sort()).toEqual(['class', 'school']);
    expect(await findUserByLogin(database.db, 'imported7')).toBeUndefined();
  });

  it('reports the refused rows with the cells of the file', async () => {
    const res = await superAdmin.get(`/api/admin/jobs/${job.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('refused-rows.json');
    const report = res.json() as RefusedRowsReport;
    expect(report.headers).toEqual(['user', 'pw', 'dob', 'grade', 'school', 'class']);
    expect(report.rows.map((r) => r.row)).toEqual([7, 8, 9, 11]);
    expect(report.rows[0]!.cells.slice(0, 4)).toEqual(['imported7', PASSWORD, '2016-05-04', '42']);
  });

  it('lets an imported student sign in at once, and hashes every password afterwards', async () => {
    await signInAs(app, 'imported3', PASSWORD);
    await expect(signInAs(app, 'imported4', 'Wrong2026x')).rejects.toThrow(/401/);
    const hashing = await until(
      async () => {
        const { jobs } = (
          await superAdmin.get('/api/admin/jobs?all=true&kind=roster.hash_passwords')
        ).json() as {
          jobs: JobDetail[];
        };
        return jobs.find((j) => j.state === 'completed');
      },
      'the hashing job',
      120_000,
    );
    expect(hashing.createdBy).toBeNull();
    const pending = await database.executeSql(
      'select count(*)::int as n from core.pending_passwords',
    );
    expect((pending.rows[0] as { n: number }).n).toBe(0);
    await signInAs(app, 'imported600', PASSWORD);
  }, 150_000);

  it('shows a job only to its starter and super administrators; only they retry', async () => {
    const admin = caller(app, await tokenOf(app, 'admin@demo.roar.test'));
    expect((await admin.get(`/api/admin/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/jobs/${job.id}/file`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/jobs/${job.id}/cancel`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/jobs/${job.id}/retry`)).statusCode).toBe(403);
    const own = (await admin.get('/api/admin/jobs?all=true')).json() as { jobs: JobDetail[] };
    expect(own.jobs.map((j) => j.id)).not.toContain(job.id);
    const all = (await superAdmin.get('/api/admin/jobs?all=true')).json() as { jobs: JobDetail[] };
    expect(all.jobs.map((j) => j.id)).toContain(job.id);
    expect(all.jobs.find((j) => j.id === job.id)?.createdBy?.id).toBeTruthy();
  });

  it('refuses an import from someone without Users.CREATE, and shared organisations out of scope', async () => {
    const teacher = caller(app, await tokenOf(app, 'teacher@demo.roar.test'));
    const rows = [
      { row: 1, username: 'x1', password: PASSWORD, dateOfBirth: '2016-01-01', grade: '3' },
    ];
    expect((await teacher.post('/api/admin/roster/student-imports', { rows })).statusCode).toBe(
      403,
    );
    const res = await superAdmin.post('/api/admin/roster/student-imports', {
      rows,
      orgs: { districts: [], schools: ['no-such-school'], classes: [], groups: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});
