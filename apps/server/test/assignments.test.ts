import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  assignments,
  insertMemberships,
  insertUser,
  memberships,
  type AssignmentAssessment,
} from '@roar/db';
import type { Administration, AdministrationInput } from '@roar/contracts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { afterMembershipChange } from '../src/modules/assignments/membership-events.ts';
import { recordRun } from '../src/modules/assignments/record-run.ts';
import { today } from '../src/lib/day.ts';

const ENGLISH = ['swr', 'sre', 'pa', 'letter'];
const SPANISH = ['swr-es', 'sre-es', 'pa-es', 'letter-es'];
const tasksOf = (list: AssignmentAssessment[] | undefined) => list?.map((a) => a.taskId);
const optionalOf = (list: AssignmentAssessment[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.taskId, a.optional]));

/** The input that saves an administration as it is (edit without changes). */
export function inputOf(view: Administration): AdministrationInput {
  return {
    name: view.name,
    publicName: view.publicName,
    dateOpened: view.dateOpened,
    dateClosed: view.dateClosed,
    orgs: view.orgs,
    assessments: view.assessments.map((a) => ({
      variantId: a.variantId,
      conditions: a.conditions,
    })),
    sequential: view.sequential,
    legal: view.legal,
    isTest: view.isTest,
  };
}

