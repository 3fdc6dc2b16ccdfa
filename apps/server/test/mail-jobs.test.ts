import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { JOB_KINDS } from '@roar/contracts';
import { bugReports, findJob, jobs, type JobRow } from '@roar/db';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { buildTestApp, signInAs, until } from './helpers.ts';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { createSmtpMailer } from '../src/modules/mail/mailer.ts';
import { isPermanentRefusal, MAIL_RETRY, sendMailJob } from '../src/modules/mail/send-mail-job.ts';

/**
 * Outgoing mail as a background job (`mail.send`, docs/decisions/024-background-jobs.md) on each
 * database, through a real SMTP conversation with the loopback sink: the message is the job's
 * sealed input and is forgotten once sent, its parameters name no address, a transient refusal is
 * retried, a permanent one fails the job, and a bug report is recorded as mailed only once its
 * mail went out.
 */

const PUBLIC_URL = 'http://roar.example';
const FROM = 'ROAR <no-reply@roar.example>';
const SUPPORT = 'support@roar.example';

describe.each(testDatabaseTargets())('mail as a background job on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sink: SmtpSink;
  const env = {
    SMTP_URL: '',
    MAIL_FROM: FROM,
    PUBLIC_URL,
    SUPPORT_EMAIL: SUPPORT,
    JOB_POLL_SECONDS: '0.5',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
  };

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    sink = await startSmtpSink();
    env.SMTP_URL = sink.url;
    // The product's own `mail.send` handler (app.ts), with its mailer built from SMTP_URL.
    ({ app } = await buildTestApp(database, env));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await database?.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const mailJobs = () =>
    database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, JOB_KINDS.sendMail))
      .orderBy(asc(jobs.createdAt));
  /** The mail job that a request queued (without waiting for it) after `before` was taken. */
  const newMailJob = (before: readonly JobRow[]) =>
    until(async () => {
      const known = new Set(before.map((j) => j.id));
      const fresh = (await mailJobs()).filter((j) => !known.has(j.id));
      expect(fresh.length).toBeLessThanOrEqual(1);
      return fresh[0];
    }, 'a new mail job');
  const finished = (id: string, ms?: number) =>
    until(
      async () => {
        const job = await findJob(database.db, id);
        return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
      },
      `job ${id} to finish`,
      ms,
    );

  it('registers mail.send with retries and backoff', () => {
    const handler = app.jobs.handlers.get(JOB_KINDS.sendMail);
    expect(handler).toMatchObject({
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      needsInput: true,
    });
  });

  it('delivers a requested sign-in link through a job that keeps no address and forgets the message', async () => {
    const before = await mailJobs();
    const res = await post('/api/auth/email-link', { email: 'admin@demo.roar.test' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });

    const queued = await newMailJob(before);
    expect(queued.params).toEqual({ template: 'sign_in_link', recipients: 1 });
    expect(queued.createdBy).toBeNull();

    const mail = await sink.waitFor(
      (m) => m.to.includes('admin@demo.roar.test') && /sign-in link/.test(m.subject),
    );
    expect(mail.from).toBe('no-reply@roar.example');
    const token = linkIn(mail, '/auth-email-link').searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const done = await finished(queued.id);
    expect(done).toMatchObject({
      state: 'completed',
      attempts: 1,
      error: null,
      progressDone: 1,
      progressTotal: 1,
      input: null,
      params: { template: 'sign_in_link', recipients: 1 },
    });
    const stored = JSON.stringify(done);
    expect(stored).not.toContain('@demo.roar.test');
    expect(stored).not.toContain(token);

    // What a super administrator is shown of it: the template, never the address or the link.
    const { accessToken } = await signInAs(app, 'superadmin@demo.roar.test');
    const shown = await app.inject({
      method: 'GET',
      url: `/api/admin/jobs/${queued.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      kind: 'mail.send',
      state: 'completed',
      params: { template: 'sign_in_link', recipients: 1 },
    });
    expect(shown.body).not.toContain('admin@demo.roar.test');
    expect(shown.body).not.toContain(token);

    // The link that went through the job works.
    const signedIn = await post('/api/auth/email-link/complete', {
      email: 'admin@demo.roar.test',
      token,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('fails the job as mail_refused on a permanent (5xx) refusal, without retrying', async () => {
    const login = 'teacher@demo.roar.test';
    const before = await mailJobs();
    const refusedBefore = sink.refused.length;
    sink.refuse(1, 550);
    const res = await post('/api/auth/password-reset', { email: login });
    expect(res.statusCode).toBe(202);

    const queued = await newMailJob(before);
    expect(queued.params).toEqual({ template: 'password_reset', recipients: 1 });
    const failed = await finished(queued.id);
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'mail_refused',
      attempts: 1,
      progressDone: 0,
    });
    // Kept (sealed) so that a super administrator can send it again.
    expect(failed.input).not.toBeNull();
    expect(sink.refused.slice(refusedBefore)).toEqual([{ to: login, code: 550 }]);
    // Its delivery is over (the queue records the refusal itself): pg-boss holds no retry.
    const delivery = await database.executeSql('select state from pgboss.job where id = $1', [
      failed.queueId,
    ]);
    expect((delivery.rows[0] as { state: string }).state).toBe('completed');
    await sink.settle(1_000);
    expect(sink.refused.length).toBe(refusedBefore + 1);
    expect(sink.messages.some((m) => m.to.includes(login))).toBe(false);

    // Retried by hand once the mailbox takes mail again, the same message arrives.
    expect((await app.jobs.retry(queued.id))?.state).toBe('queued');
    const mail = await sink.waitFor(
      (m) => m.to.includes(login) && /Reset your ROAR password/.test(m.subject),
    );
    expect(linkIn(mail, '/reset-password').origin).toBe(PUBLIC_URL);
    expect(await finished(queued.id)).toMatchObject({ state: 'completed', input: null });
  });

  it('records a bug report as mailed after its mail went out, and not when it was refused', async () => {
    const sent = await post('/api/bug-reports', { name: 'Ada', message: 'Mail job report' });
    expect(sent.statusCode).toBe(201);
    const [report] = await database.db
      .select()
      .from(bugReports)
      .where(eq(bugReports.message, 'Mail job report'));
    // The route waits for the job to be queued (only email-auth answers must not).
    const queued = (await mailJobs()).find(
      (j) =>
        (j.params as { afterSent?: { bugReportId?: string } }).afterSent?.bugReportId ===
        report!.id,
    );
    expect(queued?.params).toEqual({
      template: 'bug_report',
      recipients: 1,
      afterSent: { bugReportId: report!.id },
    });
    const mail = await sink.waitFor(
      (m) => m.to.includes(SUPPORT) && m.text.includes('Mail job report'),
    );
    expect(mail.subject).toBe('ROAR bug report');
    expect(mail.text).toContain('Name: Ada');
    expect(await finished(queued!.id)).toMatchObject({
      state: 'completed',
      progressDone: 2,
      progressTotal: 2,
      input: null,
    });
    const [mailed] = await database.db
      .select()
      .from(bugReports)
      .where(eq(bugReports.id, report!.id));
    expect(mailed!.mailedAt).toBeInstanceOf(Date);
    expect(
      sink.messages.filter((m) => m.to.includes(SUPPORT) && m.text.includes('Mail job report')),
    ).toHaveLength(1);

    sink.refuse(1, 554);
    const before = await mailJobs();
    await post('/api/bug-reports', { message: 'Refused report' });
    const refusedJob = await newMailJob(before);
    expect(await finished(refusedJob.id)).toMatchObject({ state: 'failed', error: 'mail_refused' });
    const [refused] = await database.db
      .select()
      .from(bugReports)
      .where(eq(bugReports.message, 'Refused report'));
    expect(refused!.mailedAt).toBeNull();
  });

  it('retries a transient (4xx) refusal and delivers the mail once', async () => {
    // The same handler with short delays instead of 30 s doubling; it replaces the product's own
    // (the last handler of a kind wins), on an app of its own.
    await app.close();
    const mailer = createSmtpMailer(sink.url, FROM);
    try {
      ({ app } = await buildTestApp(database, env, {
        mailer,
        jobHandlers: [
          sendMailJob({
            db: database.db,
            mailer,
            retry: { retryDelaySeconds: 1, retryBackoff: false },
          }),
        ],
      }));
      await app.ready();
      const handler = app.jobs.handlers.get(JOB_KINDS.sendMail);
      expect(handler).toMatchObject({ retryLimit: MAIL_RETRY.retryLimit, retryDelaySeconds: 1 });

      const login = 'parent@demo.roar.test';
      const refusedBefore = sink.refused.length;
      sink.refuse(2, 451);
      const before = await mailJobs();
      const res = await post('/api/auth/email-link', { email: login });
      expect(res.statusCode).toBe(202);
      const queued = await newMailJob(before);

      const done = await finished(queued.id, 30_000);
      expect(done).toMatchObject({ state: 'completed', attempts: 3, progressDone: 1, input: null });
      expect(sink.refused.slice(refusedBefore)).toEqual([
        { to: login, code: 451 },
        { to: login, code: 451 },
      ]);
      await sink.waitFor((m) => m.to.includes(login) && /sign-in link/.test(m.subject));
      await sink.settle(1_000);
      expect(sink.messages.filter((m) => m.to.includes(login))).toHaveLength(1);
    } finally {
      mailer.close();
    }
  }, 60_000);
});

describe('which SMTP failures are permanent', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink?.close());

  const message = { to: 'someone@roar.example', subject: 'Hello', text: 'Hi' };
  const failureOf = async (smtpUrl: string) => {
    const mailer = createSmtpMailer(smtpUrl, FROM);
    try {
      await mailer.send(message);
    } catch (err) {
      return err;
    } finally {
      mailer.close();
    }
    throw new Error('the mail was sent');
  };

  it('treats a 5xx answer as a refusal for good', async () => {
    sink.refuse(1, 550);
    const err = await failureOf(sink.url);
    expect(err).toMatchObject({ responseCode: 550 });
    expect(isPermanentRefusal(err)).toBe(true);
  });

  it('treats a 4xx answer and an unreachable server as transient', async () => {
    sink.refuse(1, 421);
    expect(isPermanentRefusal(await failureOf(sink.url))).toBe(false);
    sink.refuse(1, 451);
    expect(isPermanentRefusal(await failureOf(sink.url))).toBe(false);

    // A port nothing listens on: connection refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const refused = await failureOf(`smtp://127.0.0.1:${port}`);
    expect(refused).toBeInstanceOf(Error);
    expect(isPermanentRefusal(refused)).toBe(false);
    expect(
      isPermanentRefusal(Object.assign(new Error('bad sequence'), { responseCode: 503 })),
    ).toBe(false);
  });
});
