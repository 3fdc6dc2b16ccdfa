import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { administrations, findJob, memberships, users, type Org } from '@roar/db';
import type { JobDetail } from '@roar/contracts';
import { buildTestApp, until } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import type { DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import { addSchoolAdmin, caller, demoOrgs, tokenOf, userIdOf } from './users-admin-fixtures.ts';

/**
 * CSV exports as background jobs (docs/reports-csv.md, docs/decisions/024-background-jobs.md):
 * the job's file holds the bytes the streaming endpoint answers for the same request; refusals
 * come at once; the file is its starter's; a starter who has lost the right by the time the job
 * runs gets it failed with `not_permitted`. One app answers requests with its workers off, and a
 * second one over the same database runs the jobs, so the test decides when jobs run.
 */

const DISTRICT_ADMIN = 'admin@demo.roar.test';
const TEACHER = 'teacher@demo.roar.test';

const query = (q: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of [v].flat()) search.append(k, x);
  return search.toString();
};

describe.each(testDatabaseTargets())('CSV exports as jobs on $name', ({ open }) => {
  let database: Database;
  let api: FastifyInstance;
  let worker: FastifyInstance | undefined;
  let signingKey: string;
  let orgs: Record<DemoOrgKey, Org>;
  let screenerId: string;
  const tokens = new Map<string, string>();

  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, await tokenOf(api, login));
    return caller(api, tokens.get(login)!);
  };
  const startWorker = async () => {
    ({ app: worker } = await buildTestApp(database, {
      AUTH_PRIVATE_JWK: signingKey,
      JOB_POLL_SECONDS: '0.5',
    }));
  };
  const reportUrl = (orgType: string, key: DemoOrgKey, path: string) =>
    `/api/admin/reports/${screenerId}/${orgType}/${orgs[key].id}${path}`;
  const usersUrl = (orgType: string, key: DemoOrgKey, path: string) =>
    `/api/admin/orgs/${orgType}/${orgs[key].id}${path}`;

  /** The job once it is over, as its starter sees it. */
  const finished = async (login: string, id: string) => {
    const client = await as(login);
    return until(async () => {
      const job = (await client.get(`/api/admin/jobs/${id}`)).json() as JobDetail;
      return ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
    }, `job ${id}`);
  };

  /** Starts an export as `login`, waits for it and answers the job and its file. */
  const exported = async (login: string, url: string, body: object) => {
    const client = await as(login);
    const started = await client.post(url, body);
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(login, (started.json() as JobDetail).id);
    expect(job.state, job.error ?? '').toBe('completed');
    const file = await client.get(`/api/admin/jobs/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    return { started: started.json() as JobDetail, job, file };
  };

  const sameFile = (file: LightMyRequestResponse, streamed: LightMyRequestResponse) => {
    expect(streamed.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(streamed.headers['content-disposition']);
    expect(file.body).toBe(streamed.body);
    expect(file.rawPayload.equals(streamed.rawPayload)).toBe(true);
  };
  const dataRows = (csv: LightMyRequestResponse) => csv.body.split('\r\n').length - 2;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    signingKey = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'exports' });
    ({ app: api } = await buildTestApp(database, {
      AUTH_PRIVATE_JWK: signingKey,
      JOBS_WORKER: 'off',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    }));
    await startWorker();
    orgs = await demoOrgs(database.db);
    const [screener] = await database.db
      .select()
      .from(administrations)
      .where(eq(administrations.name, 'Demo Screener'));
    screenerId = screener!.id;
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.close();
  });

  it('writes the bytes of the streaming report CSV for the same filters, sort and locale', async () => {
    const cases: { report: 'progress' | 'scores'; q: Record<string, string | string[]> }[] = [
      { report: 'progress', q: { sort: 'grade', order: 'desc' } },
      { report: 'scores', q: { locale: 'es-CO', grade: ['3', '7', 'K'], sort: 'firstName' } },
      { report: 'progress', q: { status: ['assigned'], schoolId: [orgs.elementary.id] } },
    ];
    for (const { report, q } of cases) {
      const { started, job, file } = await exported(
        DISTRICT_ADMIN,
        reportUrl('district', 'district', '/exports'),
        { report, ...q },
      );
      expect(started).toMatchObject({ kind: 'export.report_csv', state: 'queued' });
      const streamed = await (
        await as(DISTRICT_ADMIN)
      ).get(reportUrl('district', 'district', `/${report}/students.csv?${query(q)}`));
      sameFile(file, streamed);
      const rows = dataRows(streamed);
      expect(rows).toBeGreaterThan(0);
      expect(job).toMatchObject({ result: { rows }, progressDone: rows, progressTotal: rows });
      expect(job.file?.name).toMatch(new RegExp(`^roar-${report}-demo-screener-demo-district`));
    }
  });

  it('keeps a search and a selection out of the job’s params, and exports the same rows', async () => {
    const ids = [await userIdOf(database.db, 'student3'), await userIdOf(database.db, 'student1')];
    const q = { userId: ids, search: 'Jo', sort: 'username' };
    const { started, job, file } = await exported(
      DISTRICT_ADMIN,
      reportUrl('district', 'district', '/exports'),
      { report: 'scores', ...q },
    );
    expect(started.params).toMatchObject({ report: 'scores', search: true, selected: 2 });
    const stored = JSON.stringify(started.params).toLowerCase();
    expect(stored).not.toContain('"jo"');
    for (const id of ids) expect(stored).not.toContain(id.toLowerCase());
    // The sealed input is dropped once the job is done.
    expect((await findJob(database.db, job.id))?.input).toBeNull();
    const streamed = await (
      await as(DISTRICT_ADMIN)
    ).get(reportUrl('district', 'district', `/scores/students.csv?${query(q)}`));
    sameFile(file, streamed);
    expect(streamed.headers['content-disposition']).toContain('roar-scores-selected-');
    expect(job.result).toEqual({ rows: dataRows(streamed) });
  });

  it('writes the bytes of the streaming user list CSV for the same filter and order', async () => {
    const body = { search: 'stu', sort: 'username', order: 'desc', includeArchived: true };
    const { started, job, file } = await exported(
      DISTRICT_ADMIN,
      usersUrl('district', 'district', '/users/exports'),
      body,
    );
    expect(started.kind).toBe('export.users_csv');
    expect(started.params).toEqual({
      orgType: 'district',
      orgId: orgs.district.id,
      sort: 'username',
      order: 'desc',
      includeArchived: true,
      search: true,
    });
    const streamed = await (
      await as(DISTRICT_ADMIN)
    ).get(
      usersUrl('district', 'district', `/users.csv?${query({ ...body, includeArchived: 'true' })}`),
    );
    sameFile(file, streamed);
    expect(dataRows(streamed)).toBeGreaterThan(1);
    expect(job.result).toEqual({ rows: dataRows(streamed) });

    const all = await exported(TEACHER, usersUrl('class', 'grade3', '/users/exports'), {});
    sameFile(all.file, await (await as(TEACHER)).get(usersUrl('class', 'grade3', '/users.csv')));
  });

  it('refuses at once whoever the streaming endpoint refuses, and records no job', async () => {
    const teacher = await as(TEACHER);
    const student = await as('student1');
    const outside = await teacher.post(reportUrl('district', 'district', '/exports'), {
      report: 'progress',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('forbidden');
    expect(
      (await teacher.post(reportUrl('class', 'grade7', '/exports'), { report: 'scores' }))
        .statusCode,
    ).toBe(403);
    const unknown = `/api/admin/reports/no-such-administration/class/${orgs.grade3.id}/exports`;
    expect((await teacher.post(unknown, { report: 'scores' })).statusCode).toBe(403);
    expect(
      (await student.post(reportUrl('class', 'grade3', '/exports'), { report: 'progress' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await teacher.post(usersUrl('district', 'district', '/users/exports'), {})).statusCode,
    ).toBe(404);
    expect((await student.post(usersUrl('class', 'grade3', '/users/exports'), {})).statusCode).toBe(
      403,
    );
    const bad = await teacher.post(reportUrl('class', 'grade3', '/exports'), { report: 'pdf' });
    expect(bad.statusCode).toBe(400);
    const { jobs } = (await teacher.get('/api/admin/jobs?kind=export.report_csv')).json() as {
      jobs: JobDetail[];
    };
    expect(jobs).toEqual([]);
  });

  it('gives the file to its starter (and super administrators) only', async () => {
    const { job } = await exported(DISTRICT_ADMIN, reportUrl('class', 'grade3', '/exports'), {
      report: 'progress',
    });
    const teacher = await as(TEACHER);
    expect((await teacher.get(`/api/admin/jobs/${job.id}/file`)).statusCode).toBe(404);
    expect((await teacher.get(`/api/admin/jobs/${job.id}`)).statusCode).toBe(404);
    const superAdmin = await as('superadmin@demo.roar.test');
    expect((await superAdmin.get(`/api/admin/jobs/${job.id}/file`)).statusCode).toBe(200);
  });

  it('fails the job with not_permitted when its starter lost the right before it ran', async () => {
    await worker!.close();
    worker = undefined;
    const moved = 'export.moved@test.roar';
    const archived = 'export.archived@test.roar';
    await addSchoolAdmin(database.db, orgs.elementary, moved);
    await addSchoolAdmin(database.db, orgs.elementary, archived);
    const report = await (
      await as(moved)
    ).post(reportUrl('school', 'elementary', '/exports'), { report: 'scores' });
    expect(report.statusCode, report.body).toBe(202);
    const list = await (
      await as(archived)
    ).post(usersUrl('school', 'elementary', '/users/exports'), {});
    expect(list.statusCode, list.body).toBe(202);
    // Before the jobs run: one is no longer an administrator there, the other is archived.
    await database.db
      .delete(memberships)
      .where(eq(memberships.userId, await userIdOf(database.db, moved)));
    await database.db
      .update(users)
      .set({ archivedAt: new Date() })
      .where(eq(users.id, await userIdOf(database.db, archived)));
    await startWorker();
    for (const started of [report, list]) {
      const job = await until(async () => {
        const row = await findJob(database.db, (started.json() as JobDetail).id);
        return row && ['completed', 'failed'].includes(row.state) ? row : undefined;
      }, 'the refused export');
      expect(job).toMatchObject({ state: 'failed', error: 'not_permitted', attempts: 1 });
    }
    const superAdmin = await as('superadmin@demo.roar.test');
    const id = (report.json() as JobDetail).id;
    expect((await superAdmin.get(`/api/admin/jobs/${id}/file`)).statusCode).toBe(404);
  });
});
