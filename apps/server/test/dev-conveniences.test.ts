import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { buildTestApp } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { isLoopbackAddress, isLoopbackHost } from '../src/lib/loopback.ts';

const [pglite] = testDatabaseTargets();

/**
 * The developer outbox and the built-in identity provider answer only a browser on the server's
 * own computer, never through a proxy (issue 14, point 1): before, anyone who reached a server
 * started without NODE_ENV=production could read any adult's sign-in link at /dev/outbox.
 */
describe('developer conveniences stay on this computer', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await pglite!.open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, { PUBLIC_URL: 'http://localhost:3000' }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const remote = { remoteAddress: '203.0.113.7' };
  const proxied = { 'x-forwarded-for': '203.0.113.7' };

  it('does not show a teacher’s sign-in link to a client elsewhere on the network', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'teacher@demo.roar.test' },
      ...remote,
    });
    expect(sent.statusCode).toBeLessThan(300);
    // The mail goes out by a background job: once it is in the outbox, no one else may read it.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/dev/outbox' })).body)
      .toContain('teacher@demo.roar.test');
    const fromAfar = await app.inject({ method: 'GET', url: '/dev/outbox', ...remote });
    expect(fromAfar.statusCode).toBe(404);
    expect(fromAfar.body).not.toContain('auth-email-link?token=');
    const throughProxy = await app.inject({ method: 'GET', url: '/dev/outbox', headers: proxied });
    expect(throughProxy.statusCode).toBe(404);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { forwarded: 'for=203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
    const local = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('teacher@demo.roar.test');
  });

  it('serves the built-in identity provider to local browsers only', async () => {
    const url = '/dev-idp/.well-known/openid-configuration';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, ...remote })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: proxied })).statusCode).toBe(404);
  });
});

describe('loopback', () => {
  it('knows loopback addresses and hosts', () => {
    for (const a of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(a)).toBe(true);
    }
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined, '128.0.0.1']) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('roar.example')).toBe(false);
  });
});
