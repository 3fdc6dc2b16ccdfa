import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { insertMemberships, insertUser } from '@roar/db';
import { ALL_PERMISSIONS, type Permission } from '@roar/contracts';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { requirePermission } from '../src/plugins/authenticate.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { today } from '../src/lib/day.ts';
import { addSchoolAdmin, demoOrgs, userIdOf } from './users-admin-fixtures.ts';
import { CALLERS, TARGETED_WRITES, WRITE_ROUTES, type WriteTargets } from './write-routes.ts';

/**
 * Routes that answer without an access token, each for a stated reason. Every other route must
 * refuse a missing, expired, tampered or wrong-audience token: a new route that forgets its
 * onRequest hook fails this test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /healthz', // load balancer
  'GET /readyz', // load balancer
  'GET /api/docs/openapi.json', // published API description
  'GET /api/config', // the web app reads it before sign-in
  'POST /api/auth/sign-in',
  'POST /api/auth/refresh', // refresh cookie, not a bearer token
  'POST /api/auth/sign-out', // refresh cookie
  'GET /api/auth/jwks.json', // public keys
  'POST /api/auth/email-link',
  'POST /api/auth/email-link/complete',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/complete',
  'GET /api/auth/second-factor', // the pending sign-in's cookie, not a bearer token
  'POST /api/auth/second-factor', // the pending sign-in's cookie
  'GET /api/auth/providers/:provider/start', // starts SSO; link intent read from the cookie
  'GET /api/auth/providers/:provider/callback',
  'POST /api/bug-reports', // sign-in optional (the sign-in page has the form)
  'GET /api/activation-codes/:code', // family registration checks a code before any account exists
  'POST /api/auth/register/family', // a guest registers a family (rate-limited, captcha)
  'GET /api/auth/register/terms', // the terms a guest accepts while registering
  'GET /dev/outbox', // development only
  'POST /api/external/completions', // another site's callback, signed with the variant's secret
]);

function isPublic(method: string, url: string): boolean {
  return (
    PUBLIC_ROUTES.has(`${method} ${url}`) ||
    url.startsWith('/dev-idp') || // the development identity provider (never in production)
    url === '/api/*' || // unknown API paths: 404
    url === '/*' || // the web app's history fallback
    url.startsWith('/api/test/') // routes the tests themselves add
  );
}

const PERMISSION_PROBE = '/api/test/permission';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's path with every parameter filled with a placeholder that names nothing. */
function placeholderUrl(url: string): string {
  // '::' in a route path is a literal colon (documents::batchGet).
  return url
    .replace('::', '\u0000')
    .replace(/:(\w+)/g, (_m, name: string) =>
      name === 'collection' ? 'users' : name === 'provider' ? 'google' : 'x',
    )
    .replace('\u0000', ':');
}

