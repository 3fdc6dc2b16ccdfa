import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { ALL_PERMISSIONS, type AdministrationInput } from '@roar/contracts';
import { assignments, auditLog, findVariantIdByName } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { liveSessionFamily } from './helpers.ts';

const SUPER = 'superadmin@demo.roar.test';
const DAY_MS = 86_400_000;
const URL = '/api/admin/administrations';

describe.each(testDatabaseTargets())('administrations CRUD on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  const variant: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    for (const task of ['swr', 'pa', 'letter']) {
      variant[task] = (await findVariantIdByName(database.db, { taskId: task, name: 'default' }))!;
    }
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  const valid = (): AdministrationInput => ({
    name: 'Fall screener 2026',
    publicName: 'Reading games',
    dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
    dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    orgs: {
      districts: [],
      schools: [demo.orgId.elementary],
      classes: [],
      groups: [],
      families: [],
    },
    assessments: [
      { variantId: variant.swr! },
      {
        variantId: variant.pa!,
        conditions: { assigned: { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: '1' } },
      },
    ],
    sequential: true,
    legal: { consent: false, assent: true },
    isTest: false,
  });

  it('creates, reads, edits and deletes an administration, with audit entries', async () => {
    const created = await demo.call(SUPER, 'POST', URL, valid());
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({
      name: 'Fall screener 2026',
      publicName: 'Reading games',
      sequential: true,
      legal: { consent: false, assent: true },
      orgs: { schools: [demo.orgId.elementary], districts: [] },
      createdBy: await demo.userId(SUPER),
    });
    expect(view.assessments.map((a: { taskId: string }) => a.taskId)).toEqual(['swr', 'pa']);
    expect(view.assessments[0]).toMatchObject({
      variantName: 'default',
      taskPublicName: 'ROAR - Word',
      conditions: null,
    });

    // Materialised in the same request: the elementary school's students (K has no pa).
    expect(
      (await demo.assignmentOf('student1', view.id))?.assessments.map((a) => a.taskId),
    ).toEqual(['swr', 'pa']);
    expect(
      (await demo.assignmentOf('student3', view.id))?.assessments.map((a) => a.taskId),
    ).toEqual(['swr']);
    expect(await demo.assignmentOf('student2', view.id)).toBeUndefined();

    expect((await demo.call(SUPER, 'GET', `${URL}/${view.id}`)).json()).toEqual(view);

    const edited = await demo.call(SUPER, 'PUT', `${URL}/${view.id}`, {
      ...valid(),
      name: 'Fall screener (grade 7)',
      orgs: { ...valid().orgs, schools: [], classes: [demo.orgId.grade7] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Fall screener (grade 7)' });
    expect(await demo.assignmentOf('student1', view.id)).toBeUndefined();
    expect(await demo.assignmentOf('student2', view.id)).toBeDefined();

    expect((await demo.call(SUPER, 'DELETE', `${URL}/${view.id}`)).statusCode).toBe(204);
    expect((await demo.call(SUPER, 'GET', `${URL}/${view.id}`)).statusCode).toBe(404);
    const rows = await database.db
      .select()
      .from(assignments)
      .where(eq(assignments.administrationId, view.id));
    expect(rows).toEqual([]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, view.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'administration.create',
      'administration.delete',
      'administration.update',
    ]);
  });

  it('answers a message code per field for what cannot be saved', async () => {
    const post = (body: unknown) => demo.call(SUPER, 'POST', URL, body);
    const fieldsOf = async (body: unknown) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      return res.json().error.fields;
    };
    expect(await fieldsOf({ ...valid(), name: '  ', publicName: '' })).toMatchObject({
      name: 'required',
      publicName: 'required',
    });
    const opened = new Date(Date.now() + 40 * DAY_MS).toISOString();
    expect(await fieldsOf({ ...valid(), dateOpened: opened })).toEqual({
      dateClosed: 'before_opened',
    });
    expect(
      await fieldsOf({
        ...valid(),
        dateOpened: new Date(Date.now() - 9 * DAY_MS).toISOString(),
        dateClosed: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      }),
    ).toEqual({ dateClosed: 'in_past' });
    const noOrgs = { districts: [], schools: [], classes: [], groups: [], families: [] };
    expect(await fieldsOf({ ...valid(), orgs: noOrgs })).toEqual({ orgs: 'required' });
    // A district id listed as a school, and an id that does not exist.
    expect(
      await fieldsOf({ ...valid(), orgs: { ...noOrgs, schools: [demo.orgId.district] } }),
    ).toEqual({ orgs: 'org_out_of_scope' });
    expect(await fieldsOf({ ...valid(), orgs: { ...noOrgs, groups: ['nope'] } })).toEqual({
      orgs: 'org_out_of_scope',
    });
    expect(
      await fieldsOf({
        ...valid(),
        assessments: [
          { variantId: variant.swr },
          { variantId: 'missing' },
          { variantId: variant.swr },
        ],
      }),
    ).toEqual({
      'assessments.1.variantId': 'variant_not_found',
      'assessments.2.variantId': 'duplicate_task',
    });
    expect(Object.keys(await fieldsOf({ ...valid(), sequential: 'yes' }))).toEqual(['sequential']);
  });

  it('lets an edit keep a close date in the past', async () => {
    const id = (await demo.call(SUPER, 'POST', URL, valid())).json().id;
    const res = await demo.call(SUPER, 'PUT', `${URL}/${id}`, {
      ...valid(),
      dateOpened: new Date(Date.now() - 30 * DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to delete an administration a participant has started, and non-super admins', async () => {
    const id = (
      await demo.call(SUPER, 'POST', URL, { ...valid(), legal: { consent: false, assent: false } })
    ).json().id;
    expect((await demo.call('admin@demo.roar.test', 'DELETE', `${URL}/${id}`)).statusCode).toBe(
      403,
    );
    const started = await demo.call(
      'student1',
      'POST',
      `/api/app/assignments/${id}/assessments/swr/start`,
      {},
    );
    expect(started.statusCode).toBe(200);
    const res = await demo.call(SUPER, 'DELETE', `${URL}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('administration_started');
    expect((await demo.call(SUPER, 'GET', `${URL}/${id}`)).statusCode).toBe(200);
  });

  it('admins without the create permission are refused; with it, only inside their scope', async () => {
    expect((await demo.call('admin@demo.roar.test', 'POST', URL, valid())).statusCode).toBe(403);
    // A district admin who held the create permission: the check is by scope, not by role.
    const { token } = await signAccessToken(demo.app.tokenSettings, {
      userId: await demo.userId('admin@demo.roar.test'),
      sessionFamilyId: await liveSessionFamily(
        database.db,
        await demo.userId('admin@demo.roar.test'),
      ),
      claims: {
        roarUid: await demo.userId('admin@demo.roar.test'),
        role: 'admin',
        super_admin: false,
        admin: true,
        minimalAdminOrgs: { districts: [demo.orgId.district] },
      },
      permissions: ALL_PERMISSIONS,
      authenticatedAt: new Date(),
      authMethod: 'password',
    });
    const post = (body: AdministrationInput) =>
      demo.app.inject({
        method: 'POST',
        url: URL,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const outside = await post({
      ...valid(),
      orgs: { ...valid().orgs, groups: [demo.orgId.group] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({ orgs: 'org_out_of_scope' });
    const inside = await post(valid());
    expect(inside.statusCode).toBe(201);
    // The demo screener reaches the group too: this admin may not edit it.
    const screener = (await demo.call(SUPER, 'GET', `${URL}/${demo.screenerId}`)).json();
    const edit = await demo.app.inject({
      method: 'PUT',
      url: `${URL}/${demo.screenerId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...valid(), orgs: screener.orgs },
    });
    expect(edit.statusCode).toBe(403);
  });
});
