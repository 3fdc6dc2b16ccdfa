import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import type { AdministrationInput, ParticipantAssignment, ParticipantHome } from '@roar/contracts';
import { eq } from 'drizzle-orm';
import {
  findVariantIdByName,
  legalAcceptances,
  legalDocuments,
  taskVariants,
  tasks,
} from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { seedLegalDocuments } from '../src/modules/legal/seed.ts';

const SUPER = 'superadmin@demo.roar.test';
const DAY_MS = 86_400_000;
const HOME = '/api/app/assignments';

describe.each(testDatabaseTargets())('participant assignments on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  const variant: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    await seedLegalDocuments(database.db);
    for (const task of ['swr', 'pa', 'sre']) {
      variant[task] = (await findVariantIdByName(database.db, { taskId: task, name: 'default' }))!;
    }
    await database.db.insert(tasks).values({
      id: 'partner-survey',
      name: 'Partner survey',
      publicName: 'Tell us about reading',
      externalUrl: 'https://survey.example.org/start?study=7',
      meta: { tags: ['Survey'] },
    });
    const [external] = await database.db
      .insert(taskVariants)
      .values({ taskId: 'partner-survey', name: 'default' })
      .returning();
    variant['partner-survey'] = external!.id;
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** A new administration of the grade 3 class (student1) and the group (estudiante1). */
  async function administer(overrides: Partial<AdministrationInput> & { tasks?: string[] } = {}) {
    const { tasks: taskIds = ['swr', 'pa'], ...rest } = overrides;
    const res = await demo.call(SUPER, 'POST', '/api/admin/administrations', {
      name: `Check ${Math.random()}`,
      publicName: 'Reading check',
      dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      orgs: {
        districts: [],
        schools: [],
        classes: [demo.orgId.grade3],
        groups: [demo.orgId.group],
        families: [],
      },
      assessments: taskIds.map((t) => ({ variantId: variant[t] })),
      sequential: false,
      legal: { consent: false, assent: false },
      isTest: false,
      ...rest,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }
  const home = async (login: string, launchId?: string): Promise<ParticipantHome> =>
    (await demo.call(login, 'GET', launchId ? `${HOME}?launchId=${launchId}` : HOME)).json();
  const assignmentIn = (h: ParticipantHome, id: string) =>
    h.assignments.find((a) => a.administrationId === id);
  const act = (login: string, id: string, task: string, action: 'start' | 'complete', body = {}) =>
    demo.call(login, 'POST', `${HOME}/${id}/assessments/${task}/${action}`, body);

  it('shows the demo screener with task details to student1', async () => {
    const h = await home('student1');
    expect(h.student).toMatchObject({ displayName: 'Maya', firstName: 'Maya', grade: '3' });
    const screener = assignmentIn(h, demo.screenerId)!;
    expect(screener).toMatchObject({
      name: 'Demo Screener',
      publicName: 'Reading Screener',
      sequential: false,
      startedOn: null,
      pendingLegal: [],
    });
    expect(screener.assessments.map((a) => [a.taskId, a.optional])).toEqual([
      ['swr', false],
      ['sre', false],
      ['pa', false],
      ['letter', false],
    ]);
    const swr = screener.assessments[0]!;
    expect(swr).toMatchObject({ variantName: 'default', externalUrl: null, startedOn: null });
    expect(swr.taskName.length).toBeGreaterThan(0);
    expect(Array.isArray(swr.tags)).toBe(true);

    const h2 = await home('student2');
    expect(
      assignmentIn(h2, demo.screenerId)!.assessments.find((a) => a.taskId === 'letter'),
    ).toMatchObject({
      optional: true,
    });
    expect(
      assignmentIn(await home('estudiante1'), demo.screenerId)!.assessments.map((a) => a.taskId),
    ).toEqual(['swr-es', 'sre-es', 'pa-es', 'letter-es']);
    expect((await home('child1')).assignments).toEqual([]);
  });

  it('starts and completes assessments; the assignment completes with the last required one', async () => {
    const id = await administer({ tasks: ['swr', 'pa', 'sre'] });
    const started = await act('student1', id, 'swr', 'start');
    expect(started.statusCode).toBe(200);
    const first: ParticipantAssignment = started.json();
    const swrStart = first.assessments[0]!.startedOn;
    expect(swrStart).not.toBeNull();
    expect(first.startedOn).not.toBeNull();
    // Starting again keeps the first start.
    expect((await act('student1', id, 'swr', 'start')).json().assessments[0].startedOn).toBe(
      swrStart,
    );

    await act('student1', id, 'swr', 'complete');
    await act('student1', id, 'pa', 'complete');
    expect(assignmentIn(await home('student1'), id)!.completedOn).toBeNull();
    const done: ParticipantAssignment = (await act('student1', id, 'sre', 'complete')).json();
    expect(done.completedOn).not.toBeNull();
    expect(done.assessments.every((a) => a.startedOn && a.completedOn)).toBe(true);

    expect((await act('student1', id, 'vocab', 'start')).statusCode).toBe(404);
    expect((await act('student1', 'no-such-administration', 'swr', 'start')).statusCode).toBe(404);
    expect((await act('student2', id, 'swr', 'start')).statusCode).toBe(404);
  });

  it('locks later assessments of a sequential administration until earlier ones are done', async () => {
    const id = await administer({ sequential: true });
    const locked = await act('student1', id, 'pa', 'start');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('locked');
    expect((await act('student1', id, 'swr', 'complete')).statusCode).toBe(200);
    expect((await act('student1', id, 'pa', 'start')).statusCode).toBe(200);
  });

  it('asks for assent in the student’s language before the first start', async () => {
    const id = await administer({ legal: { consent: true, assent: true } });
    const pending = assignmentIn(await home('student1'), id)!.pendingLegal;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ kind: 'assent', version: '2026-11' });
    // es-CO falls back to the Spanish text.
    const spanish = assignmentIn(await home('estudiante1'), id)!.pendingLegal;
    expect(spanish[0]).toMatchObject({ kind: 'assent', title: '¿Nos ayudas?' });

    const refused = await act('student1', id, 'swr', 'start');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('legal_pending');
    const accept = await demo.call('student1', 'POST', '/api/app/legal/accept', {
      documentIds: [pending[0]!.documentId],
    });
    expect(accept.statusCode).toBe(204);
    expect(assignmentIn(await home('student1'), id)!.pendingLegal).toEqual([]);
    expect((await act('student1', id, 'swr', 'start')).statusCode).toBe(200);
    expect(
      (await demo.call('student1', 'POST', '/api/app/legal/accept', { documentIds: ['nope'] }))
        .statusCode,
    ).toBe(404);
  });

  it('opens external tasks with the participant’s parameters', async () => {
    const id = await administer({ tasks: ['partner-survey'] });
    const student1 = await demo.userId('student1');
    const [survey] = assignmentIn(await home('student1'), id)!.assessments;
    expect(survey).toMatchObject({ taskName: 'Tell us about reading', tags: ['Survey'] });
    expect(survey!.externalUrl).toBe(
      `https://survey.example.org/start?study=7&participant=${student1}&lng=en-US`,
    );
    const estudiante = assignmentIn(await home('estudiante1'), id)!.assessments[0]!;
    expect(new URL(estudiante.externalUrl!).searchParams.get('lng')).toBe('es-CO');
  });

  it('hides closed and test administrations', async () => {
    const closed = await administer();
    const current = (await demo.call(SUPER, 'GET', `/api/admin/administrations/${closed}`)).json();
    const edit = await demo.call(SUPER, 'PUT', `/api/admin/administrations/${closed}`, {
      ...(current as object),
      dateOpened: new Date(Date.now() - 20 * DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      assessments: [{ variantId: variant.swr }],
    });
    expect(edit.statusCode).toBe(200);
    const test = await administer({ isTest: true });
    const ids = (await home('student1')).assignments.map((a) => a.administrationId);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(test);
    expect((await act('student1', closed, 'swr', 'start')).statusCode).toBe(404);
  });

  it('launch mode: launchers act for students in their scope, and only for them', async () => {
    const student1 = await demo.userId('student1');
    const child1 = await demo.userId('child1');
    const id = await administer();

    const launched = await home('launch@demo.roar.test', student1);
    expect(launched.student.id).toBe(student1);
    expect(assignmentIn(launched, id)).toBeDefined();
    const res = await act('launch@demo.roar.test', id, 'swr', 'start', { launchId: student1 });
    expect(res.statusCode).toBe(200);
    expect((await demo.assignmentOf('student1', id))?.assessments[0]?.startedOn).toBeTruthy();
    expect(await demo.assignmentOf('launch@demo.roar.test', id)).toBeUndefined();

    const status = async (login: string, launchId: string) =>
      (await demo.call(login, 'GET', `${HOME}?launchId=${launchId}`)).statusCode;
    expect(await status('launch@demo.roar.test', child1)).toBe(404);
    expect(await status('parent@demo.roar.test', child1)).toBe(200);
    expect(await status('parent@demo.roar.test', student1)).toBe(404);
    expect(await status('student2', student1)).toBe(404);
    expect(await status('teacher@demo.roar.test', student1)).toBe(404);
    expect(await status(SUPER, child1)).toBe(200);
    expect((await act('student2', id, 'swr', 'complete', { launchId: student1 })).statusCode).toBe(
      404,
    );

    // A parent accepts for their child: the acceptance is the child's.
    const [assent] = await database.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, 'assent'))
      .limit(1);
    const accepted = await demo.call('parent@demo.roar.test', 'POST', '/api/app/legal/accept', {
      documentIds: [assent!.id],
      launchId: child1,
    });
    expect(accepted.statusCode).toBe(204);
    const rows = await database.db.select().from(legalAcceptances);
    const acceptedBy = rows.filter((r) => r.documentId === assent!.id).map((r) => r.userId);
    expect(acceptedBy).toContain(child1);
    expect(acceptedBy).not.toContain(await demo.userId('parent@demo.roar.test'));
  });
});
