import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  auditLog,
  insertMemberships,
  insertOrg,
  insertUser,
  setPasswordHash,
  signInThrottle,
} from '@roar/db';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { addSchoolAdmin, demoOrgs, userIdOf } from './users-admin-fixtures.ts';

const SUPER = 'superadmin@demo.roar.test';
const ADMIN = 'admin@demo.roar.test';
const TEACHER = 'teacher@demo.roar.test';
const PARENT = 'parent@demo.roar.test';
const LAUNCHER = 'launch@demo.roar.test';
const MIDDLE_ADMIN = 'pupil-password.middle.admin@test.roar';
const OTHER_PARENT = 'pupil-password.other.parent@test.roar';

/** The sign-in throttle's key of an account's failures (sign-in-throttle.ts). */
const accountKey = (login: string) =>
  createHash('sha256').update(`account\n${login}`).digest('base64url');

/**
 * ASVS 6.2.2: pupils have no password page, so the adults responsible for them set a new one, an
 * administrator who may change the pupil (POST /api/admin/users/:id/password) or the pupil's
 * parent (POST /api/admin/family/children/:id/password).
 */
describe.each(testDatabaseTargets())('pupil passwords set by adults on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const orgs = await demoOrgs(database.db);
    await addSchoolAdmin(database.db, orgs.middle, MIDDLE_ADMIN);
    // Another family with a child of its own.
    const family = await insertOrg(database.db, { type: 'family', name: 'Other Family' });
    const parent = await insertUser(database.db, {
      userType: 'parent',
      email: OTHER_PARENT,
      nameFirst: 'Olga',
      nameLast: 'Other',
    });
    await setPasswordHash(database.db, {
      userId: parent.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const child = await insertUser(database.db, {
      userType: 'student',
      username: 'other.child',
      nameFirst: 'Otto',
      grade: '2',
      dateOfBirth: '2018-03-03',
    });
    await insertMemberships(database.db, [
      { userId: parent.id, orgId: family.id, role: 'parent' },
      { userId: child.id, orgId: family.id, role: 'child' },
    ]);
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const tokenOf = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(app, login)).accessToken);
    return tokens.get(login)!;
  };
  const post = async (login: string, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await tokenOf(login)}` },
      payload,
    });
  const setByAdmin = async (login: string, target: string, password: unknown) =>
    post(login, `/api/admin/users/${await userIdOf(database.db, target)}/password`, { password });
  const setByParent = async (login: string, target: string, password: unknown) =>
    post(login, `/api/admin/family/children/${await userIdOf(database.db, target)}/password`, {
      password,
    });
  const signIn = (identifier: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { identifier, password } });
  const refresh = (cookie: string | undefined) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

  async function passwordSetEntries(target: string) {
    return database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'user.password_set'),
          eq(auditLog.targetId, await userIdOf(database.db, target)),
        ),
      );
  }

  async function throttleRows(login: string) {
    return database.db
      .select()
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, [accountKey(login)]));
  }

  describe('POST /api/admin/users/:id/password', () => {
    it('sets the pupil’s password: the old one is refused, their sessions end, it is audited', async () => {
      const pupil = await signInAs(app, 'student1');
      // Someone guessed at the pupil's password: the failure counts against the account.
      expect((await signIn('student1', 'Wrong-Guess-11')).statusCode).toBe(401);
      expect(await throttleRows('student1')).toHaveLength(1);

      const res = await setByAdmin(ADMIN, 'student1', 'Maple-Harbor-72');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      // Failures against the old password no longer count.
      expect(await throttleRows('student1')).toEqual([]);

      // The pupil's refresh session and access token stop working at once.
      expect((await refresh(pupil.cookie)).statusCode).toBe(401);
      const ownRecord = await app.inject({
        url: `/api/app/documents/users/${pupil.uid}`,
        headers: { authorization: `Bearer ${pupil.accessToken}` },
      });
      expect(ownRecord.statusCode).toBe(401);
      expect((await signIn('student1', DEMO_PASSWORD)).statusCode).toBe(401);
      await signInAs(app, 'student1', 'Maple-Harbor-72');

      const [entry, ...more] = await passwordSetEntries('student1');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorUserId: await userIdOf(database.db, ADMIN),
        targetType: 'user',
        targetId: pupil.uid,
        districtId: (await demoOrgs(database.db)).district.id,
      });
      expect(JSON.stringify(entry)).not.toContain('Maple-Harbor-72');
    });

    it('a super admin sets any pupil’s password', async () => {
      expect((await setByAdmin(SUPER, 'student2', 'Quiet-Meadow-83')).statusCode).toBe(204);
      await signInAs(app, 'student2', 'Quiet-Meadow-83');
      expect(await passwordSetEntries('student2')).toHaveLength(1);
    });

    it('refuses a password that breaks a rule or is too common, naming the field', async () => {
      const cases: [unknown, string][] = [
        ['', 'password_too_short'],
        ['Ab1', 'password_too_short'],
        ['ALLUPPER123', 'password_needs_lowercase'],
        ['alllower123', 'password_needs_uppercase'],
        ['NoNumbersHere', 'password_needs_number'],
        ['Password1!', 'password_too_common'],
        ['Summer2024', 'password_too_common'],
        // Built from the pupil's own names (Zoe Williams).
        ['ZoeWilliams9', 'password_too_common'],
      ];
      for (const [password, code] of cases) {
        const res = await setByAdmin(ADMIN, 'student3', password);
        expect(res.statusCode, String(password)).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'validation_failed',
          fields: { password: code },
        });
      }
      for (const payload of [{}, { password: 42 }, { password: `Aa1${'x'.repeat(300)}` }]) {
        const res = await post(
          ADMIN,
          `/api/admin/users/${await userIdOf(database.db, 'student3')}/password`,
          payload,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      // Nothing changed.
      await signInAs(app, 'student3');
      expect(await passwordSetEntries('student3')).toEqual([]);
    });

    it('answers 409 for an adult: they set their own password with a reset link', async () => {
      for (const [login, target] of [
        [ADMIN, TEACHER],
        [SUPER, ADMIN],
        [SUPER, PARENT],
      ] as const) {
        const res = await setByAdmin(login, target, 'Silver-Canyon-47');
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({
          code: 'conflict',
          message: 'Adults set their own password with a reset link.',
        });
      }
      await signInAs(app, TEACHER);
    });

    it('refuses the class teacher, who only reads their pupils, with 403', async () => {
      const res = await setByAdmin(TEACHER, 'student1', 'Silver-Canyon-47');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
      const teacherId = await userIdOf(database.db, TEACHER);
      expect((await passwordSetEntries('student1')).map((e) => e.actorUserId)).not.toContain(
        teacherId,
      );
    });

    it('answers 404 for a pupil outside the caller’s organisations, as for an unknown id', async () => {
      for (const [login, target] of [
        [ADMIN, 'child1'],
        [MIDDLE_ADMIN, 'estudiante1'],
      ] as const) {
        const res = await setByAdmin(login, target, 'Silver-Canyon-47');
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      const unknown = await post(ADMIN, '/api/admin/users/no-such-user/password', {
        password: 'Silver-Canyon-47',
      });
      expect(unknown.statusCode).toBe(404);
      await signInAs(app, 'child1');
      await signInAs(app, 'estudiante1');
    });

    it('refuses pupils and parents, who hold no Users.UPDATE', async () => {
      for (const login of ['explorer', PARENT, LAUNCHER]) {
        const res = await setByAdmin(login, 'estudiante1', 'Silver-Canyon-47');
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('POST /api/admin/family/children/:id/password', () => {
    it('a parent sets their own child’s password: the old one is refused, sessions end, audited', async () => {
      const child = await signInAs(app, 'child1');
      expect((await signIn('child1', 'Wrong-Guess-13')).statusCode).toBe(401);
      expect(await throttleRows('child1')).toHaveLength(1);
      const res = await setByParent(PARENT, 'child1', 'Copper-Kettle-64');
      expect(res.statusCode).toBe(204);
      expect(await throttleRows('child1')).toEqual([]);
      expect((await refresh(child.cookie)).statusCode).toBe(401);
      expect((await signIn('child1', DEMO_PASSWORD)).statusCode).toBe(401);
      await signInAs(app, 'child1', 'Copper-Kettle-64');
      const entries = await passwordSetEntries('child1');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorUserId: await userIdOf(database.db, PARENT),
        targetId: child.uid,
        districtId: null,
      });
    });

    it('checks the same rules, naming the field', async () => {
      for (const [password, code] of [
        ['short1A', 'password_too_short'],
        ['Password1!', 'password_too_common'],
        ['LeoBennett7', 'password_too_common'],
      ] as const) {
        const res = await setByParent(PARENT, 'child1', password);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ password: code });
      }
    });

    it('refuses a child who is not the parent’s with 404, and anyone who is no parent with 403', async () => {
      for (const target of ['other.child', 'student1']) {
        const res = await setByParent(PARENT, target, 'Silver-Canyon-47');
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      // The other family's parent cannot reach the demo parent's child either.
      expect((await setByParent(OTHER_PARENT, 'child1', 'Silver-Canyon-47')).statusCode).toBe(404);
      for (const login of [LAUNCHER, SUPER]) {
        const res = await setByParent(login, 'child1', 'Silver-Canyon-47');
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
      // Administrators and teachers hold no Tasks.LAUNCH.
      for (const login of [ADMIN, TEACHER]) {
        expect((await setByParent(login, 'child1', 'Silver-Canyon-47')).statusCode).toBe(403);
      }
      await signInAs(app, 'child1', 'Copper-Kettle-64');
      expect(await passwordSetEntries('other.child')).toEqual([]);
      expect(await passwordSetEntries('child1')).toHaveLength(1);
    });
  });
});
