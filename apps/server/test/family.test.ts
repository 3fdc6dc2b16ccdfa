import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  administrationOrgs,
  assignments,
  auditLog,
  findOrgByName,
  insertActivationCode,
  legalAcceptances,
  legalDocuments,
  memberships,
  users,
} from '@roar/db';
import {
  AuthSessionSchema,
  FamilyChildrenSchema,
  LaunchStudentsSchema,
  STUDENTS_NOT_AN_ARRAY,
} from '@roar/contracts';
import { buildTestApp, refreshCookieOf, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

const PASSWORD = 'FamilyPass1';
const DAY_MS = 86_400_000;

describe.each(testDatabaseTargets())('family registration and home on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let termsId: string;
  const codes = { valid: 'grade3ok', expired: 'grade3ex' };

  beforeAll(async () => {
    database = await open();
    const db = database.db;
    await seedDemoWorld(db, { hashPassword });
    const [terms] = await db
      .insert(legalDocuments)
      .values({
        kind: 'terms',
        version: '2026-01',
        locale: 'en-US',
        title: 'Terms',
        body: 'You agree.',
        publishedAt: new Date(),
      })
      .returning();
    termsId = terms!.id;
    const grade3 = (await findOrgByName(db, { type: 'class', name: 'Grade 3 - Room 204' }))!;
    const admin = (
      await db.select().from(users).where(eq(users.email, 'admin@demo.roar.test'))
    )[0]!;
    const code = (value: string, expiresAt: Date) =>
      insertActivationCode(db, { code: value, org: grade3, expiresAt, createdBy: admin.id });
    await code(codes.valid, new Date(Date.now() + DAY_MS));
    await code(codes.expired, new Date(Date.now() - DAY_MS));
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const child = (username: string, extra: object = {}) => ({
    username,
    password: PASSWORD,
    dateOfBirth: '2018-04-02',
    grade: '2',
    firstName: 'Sam',
    ...extra,
  });
  const registration = (email: string, students: unknown, extra: object = {}) => ({
    email,
    password: PASSWORD,
    parent: { firstName: 'Rosa', lastName: 'Diaz', canContact: true },
    students,
    consent: { documentId: termsId },
    ...extra,
  });
  const register = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/register/family', payload });
  const userByLogin = async (column: 'email' | 'username', value: string) =>
    (await database.db.select().from(users).where(eq(users[column], value)))[0];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('registers the parent, the family and a child in one call and signs the parent in', async () => {
    const res = await register(
      registration('rosa@example.org', [child('sam.diaz', { activationCode: codes.valid })]),
    );
    expect(res.statusCode).toBe(200);
    const session = AuthSessionSchema.parse(res.json());
    expect(refreshCookieOf(res)).toBeDefined();
    const claims = decodeJwt(session.accessToken) as { role: string; minimalAdminOrgs: object };
    expect(claims.role).toBe('launch_admin');
    const family = await findOrgByName(database.db, { type: 'family', name: 'Diaz Family' });
    expect(claims.minimalAdminOrgs).toEqual({ families: [family!.id] });

    const parent = (await userByLogin('email', 'rosa@example.org'))!;
    expect(parent).toMatchObject({ userType: 'parent', canContact: true, isTest: false });
    const accepted = await database.db
      .select()
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, parent.id));
    expect(accepted.map((a) => a.documentId)).toEqual([termsId]);
    const sam = (await userByLogin('username', 'sam.diaz'))!;
    expect(sam).toMatchObject({ userType: 'student', grade: '2', dateOfBirth: '2018-04-02' });
    const roles = await database.db
      .select({ role: memberships.role, orgId: memberships.orgId })
      .from(memberships)
      .where(eq(memberships.userId, sam.id));
    const grade3 = await findOrgByName(database.db, { type: 'class', name: 'Grade 3 - Room 204' });
    expect(roles).toEqual(
      expect.arrayContaining([
        { role: 'child', orgId: family!.id },
        { role: 'student', orgId: grade3!.id },
      ]),
    );

    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/family/registration',
      headers: bearer(session.accessToken),
    });
    expect(status.json()).toEqual({ ready: true, familyId: family!.id, childCount: 1 });
    // The child signs in with the chosen username and password.
    await signInAs(app, 'sam.diaz', PASSWORD);
  });

  it('accepts no children and marks test data', async () => {
    const res = await register(registration('solo@example.org', [], { isTestData: true }));
    expect(res.statusCode).toBe(200);
    expect(await userByLogin('email', 'solo@example.org')).toMatchObject({ isTest: true });
  });

  it('refuses a taken email with a field error', async () => {
    const res = await register(registration('PARENT@demo.roar.test', []));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'email_taken',
      fields: { email: 'email_taken' },
    });
  });

  it('refuses students that are not an array, saying so', async () => {
    const res = await register(registration('nolist@example.org', 'sam'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ students: STUDENTS_NOT_AN_ARRAY });
  });

  it('refuses a taken username and creates nothing', async () => {
    const res = await register(
      registration('taken@example.org', [child('new.kid'), child('student1')]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'username_taken',
      fields: { 'students.1.username': 'username_taken' },
    });
    expect(await userByLogin('email', 'taken@example.org')).toBeUndefined();
    expect(await userByLogin('username', 'new.kid')).toBeUndefined();
  });

  it('refuses an expired activation code as a field error, in one transaction', async () => {
    const res = await register(
      registration('late@example.org', [child('late.kid', { activationCode: codes.expired })], {
        parent: { firstName: 'Lee', lastName: 'Latecomer', canContact: false },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'students.0.activationCode': 'activation_code_expired',
    });
    expect(await userByLogin('email', 'late@example.org')).toBeUndefined();
    expect(
      await findOrgByName(database.db, { type: 'family', name: 'Latecomer Family' }),
    ).toBeUndefined();
    const unknown = await register(
      registration('late@example.org', [child('late.kid', { activationCode: 'zzzzzzzz' })]),
    );
    expect(unknown.json().error.fields).toEqual({
      'students.0.activationCode': 'activation_code_invalid',
    });
  });

  it('refuses weak passwords and outdated terms', async () => {
    const weak = await register(
      registration('weak@example.org', [child('weak.kid', { password: 'short' })]),
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().error.fields)).toContain('students.0.password');
    // Passing the rules is not enough for one of the most common passwords (issue 14, point 9).
    const common = await register(registration('common@example.org', [], { password: 'P4ssword' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({ password: 'password_too_common' });
    const commonChild = await register(
      registration('common2@example.org', [child('common.kid', { password: 'Password1' })]),
    );
    expect(commonChild.json().error.fields).toEqual({
      'students.0.password': 'password_too_common',
    });
    const old = await register(
      registration('old@example.org', [], { consent: { version: '2020' } }),
    );
    expect(old.json().error.fields).toEqual({ consent: 'terms_not_current' });
    const byVersion = await register(
      registration('ver@example.org', [], { consent: { version: '2026-01' } }),
    );
    expect(byVersion.statusCode).toBe(200);
  });

  it('answers the current terms to guests', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/register/terms?locale=es-CO' });
    expect(res.json()).toMatchObject({ documentId: termsId, version: '2026-01', locale: 'en-US' });
  });

  it('lists a parent’s children and lets the parent add more', async () => {
    const { accessToken } = await signInAs(app, 'parent@demo.roar.test');
    const list = async () =>
      FamilyChildrenSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/admin/family/children',
            headers: bearer(accessToken),
          })
        ).json(),
      );
    expect((await list()).children.map((c) => c.displayName)).toEqual(['Leo Bennett']);
    const add = await app.inject({
      method: 'POST',
      url: '/api/admin/family/children',
      headers: bearer(accessToken),
      payload: { students: [child('mia.bennett', { firstName: 'Mia', lastName: 'Bennett' })] },
    });
    expect(add.statusCode).toBe(200);
    expect((await list()).children.map((c) => c.displayName)).toEqual([
      'Leo Bennett',
      'Mia Bennett',
    ]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/admin/family/children',
      headers: bearer(accessToken),
      payload: { students: [] },
    });
    expect(none.json().error.fields).toEqual({ students: 'atLeastOne' });
  });

  it('lets a parent choose the language of their own child’s letters home, audited', async () => {
    const parent = await signInAs(app, 'parent@demo.roar.test');
    const childId = (await userByLogin('username', 'child1'))!.id;
    const patch = async (token: string, id: string, payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/family/children/${id}`,
        headers: bearer(token),
        payload,
      });
    const letterLocaleOfChild1 = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/family/children',
        headers: bearer(parent.accessToken),
      });
      const body = FamilyChildrenSchema.parse(res.json());
      return body.children.find((c) => c.id === childId)?.homeLocale;
    };
    expect(await letterLocaleOfChild1()).toBeNull();

    const set = await patch(parent.accessToken, childId, { homeLocale: 'es-CO' });
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');
    expect(await letterLocaleOfChild1()).toBe('es-CO');
    expect((await userByLogin('username', 'child1'))?.homeLocale).toBe('es-CO');
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, childId), eq(auditLog.action, 'user.update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: (await userByLogin('email', 'parent@demo.roar.test'))!.id,
      targetType: 'user',
      details: { fields: ['homeLocale'], source: 'family' },
    });

    // Only the four locales, exactly written; null goes back to the reader's language.
    for (const payload of [{ homeLocale: 'es-co' }, { homeLocale: 'fr-FR' }, {}]) {
      const res = await patch(parent.accessToken, childId, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['homeLocale']);
    }
    expect(await letterLocaleOfChild1()).toBe('es-CO');
    expect((await patch(parent.accessToken, childId, { homeLocale: null })).statusCode).toBe(204);
    expect(await letterLocaleOfChild1()).toBeNull();

    // Not their child (another family's, a school's student, an unknown id): 404, nothing changed.
    const others = [
      (await userByLogin('username', 'sam.diaz'))!.id,
      (await userByLogin('username', 'student1'))!.id,
      'no-such-child',
    ];
    for (const id of others) {
      const res = await patch(parent.accessToken, id, { homeLocale: 'en-GB' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // The other family's parent cannot reach the demo parent's child either.
    const rosa = await signInAs(app, 'rosa@example.org', PASSWORD);
    expect((await patch(rosa.accessToken, childId, { homeLocale: 'en-GB' })).statusCode).toBe(404);
    // A launcher who is no parent: 403; an administrator holds no Tasks.LAUNCH: 403.
    for (const login of ['launch@demo.roar.test', 'admin@demo.roar.test']) {
      const { accessToken } = await signInAs(app, login);
      const res = await patch(accessToken, childId, { homeLocale: 'en-GB' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    for (const id of [childId, ...others.slice(0, 2)]) {
      expect((await database.db.select().from(users).where(eq(users.id, id)))[0]?.homeLocale).toBe(
        null,
      );
    }
  });

  it('refuses adding children for a launch administrator who is not a parent', async () => {
    const { accessToken } = await signInAs(app, 'launch@demo.roar.test');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/family/children',
      headers: bearer(accessToken),
      payload: { students: [child('not.mine')] },
    });
    expect(res.statusCode).toBe(403);
    expect(await userByLogin('username', 'not.mine')).toBeUndefined();
  });

  it('lists only the students inside a launcher’s scope, searchable and paginated', async () => {
    const launcher = await signInAs(app, 'launch@demo.roar.test');
    const get = async (token: string, query: string) =>
      LaunchStudentsSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/admin/launch/students${query}`,
            headers: bearer(token),
          })
        ).json(),
      );
    const all = await get(launcher.accessToken, '');
    const names = all.students.map((s) => s.username);
    expect(names).toEqual(expect.arrayContaining(['student1', 'student2', 'student3', 'sam.diaz']));
    expect(names).not.toContain('child1');
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: all.students.length });
    const found = await get(launcher.accessToken, '?search=park');
    expect(found.students.map((s) => s.username)).toEqual(['student2']);
    expect((await get(launcher.accessToken, '?page=2')).students).toEqual([]);
    const parent = await signInAs(app, 'parent@demo.roar.test');
    expect((await get(parent.accessToken, '')).students.map((s) => s.username).sort()).toEqual([
      'child1',
      'mia.bennett',
    ]);
    const student = await signInAs(app, 'student1');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/launch/students',
      headers: bearer(student.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('offers scores and letters only for administrations that reach the family', async () => {
    const db = database.db;
    const childId = (await userByLogin('username', 'child1'))!.id;
    const student1Id = (await userByLogin('username', 'student1'))!.id;
    // child1 is also a pupil of the district: the screener's copy, with a game finished.
    const [school] = await db.select().from(assignments).where(eq(assignments.userId, student1Id));
    const finished = new Date().toISOString();
    const family = (await findOrgByName(db, { type: 'family', name: 'Demo Family' }))!;
    try {
      await db.insert(assignments).values({
        administrationId: school!.administrationId,
        userId: childId,
        assessments: school!.assessments.map((a, i) =>
          i === 0 ? { ...a, completedOn: finished } : a,
        ),
      });
      const parent = await signInAs(app, 'parent@demo.roar.test');
      const summary = async () => {
        const res = await app.inject({
          method: 'GET',
          url: '/api/admin/family/children',
          headers: bearer(parent.accessToken),
        });
        const child = FamilyChildrenSchema.parse(res.json()).children.find((c) => c.id === childId);
        return child?.assignments.find((a) => a.administrationId === school!.administrationId);
      };
      // The family's report of it would be refused (403), so the home must not link to it.
      expect(await summary()).toMatchObject({ anyCompleted: true, familyReport: false });
      await db
        .insert(administrationOrgs)
        .values({ administrationId: school!.administrationId, orgId: family.id });
      expect(await summary()).toMatchObject({ anyCompleted: true, familyReport: true });
    } finally {
      // The demo world as the other tests expect it: child1 is no district pupil.
      await db
        .delete(assignments)
        .where(
          and(
            eq(assignments.userId, childId),
            eq(assignments.administrationId, school!.administrationId),
          ),
        );
      await db
        .delete(administrationOrgs)
        .where(
          and(
            eq(administrationOrgs.orgId, family.id),
            eq(administrationOrgs.administrationId, school!.administrationId),
          ),
        );
    }
  });

  it('says a non-parent has no family', async () => {
    const { accessToken } = await signInAs(app, 'launch@demo.roar.test');
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/family/registration',
      headers: bearer(accessToken),
    });
    expect(res.json()).toEqual({ ready: false, familyId: null, childCount: 0 });
  });
});
