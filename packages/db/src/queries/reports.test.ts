import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '../testing.ts';
import { newId } from '../ids.ts';
import { reportScores, runs, scores, type AssignmentAssessment } from '../schema/index.ts';
import { insertAdministration, setAdministrationAssessments } from './administrations.ts';
import { upsertAssignments } from './assignments.ts';
import { insertMemberships, insertOrg } from './orgs.ts';
import { countReportProgress, summarizeReportScores } from './report-summaries.ts';
import { upsertReportScore } from './report-scores.ts';
import {
  findReportHeaderData,
  findReportPage,
  iterateReportRows,
  REPORT_SORT_KEYS,
  type ReportSortKey,
} from './reports.ts';
import { insertTask, insertVariant } from './tasks.ts';
import { insertUser } from './users.ts';

const DAY = '2026-10-01';
const LAST_NAMES = ['Ng', 'ng', 'Ávila', 'Baker', 'Baker', 'Zed', null];
const GRADES = ['K', '1', '12', 'PK', '3', null, 'TK'];

/** The backfill statement of migration 0003 (its last statement). */
const BACKFILL = readFileSync(
  new URL('../../migrations/0003_report_scores.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

describe.each(testDatabaseTargets())('report queries on $name', ({ open }) => {
  let database: Database;
  const scope = { administrationId: '', orgId: '', day: DAY };
  const ids = { schoolA: '', schoolB: '', classA: '' };

  beforeAll(async () => {
    database = await open();
    const db = database.db;
    const district = await insertOrg(db, { type: 'district', name: 'D' });
    const org = (type: 'school' | 'class', name: string, parentId: string) =>
      insertOrg(db, { type, name, parentId, districtId: district.id });
    ids.schoolA = (await org('school', 'Alpha School', district.id)).id;
    ids.schoolB = (await org('school', 'Beta School', district.id)).id;
    ids.classA = (await org('class', 'Alpha 1', ids.schoolA)).id;
    await insertTask(db, { id: 'swr', name: 'Word' });
    await insertTask(db, { id: 'swr-es', name: 'Palabra' });
    const variant = await insertVariant(db, { taskId: 'swr', name: 'default' });
    const variantEs = await insertVariant(db, { taskId: 'swr-es', name: 'default' });
    const adm = await insertAdministration(db, { name: 'Fall' });
    await setAdministrationAssessments(db, adm.id, [
      { taskId: 'swr-es', variantId: variantEs.id, conditions: null },
      { taskId: 'swr', variantId: variant.id, conditions: null },
    ]);
    scope.administrationId = adm.id;
    scope.orgId = district.id;
    // 21 students: names and grades repeat (ties broken by id); every third one is in a class
    // of school A only, the others in school B directly; one has left.
    const writes = [];
    for (let i = 0; i < 21; i += 1) {
      const user = await insertUser(db, {
        username: `kid${String(i).padStart(2, '0')}`,
        userType: 'student',
        nameFirst: i % 2 ? 'Ann' : 'bob',
        nameLast: LAST_NAMES[i % LAST_NAMES.length],
        grade: GRADES[i % GRADES.length],
      });
      await insertMemberships(db, [
        {
          userId: user.id,
          orgId: i % 3 === 0 ? ids.classA : ids.schoolB,
          role: 'student',
          startOn: '2026-09-01',
          endOn: i === 20 ? '2026-09-15' : null,
        },
      ]);
      const assessments: AssignmentAssessment[] = [
        {
          taskId: 'swr',
          variantId: variant.id,
          optional: i % 5 === 0,
          startedOn: i % 2 ? '2026-09-20T10:00:00Z' : null,
          completedOn: i % 4 === 1 ? '2026-09-20T10:10:00Z' : null,
        },
      ];
      writes.push({
        administrationId: adm.id,
        userId: user.id,
        districtId: district.id,
        assessments,
        startedOn: i % 2 ? new Date('2026-09-20T10:00:00Z') : null,
        completedOn: i % 4 === 1 ? new Date('2026-09-20T10:10:00Z') : null,
      });
    }
    await upsertAssignments(db, writes, new Date());
  }, 60_000);
  afterAll(() => database?.close());

  it('heads with tasks in report order, schools and grades in school order', async () => {
    const header = await findReportHeaderData(database.db, scope, ['swr', 'swr-es']);
    expect(header!.tasks.map((t) => t.taskId)).toEqual(['swr', 'swr-es']);
    expect(header!.schools.map((s) => s.name)).toEqual(['Alpha School', 'Beta School']);
    expect(header!.grades).toEqual(['PK', 'TK', 'K', '1', '3', '12']);
  });

  const SORTS = REPORT_SORT_KEYS.flatMap((sort) =>
    (['asc', 'desc'] as const).map((order): [ReportSortKey, 'asc' | 'desc'] => [sort, order]),
  );

  it.each(SORTS)(
    'the keyset iterator reads the pages’ rows in their order (%s %s)',
    async (sort, order) => {
      const params = { ...scope, sort, order };
      const paged = [];
      for (let page = 1; page <= 5; page += 1) {
        const found = await findReportPage(database.db, { ...params, page, pageSize: 5 });
        expect(found.total).toBe(20);
        paged.push(...found.rows.map((r) => r.username));
      }
      const iterated = [];
      for await (const batch of iterateReportRows(database.db, {
        ...params,
        batchSize: 2,
        keysetStep: 3,
      })) {
        expect(batch.length).toBeLessThanOrEqual(2);
        iterated.push(...batch.map((r) => r.username));
      }
      expect(iterated).toEqual(paged);
      expect(new Set(iterated).size).toBe(20);
    },
  );

  it('reads a class member’s school through the class, and filters by it', async () => {
    const { rows, total } = await findReportPage(database.db, {
      ...scope,
      filter: { schoolId: [ids.schoolA] },
      page: 1,
      pageSize: 25,
    });
    expect(total).toBe(7);
    expect(new Set(rows.map((r) => r.schoolName))).toEqual(new Set(['Alpha School']));
  });

  it('counts progress (optional wins) and support levels from the read model', async () => {
    const progress = await countReportProgress(database.db, scope);
    expect(progress.total).toEqual({ assigned: 10, started: 5, completed: 5, optional: 0 });
    const [first] = (await findReportPage(database.db, { ...scope, page: 1, pageSize: 1 })).rows;
    await upsertReportScore(database.db, {
      assignmentId: first!.assignmentId,
      taskId: 'swr',
      administrationId: scope.administrationId,
      userId: first!.userId,
      runId: newId(),
      percentile: 99.5,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      reliable: true,
    });
    const [swr] = await summarizeReportScores(database.db, {
      ...scope,
      filter: { userIds: [first!.userId] },
    });
    // The first by last name has none (''), and is not optional: kid13, grade TK.
    expect(first).toMatchObject({ username: 'kid13', grade: 'TK', lastName: null });
    expect(swr!.levels).toMatchObject({ achieved: 1, optional: 0, none: 0 });
    expect(swr!.byGrade).toHaveLength(1);
    expect(swr!.byGrade[0]!.percentileBins[9]).toBe(1);
    expect(swr!.normsKinds).toEqual(['provisional']);
    await database.db.delete(reportScores);
  });

  it('the migration backfill copies best completed runs once (one shared database)', async () => {
    const db = database.db;
    const [row] = (await findReportPage(db, { ...scope, page: 1, pageSize: 1 })).rows;
    const run = async (best: boolean, percentile: number) => {
      const [r] = await db
        .insert(runs)
        .values({
          userId: row!.userId,
          taskId: 'swr',
          administrationId: scope.administrationId,
          state: 'completed',
          bestRun: best,
          reliable: true,
          completedAt: new Date(),
        })
        .returning();
      await db.insert(scores).values({
        runId: r!.id,
        userId: row!.userId,
        taskId: 'swr',
        computed: { composite: { rawScore: 480, percentile, supportLevel: null } },
      });
      return r!.id;
    };
    const bestId = await run(true, 41.5);
    await run(false, 3);
    await db.execute(sql.raw(BACKFILL));
    await db.execute(sql.raw(BACKFILL));
    const rows = await db.select().from(reportScores);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      assignmentId: row!.assignmentId,
      runId: bestId,
      rawScore: 480,
      percentile: 41.5,
      supportLevel: 'raw-score',
      reliable: true,
    });
  });
});
