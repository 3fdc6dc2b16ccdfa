import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { findCurrentMemberships, findUserByLogin, type Org } from '@roar/db';
import type { RosterRowResult } from '@roar/contracts';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import type { DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import type { MailMessage } from '../src/modules/mail/message.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { today } from '../src/lib/day.ts';
import { caller, demoOrgs, tokenOf } from './users-admin-fixtures.ts';

const good = {
  password: 'Readers2026',
  dateOfBirth: '2016-05-04',
  grade: '3',
  district: 'demo district',
  school: 'DEMO ELEMENTARY SCHOOL',
  class: 'grade 3 - room 204',
};

describe.each(testDatabaseTargets())(
  'student roster and new administrators on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;
    let orgs: Record<DemoOrgKey, Org>;
    let superAdmin: ReturnType<typeof caller>;
    let admin: ReturnType<typeof caller>;
    const mails: MailMessage[] = [];

    beforeAll(async () => {
      database = await open();
      await seedDemoWorld(database.db, { hashPassword });
      ({ app } = await buildTestApp(
        database,
        { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://roar.example' },
        { mailer: { send: async (m) => void mails.push(m) } },
      ));
      orgs = await demoOrgs(database.db);
      superAdmin = caller(app, await tokenOf(app, 'superadmin@demo.roar.test'));
      admin = caller(app, await tokenOf(app, 'admin@demo.roar.test'));
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const register = async (rows: object[], orgsForAll?: object) => {
      const res = await superAdmin.post('/api/admin/roster/students', {
        rows: rows.map((row, i) => ({ row: i + 1, ...row })),
        ...(orgsForAll ? { orgs: orgsForAll } : {}),
      });
      expect(res.statusCode).toBe(200);
      return res.json().results as RosterRowResult[];
    };
    const errorsOf = (result: RosterRowResult | undefined) =>
      result?.errors?.map((e) => `${e.field}:${e.code}`).sort();
    const orgNamesOf = async (login: string) => {
      const user = await findUserByLogin(database.db, login);
      const current = await findCurrentMemberships(database.db, user!.id, today());
      return current
        .map((m) => [...Object.entries(orgs)].find(([, o]) => o.id === m.orgId)![0])
        .sort();
    };

    it('creates the valid rows and reports every problem of the others, creating nothing of them', async () => {
      const results = await register([
        {
          ...good,
          username: 'reader1',
          firstName: '=HYPERLINK("http://evil.example","x")',
          lastName: '<img src=x onerror=alert(1)>',
          race: ['Asian', 'White'],
          gender: 'F',
        },
        {
          username: 'broken',
          password: 'short',
          dateOfBirth: '2016-13-01',
          grade: 'fifth',
          email: 'not-an-email',
        },
        { ...good, username: 'twin' },
        { ...good, username: 'TWIN' },
        { ...good, username: 'student1' },
        { ...good, username: 'lost1', school: 'Nowhere School', class: '' },
        { ...good, username: 'future1', dateOfBirth: '2999-01-01' },
        {
          ...good,
          username: 'grouped1',
          district: '',
          school: '',
          class: '',
          group: 'dual language group',
          grade: 'k',
        },
        { ...good, email: 'kid@example.org', class: '' },
        { ...good, username: 'nowhere1', district: '', school: '', class: '' },
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'created',
        'failed',
        'failed',
        'failed',
        'failed',
        'failed',
        'failed',
        'created',
        'created',
        'failed',
      ]);
      expect(results.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(errorsOf(results[1])).toEqual([
        'dateOfBirth:invalid_date',
        'email:invalid_email',
        'grade:invalid_grade',
        'password:password_needs_number',
        'password:password_needs_uppercase',
        'password:password_too_short',
        'school:org_required',
      ]);
      expect(errorsOf(results[2])).toEqual(['username:duplicate_in_file']);
      expect(errorsOf(results[3])).toEqual(['username:duplicate_in_file']);
      expect(errorsOf(results[4])).toEqual(['username:username_taken']);
      expect(errorsOf(results[5])).toEqual(['school:unknown_org']);
      expect(errorsOf(results[6])).toEqual(['dateOfBirth:future_date']);
      expect(errorsOf(results[9])).toEqual(['school:org_required']);
      for (const login of ['broken', 'twin', 'lost1', 'future1', 'nowhere1']) {
        expect(await findUserByLogin(database.db, login)).toBeUndefined();
      }

      const reader = await findUserByLogin(database.db, 'reader1');
      expect(reader).toMatchObject({
        id: results[0]!.userId,
        userType: 'student',
        grade: '3',
        dateOfBirth: '2016-05-04',
        nameFirst: '=HYPERLINK("http://evil.example","x")',
        nameLast: '<img src=x onerror=alert(1)>',
        demographics: { race: ['Asian', 'White'], gender: 'F' },
        districtId: orgs.district.id,
      });
      expect(await orgNamesOf('reader1')).toEqual(['elementary', 'grade3']);
      expect(await orgNamesOf('grouped1')).toEqual(['group']);
      expect((await findUserByLogin(database.db, 'grouped1'))?.grade).toBe('K');
      expect(await orgNamesOf('kid@example.org')).toEqual(['elementary']);

      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { identifier: 'Reader1', password: good.password },
      });
      expect(signIn.statusCode).toBe(200);

      const csv = await admin.get(
        `/api/admin/orgs/class/${orgs.grade3.id}/users.csv?search=reader1`,
      );
      expect(csv.body).toContain(
        `reader1,,"'=HYPERLINK(""http://evil.example"",""x"")",<img src=x onerror=alert(1)>,`,
      );
    });

    it('stores the letter language a row names in any case, none for an empty cell, and refuses others', async () => {
      const results = await register([
        { ...good, username: 'letters.co', home_locale: 'es-co' },
        { ...good, username: 'letters.gb', home_locale: ' EN-GB ' },
        { ...good, username: 'letters.none', home_locale: '' },
        { ...good, username: 'letters.bad', home_locale: 'Spanish' },
      ]);
      expect(results.map((r) => r.status)).toEqual(['created', 'created', 'created', 'failed']);
      expect(errorsOf(results[3])).toEqual(['home_locale:invalid_locale']);
      const stored = async (login: string) =>
        (await findUserByLogin(database.db, login))?.homeLocale;
      expect(await stored('letters.co')).toBe('es-CO');
      expect(await stored('letters.gb')).toBe('en-GB');
      expect(await stored('letters.none')).toBeNull();
      expect(await findUserByLogin(database.db, 'letters.bad')).toBeUndefined();
      const listed = await admin.get(
        `/api/admin/orgs/class/${orgs.grade3.id}/users?search=letters.co`,
      );
      expect(listed.json().users[0]).toMatchObject({ username: 'letters.co', homeLocale: 'es-CO' });
    });

    it('stores the time accommodation a row names in any case, none when empty, refusing others', async () => {
      const results = await register([
        { ...good, username: 'extra.half', time_accommodation: 'Extended_1_5' },
        { ...good, username: 'extra.double', time_accommodation: ' EXTENDED_2 ' },
        { ...good, username: 'extra.untimed', time_accommodation: 'untimed' },
        { ...good, username: 'extra.empty', time_accommodation: '' },
        { ...good, username: 'extra.bad', time_accommodation: 'x3' },
        { ...good, username: 'extra.formula', time_accommodation: '=1+1' },
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'created',
        'created',
        'created',
        'created',
        'failed',
        'failed',
      ]);
      expect(errorsOf(results[4])).toEqual(['time_accommodation:invalid_time_accommodation']);
      expect(errorsOf(results[5])).toEqual(['time_accommodation:invalid_time_accommodation']);
      const stored = async (login: string) =>
        (await findUserByLogin(database.db, login))?.timeAccommodation;
      expect(await stored('extra.half')).toBe('extended_1_5');
      expect(await stored('extra.double')).toBe('extended_2');
      expect(await stored('extra.untimed')).toBe('untimed');
      expect(await stored('extra.empty')).toBe('none');
      expect(await findUserByLogin(database.db, 'extra.bad')).toBeUndefined();
    });

    it('refuses rows whose password is one of the most common, one by one with the reason', async () => {
      const results = await register([
        { ...good, username: 'common1', password: 'P4ssword' },
        { ...good, username: 'common2', password: 'Password123' },
        { ...good, username: 'uncommon1' },
      ]);
      expect(results.map((r) => r.status)).toEqual(['failed', 'failed', 'created']);
      expect(errorsOf(results[0])).toEqual(['password:password_too_common']);
      expect(errorsOf(results[1])).toEqual(['password:password_too_common']);
      expect(await findUserByLogin(database.db, 'common1')).toBeUndefined();
    });

    it('places every row in organisations chosen for all, and refuses unknown ones', async () => {
      const results = await register(
        [{ username: 'shared1', password: good.password, dateOfBirth: '2012-01-01', grade: '7' }],
        { classes: [orgs.grade7.id], groups: [orgs.group.id] },
      );
      expect(results[0]?.status).toBe('created');
      expect(await orgNamesOf('shared1')).toEqual(['grade7', 'group', 'middle']);

      const res = await superAdmin.post('/api/admin/roster/students', {
        rows: [{ row: 1, username: 'shared2', ...good }],
        orgs: { schools: [orgs.grade7.id] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'orgs.schools': 'unknown_org' });
    });

    it('is for super admins only, in batches of at most 50', async () => {
      const res = await admin.post('/api/admin/roster/students', {
        rows: [{ row: 1, ...good, username: 'x1' }],
      });
      expect(res.statusCode).toBe(403);
      const rows = Array.from({ length: 51 }, (_, i) => ({
        row: i + 1,
        ...good,
        username: `bulk${i}`,
      }));
      expect((await superAdmin.post('/api/admin/roster/students', { rows })).statusCode).toBe(400);
    });

    it('creates an administrator who gets a link to choose a password', async () => {
      const res = await superAdmin.post('/api/admin/administrators', {
        name: { first: 'Ana', middle: '', last: 'Lopez' },
        email: 'Ana.Lopez@Example.org',
        orgs: { schools: [orgs.middle.id], groups: [orgs.group.id] },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(String), email: 'ana.lopez@example.org' });
      expect(await orgNamesOf('ana.lopez@example.org')).toEqual(['group', 'middle']);
      await expect.poll(() => mails.length).toBe(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({
        to: 'ana.lopez@example.org',
        subject: 'Your ROAR administrator account',
      });
      const link = new URL(/http:\/\/roar\.example\/reset-password\?token=\S+/.exec(mail.text)![0]);
      const set = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/complete',
        payload: { token: link.searchParams.get('token'), password: 'ChosenPass1' },
      });
      expect(set.statusCode).toBe(200);
      const ana = caller(
        app,
        (await signInAs(app, 'ana.lopez@example.org', 'ChosenPass1')).accessToken,
      );
      const list = await ana.get(`/api/admin/orgs/school/${orgs.middle.id}/users`);
      expect(list.statusCode).toBe(200);
    });

    it('refuses an email already in use, unknown organisations, and callers without the permission', async () => {
      const body = {
        name: { first: 'Dup', last: 'Licate' },
        email: 'ADMIN@demo.roar.test',
        orgs: { schools: [orgs.middle.id] },
      };
      const taken = await superAdmin.post('/api/admin/administrators', body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'email_taken',
        fields: { email: 'email_taken' },
      });
      const unknown = await superAdmin.post('/api/admin/administrators', {
        ...body,
        email: 'new@example.org',
        orgs: { classes: [orgs.middle.id], families: ['nope'] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({
        'orgs.classes': 'unknown_org',
        'orgs.families': 'unknown_org',
      });
      const none = await superAdmin.post('/api/admin/administrators', {
        ...body,
        email: 'new@example.org',
        orgs: {},
      });
      expect(none.json().error.fields).toEqual({ orgs: 'required' });
      const invalid = await superAdmin.post('/api/admin/administrators', {
        ...body,
        email: 'nope',
      });
      expect(invalid.json().error.fields).toMatchObject({ email: 'invalid_email' });
      expect(
        (await admin.post('/api/admin/administrators', { ...body, email: 'new@example.org' }))
          .statusCode,
      ).toBe(403);
      expect(await findUserByLogin(database.db, 'new@example.org')).toBeUndefined();
    });
  },
);
