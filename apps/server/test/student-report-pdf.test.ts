import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { playScreener } from './reports-fixtures.ts';

/**
 * The individual score report as a tagged PDF (ADR 037): read by whoever may read the student's
 * report, with the JSON report's answers otherwise; in the language asked for.
 */

const TEACHER = 'teacher@demo.roar.test';
const TEACHER7 = 'teacher7@demo.roar.test';
const PARENT = 'parent@demo.roar.test';

describe.each(testDatabaseTargets())('student report PDF on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let student1: string;

  const url = (orgType: string, orgId: string, userId: string, query = '') =>
    `/api/admin/reports/${demo.screenerId}/${orgType}/${orgId}/students/${userId}/report.pdf${query}`;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    student1 = await demo.userId('student1');
    await playScreener(demo, 'student1', 'pa');
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('gives the student’s teacher a tagged PDF in the language asked for', async () => {
    const res = await demo.call(
      TEACHER,
      'GET',
      url('class', demo.orgId.grade3, student1, '?locale=es-CO&reader=en-US'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('score-report-maya-johnson.pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toContain('/StructTreeRoot');
    expect(text).toContain('/Lang (es-CO)');
    expect(text).toMatch(/\/S \/H1/);
    expect(text).toMatch(/\/S \/L\b/);
  });

  it('is in the reader’s language when none is asked for', async () => {
    const res = await demo.call(
      TEACHER,
      'GET',
      url('class', demo.orgId.grade3, student1, '?reader=en-GB'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (en-GB)');
  });

  it('answers as the JSON report does to whoever may not read it', async () => {
    const other = await demo.call(TEACHER7, 'GET', url('class', demo.orgId.grade3, student1));
    expect(other.statusCode).toBe(403);
    const parent = await demo.call(PARENT, 'GET', url('family', demo.orgId.family, student1));
    expect(parent.statusCode).toBe(403);
    // An unknown student is the JSON report's answer (403: ids cannot be probed).
    const unknown = '00000000-0000-4000-8000-000000000000';
    const json = await demo.call(
      TEACHER,
      'GET',
      url('class', demo.orgId.grade3, unknown).replace(/\/report\.pdf$/, ''),
    );
    const pdf = await demo.call(TEACHER, 'GET', url('class', demo.orgId.grade3, unknown));
    expect(pdf.statusCode).toBe(json.statusCode);
    expect([403, 404]).toContain(pdf.statusCode);
  });

  it('refuses a language it does not have with a 400', async () => {
    const res = await demo.call(
      TEACHER,
      'GET',
      url('class', demo.orgId.grade3, student1, '?locale=fr-FR'),
    );
    expect(res.statusCode).toBe(400);
  });
});
