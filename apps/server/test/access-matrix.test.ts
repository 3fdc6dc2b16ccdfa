import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { ALL_PERMISSIONS, ROLE_PERMISSIONS, type Permission, type Role } from '@roar/contracts';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { requirePermission } from '../src/plugins/authenticate.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';

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
  'GET /api/auth/providers/:provider/start', // starts SSO; link intent read from the cookie
  'GET /api/auth/providers/:provider/callback',
  'POST /api/bug-reports', // sign-in optional (the sign-in page has the form)
  'GET /api/activation-codes/:code', // family registration checks a code before any account exists
  'POST /api/auth/register/family', // a guest registers a family (rate-limited, captcha)
  'GET /api/auth/register/terms', // the terms a guest accepts while registering
  'GET /dev/outbox', // development only
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

describe.each(testDatabaseTargets())('access control on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
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

  const tokenFor = async (login: string) => (await signInAs(app, login)).accessToken;

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
      // '::' in a route path is a literal colon (documents::batchGet).
      const url = route.url
        .replace('::', '\u0000')
        .replace(/:(\w+)/g, (_m, name: string) =>
          name === 'collection' ? 'users' : name === 'provider' ? 'google' : 'x',
        )
        .replace('\u0000', ':');
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

  const roles: [Role, string][] = [
    ['super_admin', 'superadmin@demo.roar.test'],
    ['admin', 'admin@demo.roar.test'],
    ['admin', 'teacher@demo.roar.test'],
    ['launch_admin', 'launch@demo.roar.test'],
    ['launch_admin', 'parent@demo.roar.test'],
    ['participant', 'student1'],
    ['participant', 'child1'],
  ];

  it.each(roles)(
    'role %s (%s): each permission is granted exactly as the role table says',
    async (role, login) => {
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
      expect(granted.sort()).toEqual([...ROLE_PERMISSIONS[role]].sort());
    },
  );

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
