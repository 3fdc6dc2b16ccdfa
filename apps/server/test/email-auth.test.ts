import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog, emailLinkTokens, jobs, users, type Db } from '@roar/db';
import { EmailLinkSessionSchema, JOB_KINDS } from '@roar/contracts';
import { decodeJwt } from 'jose';
import { buildTestApp, refreshCookieOf } from './helpers.ts';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

const PUBLIC_URL = 'http://roar.example';

/** Mail goes out by `mail.send` jobs: one queued is a mail on its way. */
const mailJobCount = async (db: Db) =>
  (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, JOB_KINDS.sendMail))).length;

describe.each(testDatabaseTargets())('email link and password reset on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    sink = await startSmtpSink();
    ({ app } = await buildTestApp(database, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'ROAR <no-reply@roar.example>',
      PUBLIC_URL,
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await sink.close();
    await database.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const requestLink = (email: string, redirectTo?: string) =>
    post('/api/auth/email-link', { email, redirectTo });
  const complete = (email: string, token: string) =>
    post('/api/auth/email-link/complete', { email, token });
  const mailTo = (to: string, subject: RegExp) =>
    sink.waitFor((m) => m.to.includes(to) && subject.test(m.subject));

  it('mails a sign-in link that signs the user in once, landing on the asked path', async () => {
    const res = await requestLink('Admin@Demo.Roar.Test', '/list-orgs?page=2');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });

    const mail = await mailTo('admin@demo.roar.test', /sign-in link/);
    expect(mail.from).toBe('no-reply@roar.example');
    expect(mail.html).toContain('href="http://roar.example/auth-email-link?token=');
    const link = linkIn(mail, '/auth-email-link');
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const stored = await database.db.select().from(emailLinkTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const done = await complete('admin@demo.roar.test', token);
    expect(done.statusCode).toBe(200);
    const session = EmailLinkSessionSchema.parse(done.json());
    expect(session.redirectTo).toBe('/list-orgs?page=2');
    expect(decodeJwt(session.accessToken).auth_method).toBe('email_link');
    expect(refreshCookieOf(done)).toMatch(/^roar_refresh=.+/);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: refreshCookieOf(done)! },
    });
    expect(refreshed.statusCode).toBe(200);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, session.uid));
    expect(
      audit.some((a) => a.action === 'auth.sign_in' && a.details?.method === 'email_link'),
    ).toBe(true);

    const again = await complete('admin@demo.roar.test', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'bad_request',
      message: 'This link is invalid or has expired.',
    });
    expect(refreshCookieOf(again)).toBeUndefined();
  });

  it('keeps only same-site paths as the landing place', async () => {
    await requestLink('launch@demo.roar.test', '//evil.example/x');
    const mail = await mailTo('launch@demo.roar.test', /sign-in link/);
    const done = await complete(
      'launch@demo.roar.test',
      linkIn(mail, '/auth-email-link').searchParams.get('token')!,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().redirectTo).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    await requestLink('teacher@demo.roar.test');
    const mail = await mailTo('teacher@demo.roar.test', /sign-in link/);
    const token = linkIn(mail, '/auth-email-link').searchParams.get('token')!;
    await database.db
      .update(emailLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailLinkTokens.email, 'teacher@demo.roar.test'));
    const res = await complete('teacher@demo.roar.test', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('refuses a link completed with another address, and keeps it usable', async () => {
    await requestLink('superadmin@demo.roar.test');
    const mail = await mailTo('superadmin@demo.roar.test', /sign-in link/);
    const token = linkIn(mail, '/auth-email-link').searchParams.get('token')!;
    const wrong = await complete('admin@demo.roar.test', token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('bad_request');
    expect((await complete('superadmin@demo.roar.test', token)).statusCode).toBe(200);
  });

  it('answers 202 for an unknown address and sends nothing', async () => {
    const before = sink.messages.length;
    const queued = await mailJobCount(database.db);
    const res = await requestLink('nobody@demo.roar.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await sink.settle();
    expect(await mailJobCount(database.db)).toBe(queued);
    expect(sink.messages.length).toBe(before);
  });

  it('writes the mail in the user’s preferred language', async () => {
    await database.db
      .update(users)
      .set({ preferredLocale: 'es-ES' })
      .where(eq(users.email, 'parent@demo.roar.test'));
    await requestLink('parent@demo.roar.test');
    const mail = await mailTo('parent@demo.roar.test', /iniciar sesión/);
    expect(mail.subject).toBe('Tu enlace para iniciar sesión en ROAR');
    expect(mail.text).toContain('caduca en 10 minutos');
    await database.db
      .update(users)
      .set({ preferredLocale: null })
      .where(eq(users.email, 'parent@demo.roar.test'));
  });

  it('resets a password by email: old password out, new one in, sessions revoked', async () => {
    const login = 'teacher@demo.roar.test';
    const signIn = (password: string) => post('/api/auth/sign-in', { identifier: login, password });
    const before = await signIn(DEMO_PASSWORD);
    expect(before.statusCode).toBe(200);
    const oldCookie = refreshCookieOf(before)!;

    const res = await post('/api/auth/password-reset', { email: login });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const mail = await mailTo(login, /Reset your ROAR password/);
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;

    const weak = await post('/api/auth/password-reset/complete', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { password: 'password_too_short' },
    });

    const done = await post('/api/auth/password-reset/complete', {
      token,
      password: 'NewSecret42',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ accepted: true });

    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('NewSecret42')).statusCode).toBe(200);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: oldCookie },
    });
    expect(stale.statusCode).toBe(401);

    const reused = await post('/api/auth/password-reset/complete', {
      token,
      password: 'Another42x',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('bad_request');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.password_reset'));
    expect(audit).toHaveLength(1);
  });

  it('does not reveal or mail anything for a reset of an unknown address', async () => {
    const before = sink.messages.length;
    const queued = await mailJobCount(database.db);
    const res = await post('/api/auth/password-reset', { email: 'ghost@demo.roar.test' });
    expect(res.statusCode).toBe(202);
    await sink.settle();
    expect(await mailJobCount(database.db)).toBe(queued);
    expect(sink.messages.length).toBe(before);
  });

  it('refuses a sign-in link used as a reset link, and the reverse', async () => {
    await post('/api/auth/password-reset', { email: 'superadmin@demo.roar.test' });
    const mail = await mailTo('superadmin@demo.roar.test', /Reset your ROAR password/);
    const token = linkIn(mail, '/reset-password').searchParams.get('token')!;
    expect((await complete('superadmin@demo.roar.test', token)).statusCode).toBe(400);
  });
});

describe('email link rate limits', () => {
  const [pglite] = testDatabaseTargets();

  it('stops mailing one address after a few links, still answering 202', async () => {
    const database = await pglite!.open();
    await seedDemoWorld(database.db, { hashPassword });
    const sent: string[] = [];
    const { app } = await buildTestApp(
      database,
      {},
      { mailer: { send: async (m) => void sent.push(m.to) } },
    );
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/email-link',
        payload: { email: 'admin@demo.roar.test' },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(202);
    // Mail goes out by background jobs: three are queued and delivered, and no more.
    await expect.poll(() => sent.length).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailJobCount(database.db)).toBe(3);
    expect(sent).toHaveLength(3);
    for (let i = 0; i < 5; i += 1) await ask();
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    await app.close();
    await database.close();
  });
});
