import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import type { JobDetail, ParentLetter } from '@roar/contracts';
import { users } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { until } from './helpers.ts';
import { playScreener } from './reports-fixtures.ts';

/**
 * The parent letter (docs/product/parent-letter.md): who may read it, its language (asked for,
 * else the student's home language, else the reader's), its PDF (tagged, one page), and a class's
 * letters in one PDF made by a background job.
 */

const TEACHER = 'teacher@demo.roar.test';
const TEACHER7 = 'teacher7@demo.roar.test';
const PARENT = 'parent@demo.roar.test';

/** Every string of a letter (to find a slot left unfilled). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** How many pages a PDF has (pdfkit writes one page tree). */
const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe.each(testDatabaseTargets())('parent letter on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let student1: string;

  const letterUrl = (orgType: string, orgId: string, userId: string, query = '') =>
    `/api/admin/reports/${demo.screenerId}/${orgType}/${orgId}/students/${userId}/letter${query}`;
  const classUrl = (path: string) =>
    `/api/admin/reports/${demo.screenerId}/class/${demo.orgId.grade3}${path}`;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    student1 = await demo.userId('student1');
    for (const taskId of ['swr', 'sre', 'pa']) await playScreener(demo, 'student1', taskId);
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** The job once it is over, as its starter sees it. */
  const finished = (login: string, id: string) =>
    until(async () => {
      const job = (await demo.call(login, 'GET', `/api/admin/jobs/${id}`)).json() as JobDetail;
      return ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
    }, `letters job ${id}`);

  const letterOf = async (login: string, query = '') => {
    const res = await demo.call(
      login,
      'GET',
      letterUrl('class', demo.orgId.grade3, student1, query),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ParentLetter;
  };

  it('writes a section per finished task with three things to do, every slot filled', async () => {
    const letter = await letterOf(TEACHER);
    expect(letter.locale).toBe('en-US');
    expect(letter.homeLocale).toBeNull();
    expect(letter.student).toMatchObject({ id: student1, firstName: 'Maya', grade: '3' });
    expect(letter.administration.name).toBe('Reading Screener');
    expect(letter.sections.map((s) => s.taskId)).toEqual(['swr', 'sre', 'pa']);
    for (const section of letter.sections) {
      expect(section.activities).toHaveLength(3);
      expect(section.bandLabels).toHaveLength(3);
      if (section.level) expect(section.bandAlt).toContain('Maya');
    }
    // Letter is optional-free for grade 3 and not played: named as still to finish.
    expect(letter.notFinished).toBeTruthy();
    expect(stringsOf(letter).filter((s) => /\{\w+\}/.test(s))).toEqual([]);
    expect(letter.intro).toContain('Reading Screener');
  });

  it('is written in the language asked for, else the home language, else the reader’s', async () => {
    expect((await letterOf(TEACHER, '?reader=es-CO')).locale).toBe('es-CO');
    await database.db.update(users).set({ homeLocale: 'es-ES' }).where(eq(users.id, student1));
    try {
      const home = await letterOf(TEACHER, '?reader=en-GB');
      expect(home.locale).toBe('es-ES');
      expect(home.homeLocale).toBe('es-ES');
      expect((await letterOf(TEACHER, '?locale=en-GB&reader=es-CO')).locale).toBe('en-GB');
    } finally {
      await database.db.update(users).set({ homeLocale: null }).where(eq(users.id, student1));
    }
  });

  it('refuses a language it does not have', async () => {
    const res = await demo.call(
      TEACHER,
      'GET',
      letterUrl('class', demo.orgId.grade3, student1, '?locale=fr-FR'),
    );
    expect(res.statusCode).toBe(400);
  });

  it('is read only by who may read the student’s report', async () => {
    const other = await demo.call(TEACHER7, 'GET', letterUrl('class', demo.orgId.grade3, student1));
    expect(other.statusCode).toBe(403);
    const parent = await demo.call(PARENT, 'GET', letterUrl('family', demo.orgId.family, student1));
    expect(parent.statusCode).toBe(403);
    const pdf = await demo.call(
      TEACHER7,
      'GET',
      letterUrl('class', demo.orgId.grade3, student1, '.pdf'),
    );
    expect(pdf.statusCode).toBe(403);
  });

  it('prints as a tagged one-page PDF in the letter’s language', async () => {
    const res = await demo.call(
      TEACHER,
      'GET',
      `${letterUrl('class', demo.orgId.grade3, student1).replace(/letter$/, 'letter.pdf')}?locale=es-CO`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('maya-johnson-reading-screener.pdf');
    const pdf = res.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toContain('/StructTreeRoot');
    expect(text).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(text).toMatch(/\/Marked true/);
    expect(text).toContain('/Lang (es-CO)');
    expect(text).toMatch(/\/S \/H1/);
    expect(text).toMatch(/\/S \/Figure/);
    expect(text).toMatch(/\/S \/L\b/);
    expect(text).toContain('AtkinsonHyperlegible');
    expect(pageCount(pdf)).toBe(1);
  });

  it('prints a class’s letters in one PDF as a job, a page per student with results', async () => {
    const started = await demo.call(TEACHER, 'POST', classUrl('/letters'), { reader: 'en-US' });
    expect(started.statusCode, started.body).toBe(202);
    const id = (started.json() as JobDetail).id;
    const job = await finished(TEACHER, id);
    expect(job.state, job.error ?? '').toBe('completed');
    expect(job.kind).toBe('export.parent_letters');
    expect(job.result).toEqual({ letters: 1, skipped: 0 });
    const file = await demo.call(TEACHER, 'GET', `/api/admin/jobs/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pageCount(file.rawPayload)).toBe(1);
  });

  it('keeps the search and the chosen students out of the job’s params (sealed)', async () => {
    const started = await demo.call(TEACHER, 'POST', classUrl('/letters'), {
      search: 'Maya',
      userId: [student1],
      reader: 'es-ES',
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(TEACHER, (started.json() as JobDetail).id);
    expect(job.params).toMatchObject({ search: true, selected: 1, reader: 'es-ES' });
    expect(JSON.stringify(job.params)).not.toContain('Maya');
    expect(JSON.stringify(job.params)).not.toContain(student1);
    expect(job.result).toEqual({ letters: 1, skipped: 0 });
  });

  it('fails a print with no student who has finished a game', async () => {
    const started = await demo.call(
      TEACHER7,
      'POST',
      `/api/admin/reports/${demo.screenerId}/class/${demo.orgId.grade7}/letters`,
      {},
    );
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(TEACHER7, (started.json() as JobDetail).id);
    expect(job.state).toBe('failed');
    expect(job.error).toBe('no_letters');
  });

  it('refuses a print to whoever cannot read the class or its scores', async () => {
    const parent = await demo.call(PARENT, 'POST', classUrl('/letters'), {});
    expect(parent.statusCode).toBe(403);
    const other = await demo.call(TEACHER7, 'POST', classUrl('/letters'), {});
    expect(other.statusCode).toBe(403);
  });
});
