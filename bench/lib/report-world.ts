import pg from 'pg';
import { generateId } from '@roar/contracts';
import {
  findVariantIdByName,
  insertAdministration,
  insertMemberships,
  insertOrg,
  insertUser,
  openDatabase,
  openMigratedDatabase,
  rebuildReportCounts,
  setAdministrationAssessments,
  setAdministrationOrgs,
  setPasswordHash,
} from '@roar/db';
import { NORMS_VERSIONS } from '@roar/scoring';
import { SCORING_VERSION } from '@roar/tasks/registry';
import { today } from '../../apps/server/src/lib/day.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password-hash.ts';
import { seedTaskCatalogue } from '../../apps/server/src/modules/tasks/seed-catalogue.ts';
import {
  CELLS_SQL,
  ORG_STATEMENTS,
  REPORT_SCORES_SQL,
  RUN_STATEMENTS,
  USER_STATEMENTS,
  benchId,
  studentsSql,
} from './report-world-sql.ts';

const DAY_MS = 86_400_000;

/** The catalogue's tasks of the synthetic administration, in report order. */
export const REPORT_TASK_IDS = ['swr', 'sre', 'pa', 'letter'] as const;

/** What the benchmark seeded: a district of students with scored runs, and its administrator. */
export interface ReportWorld {
  districtId: string;
  administrationId: string;
  /** The first school: `schoolStudents` students (the full school size when there are enough). */
  schoolId: string;
  schoolStudents: number;
  schools: number;
  students: number;
  /** Email and password of an administrator of the district. */
  adminLogin: string;
  password: string;
  /** Wall time of the whole generation, in seconds. */
  seconds: number;
  /** Of which counting the report counts from the read model (rebuildReportCounts). */
  countSeconds: number;
}

/**
 * Counts the report counts from the read model and ANALYZEs; answers the counting's seconds. The
 * set-based seed bypassed the writers that keep them (ADR 040), so they are counted all at once,
 * as migration 0015 does on an existing database.
 */
async function countReportCells(url: string): Promise<number> {
  const database = await openDatabase({ url });
  try {
    const started = performance.now();
    await rebuildReportCounts(database.db);
    const seconds = (performance.now() - started) / 1000;
    await database.executeSql('analyze');
    return seconds;
  } finally {
    await database.close();
  }
}

/**
 * Migrates the empty database at `url` and seeds, through the server's own code, the task
 * catalogue, a district, its administrator and an administration of the four tasks assigned to
 * the district; then, with set-based SQL (report-world-sql.ts), `students` students in schools of
 * `schoolSize`, their memberships, assignments, runs, scores and report rows. ANALYZEs at the end.
 */
export async function seedReportWorld(
  url: string,
  params: { students: number; schoolSize: number },
): Promise<ReportWorld> {
  const started = performance.now();
  const now = new Date();
  const password = generateId();
  const adminLogin = 'bench-admin@bench.roar.test';
  const database = await openMigratedDatabase({ url });
  let seeded: { districtId: string; administrationId: string; variantIds: string[] };
  try {
    const { db } = database;
    await seedTaskCatalogue(db);
    const variantIds: string[] = [];
    for (const taskId of REPORT_TASK_IDS) {
      const id = await findVariantIdByName(db, { taskId, name: 'default' });
      if (!id) throw new Error(`the catalogue has no default variant of ${taskId}`);
      variantIds.push(id);
    }
    const passwordHash = await hashPassword(password);
    seeded = await db.transaction(async (tx) => {
      const district = await insertOrg(tx, { type: 'district', name: 'Bench District' });
      const districtId = district.id;
      const admin = await insertUser(tx, {
        email: adminLogin,
        userType: 'admin',
        nameFirst: 'Bench',
        nameLast: 'Administrator',
        districtId,
      });
      await setPasswordHash(tx, { userId: admin.id, passwordHash, changedAt: now });
      await insertMemberships(tx, [
        { userId: admin.id, orgId: districtId, role: 'admin', startOn: today(now), districtId },
      ]);
      const administration = await insertAdministration(tx, {
        name: 'Bench reports',
        publicName: 'Reading check',
        dateOpened: new Date(now.getTime() - 30 * DAY_MS),
        dateClosed: new Date(now.getTime() + 30 * DAY_MS),
        sequential: false,
        isTest: false,
        legal: { consent: false, assent: false },
        districtId,
      });
      await setAdministrationAssessments(
        tx,
        administration.id,
        REPORT_TASK_IDS.map((taskId, i) => ({
          taskId,
          variantId: variantIds[i]!,
          conditions: null,
        })),
      );
      await setAdministrationOrgs(tx, administration.id, [districtId]);
      return { districtId, administrationId: administration.id, variantIds };
    });
  } finally {
    await database.close();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A fixed seed: every run generates the same names, progress and scores.
    await client.query('select setseed(0.42)');
    await client.query(
      `create temp table bench_world as select $1::text as district_id,
         $2::text as administration_id, $3::jsonb as norms_versions, $4::text as scoring_version`,
      [seeded.districtId, seeded.administrationId, JSON.stringify(NORMS_VERSIONS), SCORING_VERSION],
    );
    await client.query(
      `create temp table bench_tasks as select (position - 1)::int as position, task_id, variant_id
       from unnest($1::text[], $2::text[]) with ordinality as t(task_id, variant_id, position)`,
      [REPORT_TASK_IDS, seeded.variantIds],
    );
    await client.query('begin');
    for (const statement of [
      studentsSql(params.students, params.schoolSize),
      ...ORG_STATEMENTS,
      ...USER_STATEMENTS,
      CELLS_SQL,
      ...RUN_STATEMENTS,
      REPORT_SCORES_SQL,
    ]) {
      await client.query(statement);
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  const countSeconds = await countReportCells(url);
  const schools = Math.ceil(params.students / params.schoolSize);
  return {
    districtId: seeded.districtId,
    administrationId: seeded.administrationId,
    schoolId: benchId('S', 0),
    schoolStudents: Math.min(params.students, params.schoolSize),
    schools,
    students: params.students,
    adminLogin,
    password,
    seconds: (performance.now() - started) / 1000,
    countSeconds,
  };
}
