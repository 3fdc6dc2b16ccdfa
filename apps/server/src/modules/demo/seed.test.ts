import {
  credentials,
  findUserByLogin,
  memberships,
  orgs,
  users,
  type Database,
  type Db,
} from '@roar/db';
import { testDatabaseTargets } from '@roar/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoWorld } from './seed.ts';

const NOW = new Date('2026-01-15T12:00:00.000Z');

/** Every row the seed writes, in a stable order, to compare before and after. */
async function snapshot(db: Db) {
  const byId = <T extends { id: string }>(rows: T[]) =>
    rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    orgs: byId(await db.select().from(orgs)),
    users: byId(await db.select().from(users)),
    memberships: byId(await db.select().from(memberships)),
    credentials: (await db.select().from(credentials)).sort((a, b) =>
      a.userId.localeCompare(b.userId),
    ),
  };
}

describe.each(testDatabaseTargets())('demo world on $name', ({ open }) => {
  let database: Database;
  let db: Db;
  const hash = vi.fn(hashPassword);

  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(() => database?.close());

  it('seeds nothing into a database that already has an account', async () => {
    await db.insert(users).values({ email: 'someone@school.test', userType: 'admin' });
    expect(await seedDemoWorld(db, { hashPassword: hash, now: NOW })).toEqual({ seeded: false });
    expect(await db.select().from(orgs)).toEqual([]);
    expect(hash).not.toHaveBeenCalled();
    await db.delete(users);
  });

  it('seeds the district, schools, classes, group and families', async () => {
    expect(await seedDemoWorld(db, { hashPassword: hash, now: NOW })).toEqual({ seeded: true });
    expect(hash).toHaveBeenCalledTimes(1);

    const all = await db.select().from(orgs);
    const named = (name: string) => all.find((o) => o.name === name)!;
    const district = named('Demo District');
    const elementary = named('Demo Elementary School');
    const middle = named('Demo Middle School');
    expect(all).toHaveLength(10);
    expect(district).toMatchObject({ type: 'district', districtId: district.id, parentId: null });
    for (const school of [elementary, middle]) {
      expect(school).toMatchObject({
        type: 'school',
        parentId: district.id,
        districtId: district.id,
      });
    }
    const classes = all.filter((o) => o.type === 'class');
    expect(classes.map((c) => [c.grade, c.parentId, c.schoolId, c.districtId]).sort()).toEqual([
      ['3', elementary.id, elementary.id, district.id],
      ['4', elementary.id, elementary.id, district.id],
      ['7', middle.id, middle.id, district.id],
      ['K', elementary.id, elementary.id, district.id],
    ]);
    expect(named('Dual Language Group')).toMatchObject({
      type: 'group',
      parentId: null,
      districtId: null,
    });
    for (const family of ['Demo Family', 'Familia Hernández']) {
      expect(named(family)).toMatchObject({ type: 'family', parentId: null, districtId: null });
    }
    expect(all.every((o) => o.createdAt.getTime() === NOW.getTime())).toBe(true);
  });

  it('writes letters to Familia Hernández in Spanish: its child’s home language', async () => {
    const byLogin = new Map((await db.select().from(users)).map((u) => [u.username ?? u.email, u]));
    expect(byLogin.get('child2')?.homeLocale).toBe('es-CO');
    expect(byLogin.get('child1')?.homeLocale).toBeNull();
    expect(byLogin.get('familia@demo.roar.test')?.preferredLocale).toBe('es-CO');
  });

  it('creates every demo account with its memberships', async () => {
    const allOrgs = await db.select().from(orgs);
    const allUsers = await db.select().from(users);
    const allMemberships = await db.select().from(memberships);
    expect(allUsers).toHaveLength(DEMO_ACCOUNTS.length);
    const orgName = (id: string) => allOrgs.find((o) => o.id === id)!;
    const membershipsOf = async (login: string) => {
      const user = await findUserByLogin(db, login);
      expect(user, login).toBeDefined();
      return allMemberships
        .filter((m) => m.userId === user!.id)
        .map((m) => `${m.role}@${orgName(m.orgId).name}`)
        .sort();
    };
    const grade3 = allOrgs.find((o) => o.grade === '3')!.name;
    const grade7 = allOrgs.find((o) => o.grade === '7')!.name;
    const kindergarten = allOrgs.find((o) => o.grade === 'K')!.name;

    expect(await membershipsOf('superadmin@demo.roar.test')).toEqual([]);
    expect(await membershipsOf('admin@demo.roar.test')).toEqual(['admin@Demo District']);
    expect(await membershipsOf('teacher@demo.roar.test')).toEqual([`admin@${grade3}`]);
    expect(await membershipsOf('launch@demo.roar.test')).toEqual(['launch_admin@Demo District']);
    expect(await membershipsOf('parent@demo.roar.test')).toEqual(['parent@Demo Family']);
    expect(await membershipsOf('student1')).toEqual(
      ['student@Demo Elementary School', `student@${grade3}`].sort(),
    );
    expect(await membershipsOf('student2')).toEqual(
      ['student@Demo Middle School', `student@${grade7}`].sort(),
    );
    expect(await membershipsOf('student3')).toEqual(
      ['student@Demo Elementary School', `student@${kindergarten}`].sort(),
    );
    expect(await membershipsOf('estudiante1')).toEqual([
      'student@Demo Elementary School',
      'student@Dual Language Group',
    ]);
    expect(await membershipsOf('child1')).toEqual(['child@Demo Family']);
    expect(await membershipsOf('explorer')).toEqual(
      ['student@Demo Elementary School', 'student@Grade 4 - Room 208'].sort(),
    );
    expect(allMemberships.every((m) => m.startOn === '2026-01-15' && m.endOn === null)).toBe(true);

    const districtId = allOrgs.find((o) => o.type === 'district')!.id;
    expect(await findUserByLogin(db, 'superadmin@demo.roar.test')).toMatchObject({
      userType: 'admin',
      superAdmin: true,
      districtId: null,
    });
    expect(await findUserByLogin(db, 'teacher@demo.roar.test')).toMatchObject({
      userType: 'teacher',
      districtId,
    });
    expect(await findUserByLogin(db, 'launch@demo.roar.test')).toMatchObject({
      userType: 'launch_admin',
    });
    expect(await findUserByLogin(db, 'parent@demo.roar.test')).toMatchObject({
      userType: 'parent',
      districtId: null,
    });
    expect(await findUserByLogin(db, 'student1')).toMatchObject({
      email: null,
      grade: '3',
      userType: 'student',
    });
    expect(await findUserByLogin(db, 'student2')).toMatchObject({ grade: '7', districtId });
    expect(await findUserByLogin(db, 'student3')).toMatchObject({
      grade: 'K',
      dateOfBirth: '2020-01-30',
    });
    expect(await findUserByLogin(db, 'estudiante1')).toMatchObject({
      grade: '2',
      preferredLocale: 'es-CO',
    });
    expect(await findUserByLogin(db, 'child1')).toMatchObject({ grade: '1', districtId: null });
    expect(allUsers.filter((u) => u.superAdmin).map((u) => u.email)).toEqual([
      'superadmin@demo.roar.test',
    ]);
    expect(allUsers.every((u) => u.nameFirst && u.nameLast && u.displayName)).toBe(true);
  });

  it('gives every account the demo password, hashed once', async () => {
    const stored = await db.select().from(credentials);
    expect(stored).toHaveLength(DEMO_ACCOUNTS.length);
    expect(new Set(stored.map((c) => c.passwordHash)).size).toBe(1);
    const encoded = stored[0]!.passwordHash;
    expect(encoded).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(encoded, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(encoded, 'roardemo2026')).toBe(false);
    expect(DEMO_ACCOUNTS.every((a) => a.password === DEMO_PASSWORD)).toBe(true);
  });

  it('seeds nothing and changes nothing the second time', async () => {
    const before = await snapshot(db);
    expect(await seedDemoWorld(db, { hashPassword: hash })).toEqual({ seeded: false });
    expect(await snapshot(db)).toEqual(before);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('seeds once when two servers start at the same time', async () => {
    await db.delete(memberships);
    await db.delete(users);
    await db.delete(orgs);
    const results = await Promise.all([
      seedDemoWorld(db, { hashPassword: hash }),
      seedDemoWorld(db, { hashPassword: hash }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });
});
