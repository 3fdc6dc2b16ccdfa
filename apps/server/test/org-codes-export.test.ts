import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { activationCodes, findUserByLogin, users } from '@roar/db';
import { openOrgWorld, type OrgWorld } from './org-fixtures.ts';

describe.each(testDatabaseTargets())('activation codes and user exports on $name', ({ open }) => {
  let database: Database;
  let w: OrgWorld;

  beforeAll(async () => {
    database = await open();
    w = await openOrgWorld(database);
  }, 60_000);
  afterAll(async () => {
    await w.app.close();
    await database.close();
  });

  const check = (code: string) => w.app.inject({ url: `/api/activation-codes/${code}` });

  it('mints a code valid for 60 days with an invite link; families can check it', async () => {
    const group = w.ids['Dual Language Group']!;
    const res = await w.call('superadmin', 'POST', `/orgs/${group}/activation-codes`);
    expect(res.statusCode).toBe(201);
    const code = res.json();
    expect(code.code).toMatch(/^[a-z0-9]{8}$/);
    expect(code.inviteUrl).toBe(`http://localhost:3000/register?code=${code.code}`);
    expect(code.status).toBe('active');
    const days = (Date.parse(code.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);

    expect((await check(code.code)).json()).toEqual({
      valid: true,
      orgType: 'group',
      orgName: 'Dual Language Group',
    });
    const listed = await w.call('superadmin', 'GET', `/orgs/${group}/activation-codes`);
    expect(listed.json().items.map((c: { code: string }) => c.code)).toContain(code.code);
  });

  it('takes a chosen expiry, refuses one in the past, and reports expired codes', async () => {
    const school = w.ids['Demo Elementary School']!;
    const past = await w.call('admin', 'POST', `/orgs/${school}/activation-codes`, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ expiresAt: 'outOfRange' });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const made = await w.call('admin', 'POST', `/orgs/${school}/activation-codes`, {
      expiresAt: soon,
    });
    expect(made.json().expiresAt).toBe(soon);
    const { code } = made.json();
    await database.db
      .update(activationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationCodes.code, code));
    expect((await check(code)).json()).toEqual({
      valid: false,
      orgType: null,
      orgName: null,
      reason: 'expired',
    });
    const listed = await w.call('schoolAdmin', 'GET', `/orgs/${school}/activation-codes`);
    expect(listed.json().items.find((c: { code: string }) => c.code === code).status).toBe(
      'expired',
    );
  });

  it('revokes a code; unknown codes are not found', async () => {
    const school = w.ids['Demo Elementary School']!;
    const { code } = (await w.call('admin', 'POST', `/orgs/${school}/activation-codes`, {})).json();
    const revoked = await w.call('admin', 'POST', `/activation-codes/${code}/revoke`);
    expect(revoked.json()).toMatchObject({ code, status: 'revoked' });
    expect((await check(code)).json()).toMatchObject({ valid: false, reason: 'revoked' });
    expect((await check('zzzzzzzz')).json()).toMatchObject({ valid: false, reason: 'not_found' });
  });

  it('exports the current users of a school and its classes as CSV, formulas neutralised', async () => {
    const student1 = (await findUserByLogin(database.db, 'student1'))!;
    await database.db
      .update(users)
      .set({
        nameFirst: '=HYPERLINK("http://evil")',
        demographics: { gender: 'female', race: ['asian', 'white'], ell_status: 'N' },
        homeLocale: 'es-CO',
        timeAccommodation: 'extended_2',
      })
      .where(eq(users.id, student1.id));

    const res = await w.call(
      'schoolAdmin',
      'GET',
      `/orgs/${w.ids['Demo Elementary School']}/users.csv`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="demo-elementary-school-users-export.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Username,Email,FirstName,LastName,Grade,Gender,DateOfBirth,UserType,ell_status,iep_status,frl_status,race,hispanic_ethnicity,home_language,home_locale,time_accommodation',
    );
    const student1Line = lines.find((l) => l.startsWith('student1,'))!;
    expect(student1Line).toContain(`,"'=HYPERLINK(""http://evil"")",Johnson,3,female,`);
    // The letter locale follows the demographics (none here but gender, ELL and race).
    expect(student1Line).toMatch(/,student,N,,,asian; white,,,es-CO,extended_2$/);
    // Nobody else chose a letter locale (an empty cell); a student's accommodation is 'none'.
    expect(lines.find((l) => l.startsWith('student3,'))).toMatch(/,,none$/);
    // Adults have no time accommodation: an empty cell.
    expect(lines.find((l) => /,(admin|teacher),/.test(l))).toMatch(/,$/);
    const usernames = lines.slice(1).map((l) => l.split(',')[0]);
    // Students of the school and its classes, plus the school's own admin; no one from Middle.
    expect(usernames).toEqual(expect.arrayContaining(['student1', 'student3', 'estudiante1']));
    expect(usernames).not.toContain('student2');

    const classExport = await w.call(
      'teacher',
      'GET',
      `/orgs/${w.ids['Grade 3 - Room 204']}/users.csv`,
    );
    expect(classExport.body).toContain('student1,');
    expect(classExport.body).not.toContain('student3');
  });
});