describe.each(testDatabaseTargets())('assignments on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  const SUPER = 'superadmin@demo.roar.test';

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  async function addStudent(username: string, grade: string, startOn = today()) {
    const user = await insertUser(database.db, {
      username,
      userType: 'student',
      grade,
      nameFirst: username,
    });
    await insertMemberships(database.db, [
      { userId: user.id, orgId: demo.orgId.grade3, role: 'student', startOn },
    ]);
    await database.db.transaction((tx) => afterMembershipChange(tx, [user.id]));
    return user;
  }

  it('gives the demo students the screener by language and grade', async () => {
    const student1 = await demo.assignmentOf('student1');
    expect(tasksOf(student1?.assessments)).toEqual(ENGLISH);
    expect(student1?.assessments.every((a) => !a.optional)).toBe(true);

    const student2 = await demo.assignmentOf('student2');
    expect(tasksOf(student2?.assessments)).toEqual(ENGLISH);
    expect(optionalOf(student2?.assessments)).toEqual({
      swr: false,
      sre: false,
      pa: false,
      letter: true,
    });

    expect(tasksOf((await demo.assignmentOf('student3'))?.assessments)).toEqual(ENGLISH);
    const estudiante = await demo.assignmentOf('estudiante1');
    expect(tasksOf(estudiante?.assessments)).toEqual(SPANISH);
    expect(estudiante?.assessments.every((a) => !a.optional)).toBe(true);

    // Not in the district or the group; adults are never participants.
    expect(await demo.assignmentOf('child1')).toBeUndefined();
    expect(await demo.assignmentOf('teacher@demo.roar.test')).toBeUndefined();
  });

  it('two edits at the same time leave exactly one assignment per student', async () => {
    const view = (
      await demo.call(SUPER, 'GET', `/api/admin/administrations/${demo.screenerId}`)
    ).json();
    const input = inputOf(view);
    const results = await Promise.all(
      ['Demo Screener', 'Demo Screener (edited)', 'Demo Screener'].map((name) =>
        demo.call(SUPER, 'PUT', `/api/admin/administrations/${demo.screenerId}`, {
          ...input,
          name,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const perStudent = await database.db
      .select({ userId: assignments.userId, n: count() })
      .from(assignments)
      .where(eq(assignments.administrationId, demo.screenerId))
      .groupBy(assignments.userId);
    expect(perStudent).toHaveLength(5);
    expect(perStudent.every((r) => r.n === 1)).toBe(true);
  });

  it('a student who joins a class later gets the administration', async () => {
    const joiner = await addStudent('joiner', '4');
    expect(tasksOf((await demo.assignmentOf('joiner'))?.assessments)).toEqual(ENGLISH);
    // Calling again changes nothing and creates no duplicate.
    await database.db.transaction((tx) => afterMembershipChange(tx, [joiner.id]));
    const rows = await database.db
      .select()
      .from(assignments)
      .where(eq(assignments.userId, joiner.id));
    expect(rows).toHaveLength(1);
  });

  it('a student who leaves loses an unstarted assignment and keeps what they started', async () => {
    const earlier = '2026-01-05';
    const quitter = await addStudent('quitter', '3', earlier);
    const starter = await addStudent('starter', '3', earlier);
    expect(await demo.assignmentOf('quitter')).toBeDefined();
    const held = (await demo.assignmentOf('starter'))!;
    const startedOn = new Date().toISOString();
    await database.db
      .update(assignments)
      .set({
        startedOn: new Date(startedOn),
        assessments: held.assessments.map((a) => (a.taskId === 'swr' ? { ...a, startedOn } : a)),
      })
      .where(eq(assignments.id, held.id));

    const yesterday = today(new Date(Date.now() - 86_400_000));
    for (const user of [quitter, starter]) {
      await database.db
        .update(memberships)
        .set({ endOn: yesterday })
        .where(and(eq(memberships.userId, user.id)));
    }
    await database.db.transaction((tx) => afterMembershipChange(tx, [quitter.id, starter.id]));

    expect(await demo.assignmentOf('quitter')).toBeUndefined();
    const kept = await demo.assignmentOf('starter');
    expect(tasksOf(kept?.assessments)).toEqual(['swr']);
    expect(kept?.assessments[0]).toMatchObject({ startedOn, optional: true });
  });

  it('an edit drops assessments no longer assigned unless started, and re-evaluates conditions', async () => {
    const student1 = (await demo.assignmentOf('student1'))!;
    const startedOn = new Date().toISOString();
    await database.db
      .update(assignments)
      .set({
        assessments: student1.assessments.map((a) =>
          a.taskId === 'swr' ? { ...a, startedOn, runId: 'run-1', allRunIds: ['run-1'] } : a,
        ),
      })
      .where(eq(assignments.id, student1.id));

    const view: Administration = (
      await demo.call(SUPER, 'GET', `/api/admin/administrations/${demo.screenerId}`)
    ).json();
    const input = inputOf(view);
    // Only the letter tasks remain, optional for everyone.
    input.assessments = view.assessments
      .filter((a) => a.taskId.startsWith('letter'))
      .map((a) => ({ variantId: a.variantId, conditions: { ...a.conditions, optional: true } }));
    const res = await demo.call(
      SUPER,
      'PUT',
      `/api/admin/administrations/${demo.screenerId}`,
      input,
    );
    expect(res.statusCode).toBe(200);

    const after = await demo.assignmentOf('student1');
    expect(tasksOf(after?.assessments)).toEqual(['letter', 'swr']);
    expect(after?.assessments.find((a) => a.taskId === 'swr')).toMatchObject({
      startedOn,
      runId: 'run-1',
      allRunIds: ['run-1'],
    });
    expect(optionalOf(after?.assessments)).toEqual({ letter: true, swr: true });
    expect(tasksOf((await demo.assignmentOf('estudiante1'))?.assessments)).toEqual(['letter-es']);
  });

  it('records runs of an assessment: the latest as runId, every one in allRunIds', async () => {
    const userId = await demo.userId('student3');
    for (const runId of ['run-a', 'run-b', 'run-b']) {
      await database.db.transaction((tx) =>
        recordRun(tx, { userId, administrationId: demo.screenerId, taskId: 'letter', runId }),
      );
    }
    const letter = (await demo.assignmentOf('student3'))?.assessments.find(
      (a) => a.taskId === 'letter',
    );
    expect(letter).toMatchObject({ runId: 'run-b', allRunIds: ['run-a', 'run-b'] });
    await expect(
      database.db.transaction((tx) =>
        recordRun(tx, { userId, administrationId: demo.screenerId, taskId: 'vocab', runId: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
