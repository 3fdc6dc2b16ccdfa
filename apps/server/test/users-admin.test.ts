import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog, findUserById, type Org } from '@roar/db';
import { eq } from 'drizzle-orm';
import type { AdminUser, ListUsersResponse } from '@roar/contracts';
import { buildTestApp } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_PASSWORD, type DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { addSchoolAdmin, caller, demoOrgs, tokenOf, userIdOf } from './users-admin-fixtures.ts';

describe.each(testDatabaseTargets())('users of organisations on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let orgs: Record<DemoOrgKey, Org>;
  const as: Record<string, ReturnType<typeof caller>> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    orgs = await demoOrgs(database.db);
    await addSchoolAdmin(database.db, orgs.elementary, 'school-admin@demo.roar.test');
    for (const login of [
      'superadmin@demo.roar.test',
      'admin@demo.roar.test',
      'school-admin@demo.roar.test',
      'teacher@demo.roar.test',
      'student1',
    ]) {
      as[login.split('@')[0]!] = caller(app, await tokenOf(app, login));
    }
    for (const login of ['student1', 'student2', 'student3', 'estudiante1']) {
      ids[login] = await userIdOf(database.db, login);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const usersUrl = (key: DemoOrgKey, query = '') =>
    `/api/admin/orgs/${orgs[key].type}/${orgs[key].id}/users${query}`;
  const list = async (who: string, key: DemoOrgKey, query = '') => {
    const res = await as[who]!.get(usersUrl(key, query));
    expect(res.statusCode).toBe(200);
    return res.json() as ListUsersResponse;
  };
  const usernames = (body: ListUsersResponse) => body.users.map((u) => u.username ?? u.email);

  it('lists the users of a school and of its classes, with their memberships', async () => {
    const body = await list('school-admin', 'elementary');
    expect(usernames(body)).toEqual([
      'estudiante1',
      'explorer',
      'school-admin@demo.roar.test',
      'student1',
      'student3',
      'teacher@demo.roar.test',
    ]);
    expect(body.total).toBe(6);
    const student1 = body.users.find((u) => u.username === 'student1')!;
    expect(student1).toMatchObject({ grade: '3', name: { first: 'Maya', last: 'Johnson' } });
    expect(student1.memberships.map((m) => m.orgName).sort()).toEqual([
      'Demo Elementary School',
      'Grade 3 - Room 204',
    ]);
    expect(usernames(await list('admin', 'district'))).toContain('student2');
  });

  it('searches, sorts and pages', async () => {
    expect(usernames(await list('admin', 'district', '?search=MAYA'))).toEqual(['student1']);
    expect(usernames(await list('admin', 'district', '?search=%25'))).toEqual([]);
    const byGrade = await list('admin', 'elementary', '?sort=grade&order=asc');
    expect(byGrade.users.filter((u) => u.grade).map((u) => u.grade)).toEqual(['K', '2', '3', '4']);
    const page3 = await list('admin', 'elementary', '?sort=lastName&order=desc&pageSize=1&page=3');
    expect(page3).toMatchObject({ total: 6, page: 3, pageSize: 1 });
    // Williams, Okafor, Johnson, García, Chen, Admin
    expect(usernames(page3)).toEqual(['student1']);
    const tooBig = await as.admin!.get(usersUrl('district', '?pageSize=101'));
    expect(tooBig.statusCode).toBe(400);
  });

  it('answers 404 for an organisation or user outside the caller’s scope', async () => {
    const schoolAdmin = as['school-admin']!;
    expect((await schoolAdmin.get(usersUrl('middle'))).statusCode).toBe(404);
    expect((await schoolAdmin.get(usersUrl('grade7'))).statusCode).toBe(404);
    expect((await schoolAdmin.get(usersUrl('district'))).statusCode).toBe(404);
    expect((await schoolAdmin.get(`${usersUrl('middle')}.csv`)).statusCode).toBe(404);
    expect((await as.teacher!.get(usersUrl('elementary'))).statusCode).toBe(404);
    expect((await as.teacher!.get(usersUrl('grade3'))).statusCode).toBe(200);
    // The type must match too: a school id asked for as a class does not exist.
    const wrongType = await schoolAdmin.get(`/api/admin/orgs/class/${orgs.elementary.id}/users`);
    expect(wrongType.statusCode).toBe(404);

    const student2 = `/api/admin/users/${ids.student2}`;
    const edit = await schoolAdmin.patch(student2, { name: { first: 'Hacked' } });
    expect(edit.statusCode).toBe(404);
    expect((await schoolAdmin.post(`${student2}/archive`)).statusCode).toBe(404);
    expect((await schoolAdmin.post(`${student2}/unarchive`)).statusCode).toBe(404);
    expect(await findUserById(database.db, ids.student2!)).toMatchObject({
      nameFirst: 'Ethan',
      archivedAt: null,
    });
    const superAdminId = await userIdOf(database.db, 'superadmin@demo.roar.test');
    expect((await as.admin!.post(`/api/admin/users/${superAdminId}/archive`)).statusCode).toBe(404);
    // Participants hold no Users.LIST.
    expect((await as.student1!.get(usersUrl('grade3'))).statusCode).toBe(403);
  });

  it('edits names, grade, date of birth and demographics, with per-field problems', async () => {
    const url = `/api/admin/users/${ids.student3}`;
    const future = await as['school-admin']!.patch(url, { dateOfBirth: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ dateOfBirth: 'future_date' });
    const badGrade = await as['school-admin']!.patch(url, {
      grade: '14',
      dateOfBirth: '2020-02-30',
    });
    expect(badGrade.json().error.fields).toEqual({
      grade: 'invalid_grade',
      dateOfBirth: 'invalid_date',
    });
    const cleared = await as['school-admin']!.patch(url, { grade: null });
    expect(cleared.json().error.fields).toEqual({ grade: 'required' });

    const res = await as['school-admin']!.patch(url, {
      name: { first: '<b>Zoë</b>', middle: '', last: 'Williams' },
      grade: '1',
      dateOfBirth: '2018-01-30',
      demographics: { gender: 'female', race: ['Asian', 'White'], state_id: 'S-1', ell_status: '' },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json() as AdminUser;
    expect(user).toMatchObject({
      name: { first: '<b>Zoë</b>', middle: null, last: 'Williams' },
      grade: '1',
      dateOfBirth: '2018-01-30',
      demographics: { gender: 'female', race: ['Asian', 'White'], state_id: 'S-1' },
    });
    expect(user.demographics).not.toHaveProperty('ell_status');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.student3!));
    expect(audit.map((a) => a.action)).toContain('user.update');
  });

  it('sets and clears a student’s letter language, audited, and keeps adults’ at null', async () => {
    const url = `/api/admin/users/${ids.student3}`;
    const before = (await list('school-admin', 'elementary')).users;
    expect(before.map((u) => u.homeLocale)).toEqual(before.map(() => null));

    const set = await as['school-admin']!.patch(url, { homeLocale: 'es-CO' });
    expect(set.statusCode).toBe(200);
    expect((set.json() as AdminUser).homeLocale).toBe('es-CO');
    expect((await findUserById(database.db, ids.student3!))?.homeLocale).toBe('es-CO');
    const listed = (await list('school-admin', 'elementary')).users;
    expect(listed.find((u) => u.id === ids.student3)?.homeLocale).toBe('es-CO');
    // Another edit that leaves it out keeps it.
    const renamed = await as['school-admin']!.patch(url, { demographics: { gender: 'female' } });
    expect((renamed.json() as AdminUser).homeLocale).toBe('es-CO');

    const wrong = await as['school-admin']!.patch(url, { homeLocale: 'es-co' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ homeLocale: 'invalid_locale' });
    expect((await findUserById(database.db, ids.student3!))?.homeLocale).toBe('es-CO');

    const cleared = await as['school-admin']!.patch(url, { homeLocale: null });
    expect((cleared.json() as AdminUser).homeLocale).toBeNull();
    expect((await findUserById(database.db, ids.student3!))?.homeLocale).toBeNull();
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.student3!));
    expect(audit.map((a) => a.details)).toContainEqual({ fields: ['homeLocale'] });

    // Letters home are about students: an adult's is ignored, the rest of the edit is kept.
    const teacherId = await userIdOf(database.db, 'teacher@demo.roar.test');
    const adult = await as['school-admin']!.patch(`/api/admin/users/${teacherId}`, {
      name: { first: 'Dan', last: 'Okafor' },
      homeLocale: 'en-GB',
    });
    expect(adult.statusCode).toBe(200);
    expect(adult.json()).toMatchObject({ name: { first: 'Dan' }, homeLocale: null });
    await as['school-admin']!.patch(`/api/admin/users/${teacherId}`, {
      name: { first: 'Daniel', last: 'Okafor' },
    });
    expect((await findUserById(database.db, teacherId))?.homeLocale).toBeNull();
  });

  it('sets a student’s time accommodation within scope only, refusing other values', async () => {
    const url = `/api/admin/users/${ids.student3}`;
    const listed = (await list('school-admin', 'elementary')).users;
    expect(new Set(listed.map((u) => u.timeAccommodation))).toEqual(new Set(['none']));

    const set = await as['school-admin']!.patch(url, { timeAccommodation: 'extended_1_5' });
    expect(set.statusCode).toBe(200);
    expect((set.json() as AdminUser).timeAccommodation).toBe('extended_1_5');
    expect((await findUserById(database.db, ids.student3!))?.timeAccommodation).toBe(
      'extended_1_5',
    );
    // An edit that leaves it out keeps it.
    const other = await as['school-admin']!.patch(url, { demographics: { gender: 'female' } });
    expect((other.json() as AdminUser).timeAccommodation).toBe('extended_1_5');

    for (const wrong of ['x1.5', 'EXTENDED_2', '', null, 2, ['untimed']]) {
      const res = await as['school-admin']!.patch(url, { timeAccommodation: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().error.fields).toEqual({ timeAccommodation: 'invalid_time_accommodation' });
    }
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.student3!));
    expect(audit.map((a) => a.details)).toContainEqual({ fields: ['timeAccommodation'] });

    // Outside the administrator's scope (another school's student): 404, nothing changes.
    const outside = await as['school-admin']!.patch(`/api/admin/users/${ids.student2}`, {
      timeAccommodation: 'untimed',
    });
    expect(outside.statusCode).toBe(404);
    expect((await findUserById(database.db, ids.student2!))?.timeAccommodation).toBe('none');
    // A class teacher changes no student; a student changes nobody.
    const byTeacher = await as.teacher!.patch(`/api/admin/users/${ids.student1}`, {
      timeAccommodation: 'untimed',
    });
    expect(byTeacher.statusCode).toBe(403);
    const byStudent = await as.student1!.patch(`/api/admin/users/${ids.student1}`, {
      timeAccommodation: 'untimed',
    });
    expect(byStudent.statusCode).toBe(403);
    expect((await findUserById(database.db, ids.student1!))?.timeAccommodation).toBe('none');

    // Adults have none: the setting is ignored, the rest of the edit is kept.
    const teacherId = await userIdOf(database.db, 'teacher@demo.roar.test');
    const adult = await as['school-admin']!.patch(`/api/admin/users/${teacherId}`, {
      timeAccommodation: 'untimed',
    });
    expect(adult.statusCode).toBe(200);
    expect((adult.json() as AdminUser).timeAccommodation).toBe('none');
    expect((await findUserById(database.db, teacherId))?.timeAccommodation).toBe('none');

    await as['school-admin']!.patch(url, { timeAccommodation: 'none' });
    expect((await findUserById(database.db, ids.student3!))?.timeAccommodation).toBe('none');
  });

  it('a class teacher reads the students of their class but changes none of them', async () => {
    const url = `/api/admin/users/${ids.student1}`;
    const attempts = [
      await as.teacher!.patch(url, { name: { first: 'Renamed' } }),
      await as.teacher!.post(`${url}/archive`),
      await as.teacher!.post(`${url}/unarchive`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(attempts.map((r) => r.json().error.code)).toEqual(Array(3).fill('forbidden'));
    const student = (await list('teacher', 'grade3')).users.find((u) => u.id === ids.student1);
    expect(student).toMatchObject({ name: { first: 'Maya' }, archived: false });
  });

  it('archives a user so they cannot sign in, and restores them', async () => {
    const url = `/api/admin/users/${ids.student1}`;
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { identifier: 'student1', password: DEMO_PASSWORD },
      });
    const archived = await as['school-admin']!.post(`${url}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const refused = await signIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_credentials');
    expect(usernames(await list('teacher', 'grade3'))).not.toContain('student1');
    const all = await list('teacher', 'grade3', '?includeArchived=true');
    expect(all.users.find((u) => u.username === 'student1')?.archived).toBe(true);

    expect((await as['school-admin']!.post(`${url}/unarchive`)).json().archived).toBe(false);
    expect((await signIn()).statusCode).toBe(200);
    const self = await userIdOf(database.db, 'teacher@demo.roar.test');
    expect((await as.superadmin!.post(`/api/admin/users/${self}/archive`)).statusCode).toBe(200);
    await as.superadmin!.post(`/api/admin/users/${self}/unarchive`);
  });

  it('exports the list as CSV with formulas neutralised', async () => {
    await as.admin!.patch(`/api/admin/users/${ids.estudiante1}`, {
      name: { first: '=HYPERLINK("http://evil.example","x")', last: 'García' },
    });
    const res = await as.admin!.get(`${usersUrl('elementary')}.csv?sort=username`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="roar-users-demo-elementary-school.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Username,Email,FirstName,LastName,StateId,Grade,Gender,DateOfBirth,UserType,Archived',
    );
    expect(lines[1]).toBe(
      `estudiante1,,"'=HYPERLINK(""http://evil.example"",""x"")",García,,2,,${
        (await findUserById(database.db, ids.estudiante1!))!.dateOfBirth
      },student,false`,
    );
    expect(lines).toHaveLength(7);
  });
});
