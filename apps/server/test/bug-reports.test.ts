import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { bugReports } from '@roar/db';
import { exportJWK, generateKeyPair } from 'jose';
import { buildTestApp, signInAs } from './helpers.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

describe.each(testDatabaseTargets())('bug reports on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    sink = await startSmtpSink();
    ({ app } = await buildTestApp(database, {
      SMTP_URL: sink.url,
      SUPPORT_EMAIL: 'support@roar.example',
    }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await sink.close();
    await database.close();
  });

  const report = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/bug-reports', payload, headers });

  it('stores a report from a visitor and mails it to the support address', async () => {
    const res = await report({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'The <Next> button does nothing.',
      pageUrl: '/signin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ accepted: true });
    const mail = await sink.waitFor((m) => m.to.includes('support@roar.example'));
    expect(mail.subject).toBe('ROAR bug report');
    expect(mail.text).toContain('The <Next> button does nothing.');
    expect(mail.text).toContain('Name: Ada');
    expect(mail.text).toContain('Email: ada@example.org');
    const rows = await database.db.select().from(bugReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: null,
      name: 'Ada',
      email: 'ada@example.org',
      message: 'The <Next> button does nothing.',
      pageUrl: '/signin',
    });
    await expect
      .poll(async () => (await database.db.select().from(bugReports))[0]?.mailedAt)
      .toBeInstanceOf(Date);
  });

  it('records the signed-in reporter and accepts an empty optional email', async () => {
    const { accessToken, uid } = await signInAs(app, 'student1');
    const res = await report(
      { name: '', email: '', message: 'Audio stops.' },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(res.statusCode).toBe(201);
    const rows = await database.db.select().from(bugReports);
    const row = rows.find((r) => r.message === 'Audio stops.');
    expect(row).toMatchObject({ userId: uid, name: null, email: null });
  });

  it('ignores an invalid bearer token (the report is still taken, anonymously)', async () => {
    const res = await report({ message: 'Token test' }, { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(201);
    const rows = await database.db.select().from(bugReports);
    expect(rows.find((r) => r.message === 'Token test')?.userId).toBeNull();
  });

  it('requires a message', async () => {
    const res = await report({ name: 'Ada', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toHaveProperty('message');
    expect((await report({ email: 'not-an-address', message: 'x' })).statusCode).toBe(400);
  });
});

describe('bug report limits and the developer outbox', () => {
  const [pglite] = testDatabaseTargets();
  let database: Database;

  beforeAll(async () => {
    database = await pglite!.open();
    await seedDemoWorld(database.db, { hashPassword });
  }, 60_000);
  afterAll(async () => database.close());

  it('answers 429 after 5 reports an hour from one address', async () => {
    const { app } = await buildTestApp(database);
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/bug-reports',
        payload: { message: `report ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      payload: { message: 'one too many' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    await app.close();
  });

  it('lists sent mail at /dev/outbox, newest first, escaped, with clickable links', async () => {
    const { app } = await buildTestApp(database, {
      PUBLIC_URL: 'http://roar.example',
      SUPPORT_EMAIL: 'support@roar.example',
    });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().devOutbox).toBe(true);
    const empty = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No messages yet.');

    const outbox = () => app.inject({ method: 'GET', url: '/dev/outbox' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'admin@demo.roar.test' },
    });
    // Mail goes out by background jobs: the sign-in link first, then the bug report.
    await expect.poll(async () => (await outbox()).body).toContain('Your ROAR sign-in link');
    await app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      payload: { message: '<script>alert(1)</script>' },
    });
    await expect.poll(async () => (await outbox()).body).toContain('ROAR bug report');
    const page = await outbox();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toMatch(
      /<a href="http:\/\/roar\.example\/auth-email-link\?token=[\w-]+">http:\/\/roar\.example\/auth-email-link\?token=[\w-]+<\/a>/,
    );
    expect(page.body).toContain('admin@demo.roar.test');
    expect(page.body.indexOf('ROAR bug report')).toBeLessThan(
      page.body.indexOf('Your ROAR sign-in link'),
    );
    await app.close();
  });

  it('is 404 in production', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const { app } = await buildTestApp(database, {
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      AUTH_PRIVATE_JWK: JSON.stringify(await exportJWK(privateKey)),
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().devOutbox).toBe(false);
    await app.close();
  });
});
