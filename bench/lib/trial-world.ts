import { generateId } from '@roar/contracts';
import {
  findVariantIdByName,
  insertAdministration,
  insertMemberships,
  insertOrg,
  insertUser,
  openMigratedDatabase,
  setAdministrationAssessments,
  setAdministrationOrgs,
  setPasswordHash,
  type Db,
  type NewMembership,
} from '@roar/db';
import { today } from '../../apps/server/src/lib/day.ts';
import { materializeAdministration } from '../../apps/server/src/modules/assignments/materialize.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password-hash.ts';
import { seedTaskCatalogue } from '../../apps/server/src/modules/tasks/seed-catalogue.ts';

const DAY_MS = 86_400_000;

/** What the benchmark seeded: students who sign in with one password, and their administration. */
export interface TrialWorld {
  administrationId: string;
  /** The tenant key the server copies from a run onto its trials. */
  districtId: string;
  taskId: string;
  logins: string[];
  password: string;
}

/**
 * Migrates the empty database at `url` and seeds, with the server's own seed and assignment code:
 * the task catalogue, one district, school and class of `students` grade-3 students, and an open
 * administration of `taskId` (its default variant, no consent or assent) assigned to the class.
 */
export async function seedTrialWorld(
  url: string,
  params: { students: number; taskId: string },
): Promise<TrialWorld> {
  const database = await openMigratedDatabase({ url });
  try {
    return await seedTrialWorldIn(database.db, params);
  } finally {
    await database.close();
  }
}

/** seedTrialWorld on an open, migrated database (also the request-limits test's school). */
export async function seedTrialWorldIn(
  db: Db,
  params: { students: number; taskId: string },
): Promise<TrialWorld> {
  await seedTaskCatalogue(db);
  const variantId = await findVariantIdByName(db, { taskId: params.taskId, name: 'default' });
  if (!variantId) throw new Error(`the catalogue has no default variant of ${params.taskId}`);
  const now = new Date();
  const password = generateId();
  // Hashing is slow by design: one hash shared by every student.
  const passwordHash = await hashPassword(password);

  return await db.transaction(async (tx) => {
    const district = await insertOrg(tx, { type: 'district', name: 'Bench District' });
    const inDistrict = { districtId: district.id };
    const school = await insertOrg(tx, {
      type: 'school',
      name: 'Bench School',
      parentId: district.id,
      ...inDistrict,
    });
    const room = await insertOrg(tx, {
      type: 'class',
      name: 'Bench Grade 3',
      parentId: school.id,
      schoolId: school.id,
      grade: '3',
      ...inDistrict,
    });
    const logins: string[] = [];
    const memberships: NewMembership[] = [];
    for (let i = 1; i <= params.students; i += 1) {
      const login = `bench-student-${i}`;
      const user = await insertUser(tx, {
        username: login,
        userType: 'student',
        nameFirst: 'Bench',
        nameLast: `Student ${i}`,
        grade: '3',
        ...inDistrict,
      });
      await setPasswordHash(tx, { userId: user.id, passwordHash, changedAt: now });
      for (const org of [school, room]) {
        memberships.push({
          userId: user.id,
          orgId: org.id,
          role: 'student',
          startOn: today(now),
          ...inDistrict,
        });
      }
      logins.push(login);
    }
    await insertMemberships(tx, memberships);
    const administration = await insertAdministration(tx, {
      name: 'Bench trial upload',
      publicName: 'Reading check',
      dateOpened: new Date(now.getTime() - DAY_MS),
      dateClosed: new Date(now.getTime() + DAY_MS),
      sequential: false,
      isTest: false,
      legal: { consent: false, assent: false },
      ...inDistrict,
    });
    await setAdministrationAssessments(tx, administration.id, [
      { variantId, taskId: params.taskId, conditions: null },
    ]);
    await setAdministrationOrgs(tx, administration.id, [room.id]);
    await materializeAdministration(tx, administration.id, now);
    return {
      administrationId: administration.id,
      districtId: district.id,
      taskId: params.taskId,
      logins,
      password,
    };
  });
}
