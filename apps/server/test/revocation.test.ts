import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';

/** One signing key for every process of a deployment, as AUTH_PRIVATE_JWK gives them. */
async function sharedSigningKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'shared' });
}

/**
 * Revocation takes effect on the next request (issue 14, point 5): before, an access token kept
 * working until it expired (up to 15 minutes) after sign-out, revocation or archiving the user.
 * Two app instances over one database stand for two processes; two real server processes on
 * PostgreSQL show it in two-processes.test.ts.
 */
describe.each(testDatabaseTargets())('revocation on $name', ({ open }) => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const key = { AUTH_PRIVATE_JWK: await sharedSigningKey() };
    ({ app: first } = await buildTestApp(database, key));
    ({ app: second } = await buildTestApp(database, key));
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const claimsOf = (app: FastifyInstance, session: { uid: string; accessToken: string }) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/documents/userClaims/${session.uid}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });

  it('refuses a signed-out session’s token on the next request, in the other process too', async () => {
    const session = await signInAs(first, 'teacher@demo.roar.test');
    expect((await claimsOf(second, session)).statusCode).toBe(200);
    const out = await first.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session.cookie! },
    });
    expect(out.statusCode).toBe(204);
    expect((await claimsOf(second, session)).statusCode).toBe(401);
    expect((await claimsOf(first, session)).statusCode).toBe(401);
  });

  it('refuses an archived student’s token at once, so no more trials are uploaded', async () => {
    const admin = await signInAs(first, 'admin@demo.roar.test');
    const student = await signInAs(second, 'student2');
    const assignments = () =>
      second.inject({
        method: 'GET',
        url: '/api/app/assignments',
        headers: { authorization: `Bearer ${student.accessToken}` },
      });
    expect((await assignments()).statusCode).toBe(200);
    const archived = await first.inject({
      method: 'POST',
      url: `/api/admin/users/${student.uid}/archive`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(archived.statusCode).toBe(200);
    expect((await assignments()).statusCode).toBe(401);
    const run = await second.inject({
      method: 'POST',
      url: '/api/app/runs',
      headers: { authorization: `Bearer ${student.accessToken}` },
      payload: {},
    });
    expect(run.statusCode).toBe(401);
  });

  it('ends the session a browser held when someone signs in again in it', async () => {
    const earlier = await signInAs(first, 'student1');
    const again = await first.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: earlier.cookie! },
      payload: { identifier: 'student3', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await claimsOf(second, earlier)).statusCode).toBe(401);
    const refresh = await first.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: earlier.cookie! },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets an administrator sign a pupil out everywhere, at once', async () => {
    const admin = await signInAs(first, 'admin@demo.roar.test');
    const tablet = await signInAs(second, 'student1');
    const out = await first.inject({
      method: 'POST',
      url: `/api/admin/users/${tablet.uid}/sign-out`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await claimsOf(second, tablet)).statusCode).toBe(401);
    // A class teacher may read the pupil but not write: refused (ADR 022).
    const teacher = await signInAs(first, 'teacher@demo.roar.test');
    const refused = await first.inject({
      method: 'POST',
      url: `/api/admin/users/${tablet.uid}/sign-out`,
      headers: { authorization: `Bearer ${teacher.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists where a user is signed in and ends one of those sessions', async () => {
    const laptop = await signInAs(first, 'admin@demo.roar.test');
    const phone = await signInAs(second, 'admin@demo.roar.test');
    const list = await first.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { sessions } = list.json() as { sessions: { id: string; current: boolean }[] };
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toBeDefined();
    // Someone else cannot end it, nor find out whether it exists.
    const stranger = await signInAs(first, 'teacher7@demo.roar.test');
    const refused = await first.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: { authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(refused.statusCode).toBe(404);
    const ended = await first.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: { authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(ended.statusCode).toBe(204);
    const results = await Promise.all([claimsOf(second, phone), claimsOf(first, laptop)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('keeps the other sessions of a user who signs out of one', async () => {
    const phone = await signInAs(first, 'parent@demo.roar.test');
    const laptop = await signInAs(second, 'parent@demo.roar.test');
    await first.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: phone.cookie! },
    });
    expect((await claimsOf(first, phone)).statusCode).toBe(401);
    expect((await claimsOf(first, laptop)).statusCode).toBe(200);
  });
});
