import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { insertMemberships, insertOrg, insertUser, setPasswordHash } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { seedLegalDocuments } from '../src/modules/legal/seed.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';

const SUPER = 'superadmin@demo.roar.test';
const ADMIN = 'admin@demo.roar.test';
const TEACHER = 'teacher@demo.roar.test';
const OTHER = 'other-admin@elsewhere.test';
const URL = '/api/admin/administrations';

describe.each(testDatabaseTargets())('administrations by scope on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    const other = await insertOrg(database.db, { type: 'district', name: 'Other District' });
    const admin = await insertUser(database.db, {
      email: OTHER,
      userType: 'admin',
      districtId: other.id,
    });
    await setPasswordHash(database.db, {
      userId: admin.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    await insertMemberships(database.db, [
      { userId: admin.id, orgId: other.id, role: 'admin', districtId: other.id },
    ]);
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  const list = async (login: string, query = '') =>
    (await demo.call(login, 'GET', `${URL}${query}`)).json();
  const screenerIn = (page: { items: { id: string }[] }) =>
    page.items.find((i) => i.id === demo.screenerId) as
      | { counts: { assigned: number; started: number; completed: number }; name: string }
      | undefined;
  const tree = async (login: string, parentId?: string) =>
    demo.call(
      login,
      'GET',
      `${URL}/${demo.screenerId}/orgs${parentId ? `?parentId=${parentId}` : ''}`,
    );

  it('the district admin sees the demo screener with counts over the district', async () => {
    const page = await list(ADMIN);
    expect(screenerIn(page)).toMatchObject({
      name: 'Demo Screener',
      counts: { assigned: 5, started: 0, completed: 0 },
    });
    expect((await demo.call(ADMIN, 'GET', `${URL}/${demo.screenerId}`)).statusCode).toBe(200);
  });

  it('the grade 3 teacher sees it limited to their class', async () => {
    expect(screenerIn(await list(TEACHER))?.counts).toEqual({
      assigned: 1,
      started: 0,
      completed: 0,
    });
    const top = (await tree(TEACHER)).json();
    expect(top).toEqual([
      {
        id: demo.orgId.grade3,
        type: 'class',
        name: 'Grade 3 - Room 204',
        parentId: demo.orgId.elementary,
        hasChildren: false,
        counts: { assigned: 1, started: 0, completed: 0 },
      },
    ]);
    expect((await tree(TEACHER, demo.orgId.district)).statusCode).toBe(404);
  });

  it('the organisation tree: top level, lazy children and counts', async () => {
    const top = (await tree(SUPER)).json();
    expect(top.map((n: { name: string }) => n.name)).toEqual([
      'Demo District',
      'Dual Language Group',
    ]);
    expect(top[0]).toMatchObject({ hasChildren: true, counts: { assigned: 5 } });
    expect(top[1]).toMatchObject({ hasChildren: false, counts: { assigned: 1 } });
    const schools = (await tree(SUPER, demo.orgId.district)).json();
    expect(schools.map((n: { name: string }) => n.name)).toEqual([
      'Demo Elementary School',
      'Demo Middle School',
    ]);
    expect(schools[0].counts).toEqual({ assigned: 4, started: 0, completed: 0 });
    // The district admin does not reach the group.
    expect((await tree(ADMIN)).json().map((n: { name: string }) => n.name)).toEqual([
      'Demo District',
    ]);
  });

  it('an admin of another district sees nothing of it', async () => {
    const page = await list(OTHER);
    expect(page).toMatchObject({ items: [], total: 0 });
    expect((await demo.call(OTHER, 'GET', `${URL}/${demo.screenerId}`)).statusCode).toBe(404);
    expect((await tree(OTHER)).statusCode).toBe(404);
    expect(
      (await demo.call(OTHER, 'GET', `/api/admin/documents/administrations/${demo.screenerId}`))
        .statusCode,
    ).toBe(404);
  });

  it('searches by name and public name, sorts and pages', async () => {
    expect(screenerIn(await list(ADMIN, '?search=reading'))).toBeDefined();
    expect(screenerIn(await list(ADMIN, '?search=DEMO%20scr'))).toBeDefined();
    expect((await list(ADMIN, '?search=nothing-like-it')).total).toBe(0);
    const page = await list(SUPER, '?sort=name&order=asc&page=1&pageSize=3');
    expect(page).toMatchObject({ page: 1, pageSize: 3 });
    expect((await demo.call(ADMIN, 'GET', `${URL}?pageSize=500`)).statusCode).toBe(400);
  });

  it('test administrations show only to super admins who ask for them', async () => {
    const screener = (await demo.call(SUPER, 'GET', `${URL}/${demo.screenerId}`)).json();
    const created = await demo.call(SUPER, 'POST', URL, {
      ...screener,
      id: undefined,
      createdBy: undefined,
      dateCreated: undefined,
      name: 'Test run',
      isTest: true,
      assessments: screener.assessments.map((a: { variantId: string; conditions: unknown }) => ({
        variantId: a.variantId,
        conditions: a.conditions,
      })),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
    expect(ids(await list(SUPER))).not.toContain(id);
    expect(ids(await list(SUPER, '?includeTest=true'))).toContain(id);
    expect(ids(await list(ADMIN, '?includeTest=true'))).not.toContain(id);
  });

  it('document reads: the assigned student reads the administration, others do not; legal texts for all', async () => {
    const doc = `/api/admin/documents/administrations/${demo.screenerId}`;
    expect((await demo.call('student1', 'GET', doc)).json()).toMatchObject({
      id: demo.screenerId,
      publicName: 'Reading Screener',
    });
    expect((await demo.call('child1', 'GET', doc)).statusCode).toBe(404);
    expect((await demo.call(TEACHER, 'GET', doc)).statusCode).toBe(200);

    await seedLegalDocuments(database.db);
    const home = await demo.call('child1', 'GET', '/api/admin/documents/legal/none');
    expect(home.statusCode).toBe(404);
    const { legalDocuments } = await import('@roar/db');
    const [first] = await database.db.select().from(legalDocuments).limit(1);
    const legal = await demo.call('child1', 'GET', `/api/admin/documents/legal/${first!.id}`);
    expect(legal.json()).toMatchObject({ id: first!.id, version: '2026-11', kind: first!.kind });
  });
});