describe.each(testDatabaseTargets())('access control on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];
  const targets = {} as WriteTargets;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const orgs = await demoOrgs(database.db);
    await addSchoolAdmin(database.db, orgs.elementary, 'matrix.school.admin@test.roar');
    // A pupil of the class teacher's class: the target of the user writes.
    const pupil = await insertUser(database.db, {
      userType: 'student',
      username: 'matrix.pupil',
      nameFirst: 'Pat',
      grade: '3',
      dateOfBirth: '2017-05-01',
      districtId: orgs.district.id,
    });
    await insertMemberships(
      database.db,
      [orgs.grade3, orgs.elementary].map((org) => ({
        userId: pupil.id,
        orgId: org.id,
        role: 'student' as const,
        districtId: orgs.district.id,
        startOn: today(),
      })),
    );
    targets.pupilId = pupil.id;
    targets.classId = orgs.grade3.id;
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    // One probe route per permission, guarded like the real endpoints.
    app.register(async (probe) => {
      for (const permission of ALL_PERMISSIONS) {
        probe.get(
          `${PERMISSION_PROBE}/${permission}`,
          { onRequest: requirePermission(permission) },
          async () => ({ ok: true }),
        );
      }
    });
    await app.ready();
    routes.push(...app.routeInventory);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const tokens = new Map<string, string>();
  const tokenFor = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(app, login)).accessToken);
    return tokens.get(login)!;
  };
  const send = async (
    login: string,
    method: string,
    url: string,
    payload?: object,
  ): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${await tokenFor(login)}` },
      ...(payload === undefined ? {} : { payload }),
    });
  targets.asSuperAdmin = async (method, url, payload) => {
    const res = await send('superadmin@demo.roar.test', method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}`);
    return res.json();
  };
  targets.mintCode = async () => {
    const created = await targets.asSuperAdmin(
      'POST',
      `/api/admin/orgs/${targets.classId}/activation-codes`,
      {},
    );
    return (created as { code: string }).code;
  };

  async function badTokens(): Promise<Record<string, string | undefined>> {
    const good = await tokenFor('student1');
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, super_admin: true })).toString(
      'base64url',
    );
    const expired = await signAccessToken(
      app.tokenSettings,
      {
        userId: claims.sub,
        sessionFamilyId: claims.sid,
        claims: { roarUid: claims.sub },
        permissions: ALL_PERMISSIONS,
        authenticatedAt: new Date(Date.now() - 3_600_000),
        authMethod: 'password',
      },
      new Date(Date.now() - 3_600_000),
    );
    const wrongAudience = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: app.tokenSettings.keys.kid })
      .setAudience('some-other-api')
      .setIssuer(app.tokenSettings.issuer)
      .setExpirationTime('10m')
      .sign(app.tokenSettings.keys.privateKey);
    const wrongIssuer = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: app.tokenSettings.keys.kid })
      .setAudience('roar-api')
      .setIssuer('https://elsewhere.example')
      .setExpirationTime('10m')
      .sign(app.tokenSettings.keys.privateKey);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    return {
      missing: undefined,
      expired: expired.token,
      tampered: `${header}.${elevated}.${signature}`,
      'wrong audience': wrongAudience,
      'wrong issuer': wrongIssuer,
      'alg none': unsigned,
      garbage: 'not-a-token',
    };
  }

  it('lists the protected routes it checks', () => {
    const protectedRoutes = routes.filter((r) => !isPublic(r.method, r.url));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(5);
  });

  it('every route that is not public refuses a missing, expired, tampered or wrong-audience token', async () => {
    const tokens = await badTokens();
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r.method, r.url))) {
      const url = placeholderUrl(route.url);
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== 401)
          failures.push(`${route.method} ${route.url} with ${kind}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(CALLERS)(
    '$who ($login): each permission is granted exactly as the role table and ADR 022 say',
    async ({ login, perms }) => {
      const token = await tokenFor(login);
      const granted: Permission[] = [];
      for (const permission of ALL_PERMISSIONS) {
        const res = await app.inject({
          url: `${PERMISSION_PROBE}/${permission}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect([200, 403]).toContain(res.statusCode);
        if (res.statusCode === 200) granted.push(permission);
        else expect(res.json().error.code).toBe('forbidden');
      }
      expect(granted.sort()).toEqual([...perms].sort());
    },
  );

  it('knows how every write route is guarded, and no more', () => {
    const writes = routes
      .filter((r) => WRITE_METHODS.has(r.method) && !isPublic(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((key) => !(key in WRITE_ROUTES))).toEqual([]);
    expect(Object.keys(WRITE_ROUTES).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it.each(CALLERS)(
    '$who: every write route lets in exactly the callers its guard names',
    async ({ who, login, perms }) => {
      const failures: string[] = [];
      for (const [key, guard] of Object.entries(WRITE_ROUTES)) {
        const [method, url] = key.split(' ') as [string, string];
        // Placeholder ids name nothing: an allowed caller meets a 400 or a 404, never a write.
        const res = await send(
          login,
          method,
          placeholderUrl(url),
          method === 'DELETE' ? undefined : {},
        );
        const allowed =
          'permission' in guard
            ? perms.includes(guard.permission)
            : 'superAdmin' in guard
              ? who === 'super admin'
              : true;
        const refused = res.statusCode === 403 && res.json().error.code === 'forbidden';
        if (res.statusCode === 401 || refused === allowed) {
          failures.push(`${key}: ${res.statusCode} (${allowed ? 'allowed' : 'refused'})`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('the writes of ADR 022 are each tried on a real target', () => {
    const adr022: Permission[] = ['Users.UPDATE', 'Organizations.UPDATE', 'ActivationCodes.CREATE'];
    const guarded = Object.entries(WRITE_ROUTES)
      .filter(([, guard]) => 'permission' in guard && adr022.includes(guard.permission))
      .map(([key]) => key);
    expect(TARGETED_WRITES.map((w) => w.route).sort()).toEqual(guarded.sort());
  });

  it.each(CALLERS)(
    '$who: changes the class teacher’s pupil and class exactly when the rule says',
    async ({ login, perms }) => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const write of TARGETED_WRITES) {
        const guard = WRITE_ROUTES[write.route]!;
        const { url, payload } = await write.arrange(targets);
        const method = write.route.split(' ')[0]!;
        const res = await send(login, method, url, payload);
        await write.restore?.(targets);
        outcomes.push(`${write.route}: ${res.statusCode < 300 ? 'done' : res.statusCode}`);
        const allowed = 'permission' in guard && perms.includes(guard.permission);
        expected.push(`${write.route}: ${allowed ? 'done' : 403}`);
      }
      expect(outcomes).toEqual(expected);
    },
  );

  it('an administrator writes only where an admin membership of a school or district reaches', async () => {
    // Administrator of Demo Middle School and of the class teacher's class: the school grants
    // Users.UPDATE, but only over the school.
    const orgs = await demoOrgs(database.db);
    const email = 'matrix.mixed.admin@test.roar';
    await addSchoolAdmin(database.db, orgs.middle, email);
    await insertMemberships(database.db, [
      {
        userId: await userIdOf(database.db, email),
        orgId: orgs.grade3.id,
        role: 'admin',
        districtId: orgs.district.id,
        startOn: today(),
      },
    ]);
    const student2 = await userIdOf(database.db, 'student2');
    const inSchool = await send(email, 'PATCH', `/api/admin/users/${student2}`, { grade: '7' });
    expect(inSchool.statusCode).toBe(200);
    const inClass = await send(email, 'PATCH', `/api/admin/users/${targets.pupilId}`, {
      grade: '3',
    });
    expect(inClass.statusCode).toBe(403);
    expect(inClass.json().error.code).toBe('forbidden');
    const classEdit = await send(email, 'PATCH', `/api/admin/orgs/${targets.classId}`, {
      name: 'Mine',
    });
    expect(classEdit.statusCode).toBe(403);
    // Reading is unchanged: the class and its pupil are in scope.
    expect((await send(email, 'GET', `/api/admin/orgs/${targets.classId}`)).statusCode).toBe(200);
  });

  it('a user reads their own records; another user’s answer 404; a super admin reads any', async () => {
    const student = await tokenFor('student1');
    const studentUid = JSON.parse(Buffer.from(student.split('.')[1]!, 'base64url').toString()).sub;
    const other = await tokenFor('student2');
    const superAdmin = await tokenFor('superadmin@demo.roar.test');
    const read = (token: string, path: string) =>
      app.inject({
        url: `/api/admin/documents/${path}`,
        headers: { authorization: `Bearer ${token}` },
      });

    const own = await read(student, `users/${studentUid}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: studentUid, username: 'student1' });
    expect(own.json()).not.toHaveProperty('passwordHash');
    expect((await read(student, `userClaims/${studentUid}`)).json().claims.roarUid).toBe(
      studentUid,
    );
    expect((await read(other, `users/${studentUid}`)).statusCode).toBe(404);
    expect((await read(other, `userClaims/${studentUid}`)).statusCode).toBe(404);
    expect((await read(superAdmin, `users/${studentUid}`)).statusCode).toBe(200);
    const masked = await read(
      student,
      `users/${studentUid}?mask.fieldPaths=username&mask.fieldPaths=name.first`,
    );
    expect(Object.keys(masked.json()).sort()).toEqual(['name', 'username']);
    const unknown = await read(student, 'teachers/x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no collection teachers');
  });
});
