import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { ApiErrorSchema, AuthSessionSchema, deriveUserType } from '@roar/contracts';
import { decodeJwt } from 'jose';
import { inArray } from 'drizzle-orm';
import { auditLog, findUserByLogin } from '@roar/db';
import { buildTestApp, refreshCookieOf } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

describe.each(testDatabaseTargets())('password sign-in and sessions on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, {
      SIGN_IN_FAILURES_PER_ACCOUNT: '3',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = (identifier: string, password = DEMO_PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { identifier, password } });

  it.each(DEMO_ACCOUNTS.map((a) => [a.login]))(
    'signs in %s with the demo password',
    async (login) => {
      const res = await signIn(login);
      expect(res.statusCode).toBe(200);
      const session = AuthSessionSchema.parse(res.json());
      const payload = decodeJwt(session.accessToken);
      expect(payload.sub).toBe(session.uid);
      expect(payload.roarUid).toBe(session.uid);
      expect(payload.aud).toBe('roar-api');
      const cookie = res.headers['set-cookie'];
      expect(String(cookie)).toMatch(/roar_refresh=[^;]+;.*HttpOnly/i);
      expect(String(cookie)).toMatch(/SameSite=Strict/i);
    },
  );

  it('gives each demo account the right user type', async () => {
    const types: Record<string, string | undefined> = {};
    for (const login of [
      'superadmin@demo.roar.test',
      'admin@demo.roar.test',
      'teacher@demo.roar.test',
      'launch@demo.roar.test',
      'parent@demo.roar.test',
      'student1',
    ]) {
      const { accessToken } = AuthSessionSchema.parse((await signIn(login)).json());
      types[login] = deriveUserType(decodeJwt(accessToken) as never);
    }
    expect(types).toEqual({
      'superadmin@demo.roar.test': 'super_admin',
      'admin@demo.roar.test': 'admin',
      'teacher@demo.roar.test': 'admin',
      'launch@demo.roar.test': 'launch_admin',
      'parent@demo.roar.test': 'launch_admin',
      student1: 'participant',
    });
  });

  it('accepts the identifier in any case', async () => {
    expect((await signIn('STUDENT1')).statusCode).toBe(200);
    expect((await signIn('Admin@Demo.Roar.Test')).statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await signIn('student2', 'WrongPassword1');
    const unknown = await signIn('nobody-here', 'WrongPassword1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(ApiErrorSchema.parse(wrong.json()).error).toEqual({
      code: 'invalid_credentials',
      message: 'Incorrect username/email or password',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('never locks an account: after failures, unknown clients wait and known devices do not', async () => {
    for (let i = 0; i < 2; i += 1) expect((await signIn('student3', 'nope')).statusCode).toBe(401);
    const ok = await signIn('student3');
    expect(ok.statusCode).toBe(200);
    const device = [ok.headers['set-cookie']].flat().find((c) => c?.startsWith('roar_device='));
    expect((await signIn('student3', 'nope')).statusCode).toBe(401);
    const res = await signIn('student3');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBe('1');
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: device!.split(';')[0]! },
      payload: { identifier: 'student3', password: DEMO_PASSWORD },
    });
    expect(known.statusCode).toBe(200);
  });

  it('rotates the refresh token; the old one moments later (another tab, a lost answer) carries on with a new cookie', async () => {
    const first = refreshCookieOf(await signIn('teacher@demo.roar.test'))!;
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: first },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshCookieOf(refreshed)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const otherTab = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: first },
    });
    expect(otherTab.statusCode).toBe(200);
    const third = refreshCookieOf(otherTab)!;
    expect(third).toBeDefined();
    expect([first, second]).not.toContain(third);
    const next = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: third },
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses refresh without a cookie or with a made-up one', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: 'roar_refresh=made-up-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('unauthenticated');
  });

  it('signs out: the refresh token stops working', async () => {
    const cookie = refreshCookieOf(await signIn('parent@demo.roar.test'))!;
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/roar_refresh=;/);
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('records sign-ins and failed attempts in the audit log', async () => {
    await signIn('student2');
    await signIn('student2', 'WrongPassword9');
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['auth.sign_in', 'auth.sign_in_failed']));
    const student2 = await findUserByLogin(database.db, 'student2');
    expect(
      rows.some(
        (r) =>
          r.action === 'auth.sign_in' &&
          r.actorUserId === student2!.id &&
          r.details?.method === 'password',
      ),
    ).toBe(true);
    expect(
      rows.some(
        (r) => r.action === 'auth.sign_in_failed' && r.details?.reason === 'invalid_credentials',
      ),
    ).toBe(true);
  });

  it('publishes the public key as a JWKS', async () => {
    const res = await app.inject({ url: '/api/auth/jwks.json' });
    expect(res.statusCode).toBe(200);
    const [key] = res.json().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.d).toBeUndefined();
  });
});
