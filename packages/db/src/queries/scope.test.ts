import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '../testing.ts';
import { orgs } from '../schema/index.ts';
import {
  inOrgScope,
  isUserInOrgScope,
  findOrgInScope,
  EVERYTHING,
  type OrgScope,
} from './scope.ts';
import { insertMemberships, insertOrg } from './orgs.ts';
import { insertUser } from './users.ts';

describe.each(testDatabaseTargets())('organisation scope on $name', ({ open }) => {
  let database: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    const db = database.db;
    const d1 = await insertOrg(db, { type: 'district', name: 'D1' });
    const s1 = await insertOrg(db, {
      type: 'school',
      name: 'S1',
      parentId: d1.id,
      districtId: d1.id,
    });
    const c1 = await insertOrg(db, {
      type: 'class',
      name: 'C1',
      parentId: s1.id,
      districtId: d1.id,
      schoolId: s1.id,
    });
    const s2 = await insertOrg(db, {
      type: 'school',
      name: 'S2',
      parentId: d1.id,
      districtId: d1.id,
    });
    const d2 = await insertOrg(db, { type: 'district', name: 'D2' });
    const s3 = await insertOrg(db, {
      type: 'school',
      name: 'S3',
      parentId: d2.id,
      districtId: d2.id,
    });
    const g1 = await insertOrg(db, { type: 'group', name: 'G1' });
    const g2 = await insertOrg(db, { type: 'group', name: 'G2', parentId: g1.id });
    const f1 = await insertOrg(db, { type: 'family', name: 'F1' });
    Object.assign(ids, {
      d1: d1.id,
      s1: s1.id,
      c1: c1.id,
      s2: s2.id,
      d2: d2.id,
      s3: s3.id,
      g1: g1.id,
      g2: g2.id,
      f1: f1.id,
    });
    const pupil = await insertUser(db, { username: 'pupil-c1', userType: 'student' });
    const other = await insertUser(db, { username: 'pupil-s3', userType: 'student' });
    ids.pupil = pupil.id;
    ids.other = other.id;
    await insertMemberships(db, [
      { userId: pupil.id, orgId: c1.id, role: 'student', districtId: d1.id, startOn: '2020-01-01' },
      { userId: other.id, orgId: s3.id, role: 'student', districtId: d2.id, startOn: '2020-01-01' },
    ]);
  });
  afterAll(() => database.close());

  async function visible(scope: OrgScope): Promise<string[]> {
    const rows = await database.db
      .select({ name: orgs.name })
      .from(orgs)
      .where(inOrgScope(orgs.id, scope));
    return rows.map((r) => r.name).sort();
  }

  it('a district sees itself, its schools and their classes, nothing else', async () => {
    expect(await visible({ all: false, rootOrgIds: [ids.d1!] })).toEqual(['C1', 'D1', 'S1', 'S2']);
  });

  it('a school sees itself and its classes, not its district or sibling schools', async () => {
    expect(await visible({ all: false, rootOrgIds: [ids.s1!] })).toEqual(['C1', 'S1']);
  });

  it('a group sees its subgroups; a family only itself; roots combine', async () => {
    expect(await visible({ all: false, rootOrgIds: [ids.g1!] })).toEqual(['G1', 'G2']);
    expect(await visible({ all: false, rootOrgIds: [ids.f1!] })).toEqual(['F1']);
    expect(await visible({ all: false, rootOrgIds: [ids.c1!, ids.s3!] })).toEqual(['C1', 'S3']);
  });

  it('no roots sees nothing; everything sees all', async () => {
    expect(await visible({ all: false, rootOrgIds: [] })).toEqual([]);
    expect(await visible(EVERYTHING)).toHaveLength(9);
  });

  it('finds an organisation by id only inside the scope and with the right type', async () => {
    const school = { all: false, rootOrgIds: [ids.s1!] } as const;
    expect((await findOrgInScope(database.db, { type: 'class', id: ids.c1! }, school))?.name).toBe(
      'C1',
    );
    expect(
      await findOrgInScope(database.db, { type: 'school', id: ids.s2! }, school),
    ).toBeUndefined();
    expect(
      await findOrgInScope(database.db, { type: 'school', id: ids.c1! }, school),
    ).toBeUndefined();
  });

  it('knows whether a user belongs to the scope', async () => {
    const district = { all: false, rootOrgIds: [ids.d1!] } as const;
    expect(await isUserInOrgScope(database.db, ids.pupil!, district, '2026-01-01')).toBe(true);
    expect(await isUserInOrgScope(database.db, ids.other!, district, '2026-01-01')).toBe(false);
    expect(await isUserInOrgScope(database.db, ids.pupil!, district, '2019-01-01')).toBe(false);
  });
});
