import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { findOrgByName, findUserByLogin, type OrgType } from '@roar/db';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_ORGS } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

/** Adults of the demo district by the local part of their login. */
const STAFF = ['admin', 'teacher', 'teacher7', 'launch'];

const PLURAL: Record<OrgType, string> = {
  district: 'districts',
  school: 'schools',
  class: 'classes',
  group: 'groups',
  family: 'families',
};

describe.each(testDatabaseTargets())(
  'document reads scoped by organisation on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;
    /** Document paths of the demo world by key: 'grade3' -> 'classes/<id>', 'student1' -> 'users/<id>'. */
    const path: Record<string, string> = {};
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      database = await open();
      await seedDemoWorld(database.db, { hashPassword });
      ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
      for (const org of DEMO_ORGS) {
        const row = await findOrgByName(database.db, { type: org.type, name: org.name });
        path[org.key] = `${PLURAL[org.type]}/${row!.id}`;
      }
      for (const login of ['student1', 'student2', 'student3', 'estudiante1', 'child1']) {
        path[login] = `users/${(await findUserByLogin(database.db, login))!.id}`;
      }
      for (const login of STAFF) {
        path[login] =
          `users/${(await findUserByLogin(database.db, `${login}@demo.roar.test`))!.id}`;
      }
      for (const login of [
        'superadmin@demo.roar.test',
        'admin@demo.roar.test',
        'teacher@demo.roar.test',
        'parent@demo.roar.test',
        'launch@demo.roar.test',
        'student1',
      ]) {
        tokens[login.split('@')[0]!] = (await signInAs(app, login)).accessToken;
      }
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const get = (who: string, docPath: string) =>
      app.inject({
        url: `/api/admin/documents/${docPath}`,
        headers: { authorization: `Bearer ${tokens[who]}` },
      });

    async function readable(who: string, keys: string[]): Promise<string[]> {
      const ok: string[] = [];
      for (const key of keys) {
        const res = await get(who, path[key]!);
        expect([200, 404]).toContain(res.statusCode);
        if (res.statusCode === 200) ok.push(key);
      }
      return ok;
    }

    const ALL = [
      'district',
      'elementary',
      'middle',
      'kindergarten',
      'grade3',
      'grade7',
      'group',
      'family',
      'student1',
      'student2',
      'student3',
      'estudiante1',
      'child1',
    ];

    it('a super admin reads everything', async () => {
      expect(await readable('superadmin', ALL)).toEqual(ALL);
    });

    it('a district admin reads the district, its schools, classes and students, not the family', async () => {
      expect(await readable('admin', ALL)).toEqual([
        'district',
        'elementary',
        'middle',
        'kindergarten',
        'grade3',
        'grade7',
        'student1',
        'student2',
        'student3',
        'estudiante1',
      ]);
    });

    it('a teacher reads their class and its students only (no guessing other ids)', async () => {
      expect(await readable('teacher', ALL)).toEqual(['grade3', 'student1']);
    });

    it('a parent reads their family and their child only', async () => {
      expect(await readable('parent', ALL)).toEqual(['family', 'child1']);
    });

    it('a launch administrator reads the students it may launch, never the staff of its district', async () => {
      expect(await readable('launch', [...ALL, ...STAFF])).toEqual([
        'district',
        'elementary',
        'middle',
        'kindergarten',
        'grade3',
        'grade7',
        'student1',
        'student2',
        'student3',
        'estudiante1',
        'launch',
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/documents:batchGet',
        headers: { authorization: `Bearer ${tokens.launch}` },
        payload: {
          documents: [path.teacher, path.admin, path.student1],
          mask: { fieldPaths: ['email'] },
        },
      });
      expect(res.json().map((d: { name: string }) => d.name)).toEqual([path.student1]);
    });

    it('a teacher still reads the staff of their class', async () => {
      expect(await readable('teacher', STAFF)).toEqual(['teacher']);
      expect(await readable('admin', STAFF)).toEqual(['admin', 'teacher', 'teacher7', 'launch']);
    });

    it('a student reads only their own record', async () => {
      expect(await readable('student1', ALL)).toEqual(['student1']);
    });

    it('answers an organisation in the wrong collection as not found', async () => {
      const classId = path.grade3!.split('/')[1];
      expect((await get('superadmin', `schools/${classId}`)).statusCode).toBe(404);
    });

    it('returns organisation fields, masked on request', async () => {
      const full = (await get('teacher', path.grade3!)).json();
      expect(full).toMatchObject({
        type: 'class',
        name: 'Grade 3 - Room 204',
        grade: '3',
        archived: false,
      });
      const masked = (await get('teacher', `${path.grade3}?mask.fieldPaths=name`)).json();
      expect(masked).toEqual({ name: 'Grade 3 - Room 204' });
    });

    describe('batchGet', () => {
      const batch = (who: string, body: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/documents:batchGet',
          headers: { authorization: `Bearer ${tokens[who]}` },
          payload: body as Record<string, unknown>,
        });

      it('lists only the documents found and readable, with their paths and masked fields', async () => {
        const res = await batch('teacher', {
          documents: [
            path.grade3,
            path.grade7,
            path.student1,
            path.student2,
            'classes/doesnotexist',
          ],
          mask: { fieldPaths: ['grade', 'username'] },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([
          { name: path.grade3, fields: { grade: '3' } },
          { name: path.student1, fields: { grade: '3', username: 'student1' } },
        ]);
      });

      it('refuses malformed paths, unknown collections and oversized batches', async () => {
        expect((await batch('admin', { documents: ['users'] })).statusCode).toBe(400);
        const unknown = await batch('admin', { documents: ['teachers/x'] });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().error.message).toBe('There is no collection teachers');
        const many = Array.from({ length: 101 }, (_, i) => `users/u${i}`);
        expect((await batch('admin', { documents: many })).statusCode).toBe(400);
        expect((await batch('admin', { documents: [] })).json()).toEqual([]);
      });
    });

    describe('on the app target', () => {
      const appGet = (who: string, docPath: string) =>
        app.inject({
          url: `/api/app/documents/${docPath}`,
          headers: { authorization: `Bearer ${tokens[who]}` },
        });

      it("serves the participant's own user record, scoped like the admin target", async () => {
        const own = await appGet('student1', path.student1!);
        expect(own.statusCode).toBe(200);
        expect(own.json()).toMatchObject({ username: 'student1' });
        expect((await appGet('student1', path.student2!)).statusCode).toBe(404);
      });

      it('answers admin-only collections with the unknown-collection message', async () => {
        const res = await appGet('superadmin', path.grade3!);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('There is no collection classes');
        const batchRes = await app.inject({
          method: 'POST',
          url: '/api/app/documents:batchGet',
          headers: { authorization: `Bearer ${tokens.superadmin}` },
          payload: { documents: [path.student1, path.district] },
        });
        expect(batchRes.statusCode).toBe(400);
      });
    });
  },
);
