import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  SCORE_CSV_STATIC_COLUMNS,
  SCORE_CSV_TASK_COLUMNS,
  type ProgressSummary,
  type ReportHeader,
  type ReportPage,
  type ScoreSummary,
} from '@roar/contracts';
import { reportScores, tasks, users } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { runClient } from './runs-fixtures.ts';
import {
  DISTRICT_ADMIN,
  parseCsv,
  playScreener,
  reportUrls,
  usernames,
} from './reports-fixtures.ts';

const SCREENER_TASKS = ['swr', 'sre', 'pa', 'letter', 'letter-es', 'pa-es', 'swr-es', 'sre-es'];
const BY_LAST_NAME = ['explorer', 'estudiante1', 'student1', 'student2', 'student3'];

describe.each(testDatabaseTargets())('progress and score reports on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let url: ReturnType<typeof reportUrls>;
  const runs: Record<string, string> = {};

  const get = (login: string, path: string) => demo.call(login, 'GET', path);
  const json = async <T>(path: string, login = DISTRICT_ADMIN): Promise<T> => {
    const res = await get(login, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const table = (kind: 'progress' | 'scores', query = '') =>
    json<ReportPage>(url('district', 'district', `/${kind}/students`, query));

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    url = reportUrls(demo);
    // Maya (grade 3): a reliable Word run and a Letter run; Ethan (grade 7): a too fast Word
    // run; Zoe (K): Phoneme started. Valentina (Spanish, grade 2) has done nothing.
    runs.mayaWord = await playScreener(demo, 'student1', 'swr');
    runs.mayaLetter = await playScreener(demo, 'student1', 'letter', { trials: 30 });
    runs.ethanWord = await playScreener(demo, 'student2', 'swr', { trials: 45, rt: 180 });
    runs.zoePhoneme = await playScreener(demo, 'student3', 'pa', { started: true });
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('copies the best run of each completed assessment to the read model, idempotently', async () => {
    const rows = await database.db.select().from(reportScores);
    expect(rows.map((r) => r.runId).sort()).toEqual(
      [runs.mayaWord, runs.mayaLetter, runs.ethanWord].sort(),
    );
    const maya = rows.find((r) => r.runId === runs.mayaWord)!;
    expect(maya).toMatchObject({
      taskId: 'swr',
      administrationId: demo.screenerId,
      userId: await demo.userId('student1'),
      rawScore: 516,
      percentile: 83.1,
      standardScore: 114,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      reliable: true,
    });
    expect((await runClient(demo).complete('student1', runs.mayaWord!)).statusCode).toBe(200);
    const again = await database.db.select().from(reportScores);
    expect(again).toHaveLength(3);
    expect(again.find((r) => r.runId === runs.mayaWord)).toMatchObject({
      assignmentId: maya.assignmentId,
      percentile: 83.1,
    });
  });

  it('heads the report with the administration, tasks in report order, schools and grades', async () => {
    const header = await json<ReportHeader>(url('district', 'district'));
    expect(header.administration).toMatchObject({
      name: 'Demo Screener',
      publicName: 'Reading Screener',
    });
    expect(header.org).toEqual({
      id: demo.orgId.district,
      type: 'district',
      name: 'Demo District',
    });
    expect(header.tasks.map((t) => t.taskId)).toEqual(SCREENER_TASKS);
    expect(header.tasks[0]).toMatchObject({ name: 'Single Word Recognition', normed: true });
    expect(header.tasks.find((t) => t.taskId === 'letter')!.normed).toBe(false);
    expect(header.schools.map((s) => s.name)).toEqual([
      'Demo Elementary School',
      'Demo Middle School',
    ]);
    expect(header.grades).toEqual(['K', '2', '3', '4', '7']);
  });

  it('counts progress per task and over whole assignments, filtered', async () => {
    const summary = await json<ProgressSummary>(url('district', 'district', '/progress/summary'));
    // explorer (grade 4) has started nothing.
    expect(summary.total).toEqual({ assigned: 2, started: 3, completed: 0, optional: 0 });
    expect(summary.byTask.map((t) => t.taskId)).toEqual(SCREENER_TASKS);
    const byTask = Object.fromEntries(summary.byTask.map(({ taskId, ...c }) => [taskId, c]));
    expect(byTask.swr).toEqual({ assigned: 2, started: 0, completed: 2, optional: 0 });
    expect(byTask.pa).toEqual({ assigned: 3, started: 1, completed: 0, optional: 0 });
    expect(byTask.letter).toEqual({ assigned: 2, started: 0, completed: 1, optional: 1 });
    expect(byTask['swr-es']).toEqual({ assigned: 1, started: 0, completed: 0, optional: 0 });
    const grade3 = await json<ProgressSummary>(
      url('district', 'district', '/progress/summary', 'grade=3'),
    );
    expect(grade3.total).toEqual({ assigned: 0, started: 1, completed: 0, optional: 0 });
    expect(grade3.byTask.find((t) => t.taskId === 'sre-es')).toMatchObject({ assigned: 0 });
  });

  it('lists students with their statuses, sorted by last name by default', async () => {
    const page = await table('progress');
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(usernames(page)).toEqual(BY_LAST_NAME);
    const [, valentina, maya, ethan, zoe] = page.rows;
    expect(maya).toMatchObject({
      firstName: 'Maya',
      grade: '3',
      schoolName: 'Demo Elementary School',
    });
    expect(maya!.tasks.swr).toEqual({ status: 'completed', optional: false });
    expect(maya!.tasks.sre).toEqual({ status: 'assigned', optional: false });
    expect(ethan!.tasks.letter).toEqual({ status: 'optional', optional: true });
    expect(ethan!.schoolName).toBe('Demo Middle School');
    expect(zoe!.tasks.pa!.status).toBe('started');
    expect(Object.keys(valentina!.tasks).sort()).toEqual([
      'letter-es',
      'pa-es',
      'sre-es',
      'swr-es',
    ]);
  });

  it.each([
    ['grade=3', ['student1']],
    ['grade=3,7', ['student1', 'student2']],
    ['status=started', ['student3']],
    ['status=optional', ['student2']],
    ['taskId=swr&status=completed', ['student1', 'student2']],
    ['taskId=swr&status=assigned', ['explorer', 'student3']],
    ['search=wil', ['student3']],
    ['search=MA', ['student1']],
    ['search=%25', []],
  ])('progress filter %s', async (query, expected) => {
    const page = await table('progress', query);
    expect(usernames(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by school', async () => {
    const page = await table('progress', `schoolId=${demo.orgId.middle}`);
    expect(usernames(page)).toEqual(['student2']);
    const both = await table('progress', `schoolId=${demo.orgId.middle},${demo.orgId.elementary}`);
    expect(both.total).toBe(5);
  });

  it.each([
    ['supportLevel=achieved', ['student1']],
    ['supportLevel=developing', ['student2']],
    ['supportLevel=raw-score', ['student1']],
    ['supportLevel=optional', ['student2']],
    ['taskId=swr&supportLevel=raw-score', []],
    ['taskId=letter&supportLevel=raw-score', ['student1']],
    ['reliability=unreliable', ['student2']],
    ['reliability=reliable', ['student1']],
    ['taskId=swr&supportLevel=achieved,developing&reliability=reliable', ['student1']],
  ])('score filter %s', async (query, expected) => {
    const page = await table('scores', query);
    expect(usernames(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('sorts and pages with a stable order', async () => {
    expect(usernames(await table('progress', 'sort=grade'))).toEqual([
      'student3',
      'estudiante1',
      'student1',
      'explorer',
      'student2',
    ]);
    expect(usernames(await table('progress', 'sort=grade&order=desc'))).toEqual([
      'student2',
      'explorer',
      'student1',
      'estudiante1',
      'student3',
    ]);
    expect(usernames(await table('progress', 'sort=firstName'))).toEqual([
      'student2',
      'student1',
      'explorer',
      'estudiante1',
      'student3',
    ]);
    expect(usernames(await table('progress', 'sort=username&order=desc'))).toEqual([
      'student3',
      'student2',
      'student1',
      'explorer',
      'estudiante1',
    ]);
    const bySchool = usernames(await table('progress', 'sort=school&order=desc'));
    expect(bySchool[0]).toBe('student2');
    const second = await table('progress', 'page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(usernames(second)).toEqual(BY_LAST_NAME.slice(2, 4));
    const beyond = await table('progress', 'page=4&pageSize=2');
    expect(beyond).toMatchObject({ rows: [], total: 5 });
  });

  it('shows score cells with the best run, optional level and reliability', async () => {
    const page = await table('scores');
    const maya = page.rows.find((r) => r.username === 'student1')!;
    expect(maya.tasks.swr).toMatchObject({
      status: 'completed',
      runId: runs.mayaWord,
      rawScore: 516,
      percentile: 83.1,
      standardScore: 114,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      reliable: true,
      engagementFlags: [],
    });
    expect(maya.tasks.letter).toMatchObject({ supportLevel: 'raw-score', percentCorrect: 80 });
    expect(maya.tasks.sre).toMatchObject({ status: 'assigned', supportLevel: null, runId: null });
    const ethan = page.rows.find((r) => r.username === 'student2')!;
    expect(ethan.tasks.swr).toMatchObject({
      supportLevel: 'developing',
      reliable: false,
      engagementFlags: ['responseTimeTooFast'],
    });
    expect(ethan.tasks.letter).toMatchObject({ status: 'optional', supportLevel: 'optional' });
  });

  it('summarises support levels and score distributions per task and grade', async () => {
    const summary = await json<ScoreSummary>(url('district', 'district', '/scores/summary'));
    expect(summary.byTask.map((t) => t.taskId)).toEqual(SCREENER_TASKS);
    const swr = summary.byTask.find((t) => t.taskId === 'swr')!;
    expect(swr).toMatchObject({
      scale: 'percentile',
      normsKinds: ['provisional'],
      reliable: 1,
      unreliable: 1,
    });
    expect(swr.levels).toMatchObject({ achieved: 1, developing: 1, none: 2, optional: 0 });
    expect(swr.byGrade.map((g) => g.grade)).toEqual(['K', '3', '4', '7']);
    const bins = Object.fromEntries(swr.byGrade.map((g) => [g.grade, g.bins]));
    expect(bins['3']![8]).toBe(1); // 83.1
    expect(bins['7']![1]).toBe(1); // 19
    expect(bins.K!.every((n) => n === 0)).toBe(true);
    const letter = summary.byTask.find((t) => t.taskId === 'letter')!;
    expect(letter).toMatchObject({ scale: 'percentCorrect', normsKinds: [] });
    expect(letter.levels).toMatchObject({ 'raw-score': 1, optional: 1, none: 2 });
    expect(letter.byGrade.find((g) => g.grade === '3')!.bins[8]).toBe(1); // 80 %
    const filtered = await json<ScoreSummary>(
      url('district', 'district', '/scores/summary', `schoolId=${demo.orgId.middle}`),
    );
    expect(filtered.byTask.find((t) => t.taskId === 'swr')!.levels).toMatchObject({
      developing: 1,
      achieved: 0,
      none: 0,
    });
  });

  it('exports the progress table as CSV in the table order', async () => {
    const query = 'sort=grade&order=desc';
    const res = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/progress/students.csv', query),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="roar-progress-demo-screener-demo-district.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    const names = (await json<ReportHeader>(url('district', 'district'))).tasks.map((t) => t.name);
    expect(header).toEqual([...SCORE_CSV_STATIC_COLUMNS, ...names]);
    const page = await table('progress', query);
    expect(rows.map((r) => r[0])).toEqual(usernames(page));
    expect(rows[2]).toEqual([
      'student1',
      '',
      'Maya',
      'Johnson',
      '3',
      'Demo Elementary School',
      'Completed',
      'Assigned',
      'Assigned',
      'Completed',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[0]![9]).toBe('Optional');
  });

  it('exports the score table as CSV with the documented columns and values', async () => {
    const res = await get(DISTRICT_ADMIN, url('district', 'district', '/scores/students.csv'));
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    const tasks = (await json<ReportHeader>(url('district', 'district'))).tasks;
    expect(header).toEqual([
      ...SCORE_CSV_STATIC_COLUMNS,
      ...tasks.flatMap((t) => SCORE_CSV_TASK_COLUMNS.map((c) => `${t.name} - ${c}`)),
    ]);
    expect(rows.map((r) => r[0])).toEqual(BY_LAST_NAME);
    const cells = (username: string, taskId: string) => {
      const at = 6 + tasks.findIndex((t) => t.taskId === taskId) * SCORE_CSV_TASK_COLUMNS.length;
      return rows.find((r) => r[0] === username)!.slice(at, at + SCORE_CSV_TASK_COLUMNS.length);
    };
    // Scores written without a band (count scores, or stored before bands) leave its six cells empty.
    const NO_BAND = ['', '', '', '', '', ''];
    // A scored Word run: its 90 % band (scoring.md section 8) after the time accommodation.
    expect(cells('student1', 'swr')).toEqual([
      'Completed',
      '516',
      '',
      '83',
      '114',
      'Achieved skill',
      'Provisional norms',
      'Reliable',
      'Standard time',
      '474',
      '558',
      '63',
      '94',
      '105',
      '124',
    ]);
    expect(cells('student1', 'letter')).toEqual([
      'Completed',
      '24',
      '80',
      '',
      '',
      'Raw score',
      '',
      'Reliable',
      'Standard time',
      ...NO_BAND,
    ]);
    expect(cells('student2', 'swr')).toEqual([
      'Completed',
      '515',
      '',
      '19',
      '87',
      'Developing skill',
      'Provisional norms',
      'Unreliable: response time too fast',
      'Standard time',
      '471',
      '560',
      '6',
      '42',
      '77',
      '97',
    ]);
    expect(cells('student2', 'letter')).toEqual([
      'Optional',
      '',
      '',
      '',
      '',
      'Optional',
      '',
      '',
      '',
      ...NO_BAND,
    ]);
    expect(cells('student3', 'pa')).toEqual([
      'Started',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      ...NO_BAND,
    ]);
    expect(cells('student3', 'swr-es')).toEqual(['', '', '', '', '', '', '', '', '', ...NO_BAND]);
    const filtered = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/scores/students.csv', 'supportLevel=developing'),
    );
    expect(parseCsv(filtered.body).map((r) => r[0])).toEqual(['Username', 'student2']);
  });

  it('writes Spanish headings and values for a Spanish locale, in the same column order', async () => {
    const res = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/scores/students.csv', 'locale=es-CO&grade=3'),
    );
    const [header, maya] = parseCsv(res.body);
    expect(header!.slice(0, 8)).toEqual([
      'Usuario',
      'Correo electrónico',
      'Nombre',
      'Apellido',
      'Grado',
      'Escuela',
      // The task by its catalogue name in Spanish, as the web shows it (issue 21).
      'Reconocimiento de palabras - Estado',
      'Reconocimiento de palabras - Puntuación bruta',
    ]);
    expect(header).toHaveLength(6 + SCREENER_TASKS.length * SCORE_CSV_TASK_COLUMNS.length);
    expect(maya!.slice(6, 14)).toEqual([
      'Completado',
      '516',
      '',
      '83',
      '114',
      'Habilidad adquirida',
      'Normas provisionales',
      'Fiable',
    ]);
    const progress = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/progress/students.csv', 'locale=es-ES'),
    );
    expect(parseCsv(progress.body)[0]!.slice(0, 2)).toEqual(['Usuario', 'Correo electrónico']);
    expect(parseCsv(progress.body)[0]).toContain('Reconocimiento de palabras');
  });

  it('keeps a task name an administrator wrote as written, in every locale', async () => {
    const [swr] = await database.db.select().from(tasks).where(eq(tasks.id, 'swr'));
    await database.db
      .update(tasks)
      .set({ name: 'Palabras (versión del distrito)' })
      .where(eq(tasks.id, 'swr'));
    try {
      const res = await get(
        DISTRICT_ADMIN,
        url('district', 'district', '/progress/students.csv', 'locale=es-CO'),
      );
      const header = parseCsv(res.body)[0]!;
      expect(header).toContain('Palabras (versión del distrito)');
      expect(header).not.toContain('Reconocimiento de palabras');
      // Another catalogue task is still translated.
      expect(header).toContain('Conciencia fonológica');
    } finally {
      await database.db.update(tasks).set({ name: swr!.name }).where(eq(tasks.id, 'swr'));
    }
  });

  it('exports only the selected students, in the table order', async () => {
    const ids = [await demo.userId('student3'), await demo.userId('student1')];
    const res = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/scores/students.csv', `userId=${ids.join('&userId=')}`),
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="roar-scores-selected-demo-screener-demo-district.csv"',
    );
    expect(parseCsv(res.body).map((r) => r[0])).toEqual(['Username', 'student1', 'student3']);
  });

  it('guards CSV cells against spreadsheet formulas', async () => {
    const zoe = await demo.userId('student3');
    await database.db.update(users).set({ nameFirst: '=SUM(1)' }).where(eq(users.id, zoe));
    try {
      const res = await get(
        DISTRICT_ADMIN,
        url('district', 'district', '/progress/students.csv', `userId=${zoe}`),
      );
      expect(parseCsv(res.body)[1]![2]).toBe("'=SUM(1)");
    } finally {
      await database.db.update(users).set({ nameFirst: 'Zoe' }).where(eq(users.id, zoe));
    }
  });

  it('lets the grade-3 teacher read the grade-3 class and nothing else', async () => {
    const teacher = 'teacher@demo.roar.test';
    const page = await json<ReportPage>(url('class', 'grade3', '/scores/students'), teacher);
    expect(usernames(page)).toEqual(['student1']);
    expect((await json<ReportHeader>(url('class', 'grade3'), teacher)).schools).toEqual([]);
    for (const path of [
      url('district', 'district'),
      url('district', 'district', '/progress/students'),
      url('school', 'elementary', '/scores/summary'),
      url('class', 'grade7', '/progress/summary'),
      url('class', 'grade7', '/scores/students.csv'),
    ]) {
      const res = await get(teacher, path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await get('teacher7@demo.roar.test', url('class', 'grade3'))).statusCode).toBe(403);
  });

  it('refuses callers without a report permission, wrong org types and unknown ids', async () => {
    for (const login of ['student1', 'launch@demo.roar.test']) {
      for (const path of [
        url('district', 'district'),
        url('district', 'district', '/progress/students'),
        url('district', 'district', '/scores/summary'),
        url('district', 'district', '/scores/students.csv'),
      ]) {
        expect((await get(login, path)).statusCode, `${login} ${path}`).toBe(403);
      }
    }
    expect((await get(DISTRICT_ADMIN, url('school', 'grade3'))).statusCode).toBe(403);
    const unknown = `/api/admin/reports/no-such-administration/district/${demo.orgId.district}`;
    expect((await get(DISTRICT_ADMIN, unknown)).statusCode).toBe(403);
    expect((await get(DISTRICT_ADMIN, url('family', 'family'))).statusCode).toBe(403);
  });

  it('refuses a page size over 100 and unknown filter values', async () => {
    const big = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/scores/students', 'pageSize=101'),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.code).toBe('validation_failed');
    expect((await table('scores', 'pageSize=100')).pageSize).toBe(100);
    const status = await get(
      DISTRICT_ADMIN,
      url('district', 'district', '/progress/students', 'status=done'),
    );
    expect(status.statusCode).toBe(400);
  });
});
