import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  auditLog,
  findUserByLogin,
  insertEmailLinkToken,
  secondFactors,
  sessions,
  signInChallenges,
  type Db,
} from '@roar/db';
import {
  AuthSessionSchema,
  SecondFactorChallengeSchema,
  SecondFactorSessionSchema,
  SecondFactorStepSchema,
} from '@roar/contracts';
import { buildTestApp, refreshCookieOf } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { hashToken } from '../src/modules/auth/session-service.ts';
import { fromBase32, totpAt } from '../src/modules/auth/totp.ts';
import { newRecoveryCodes } from '../src/modules/auth/second-factor.ts';

// Two-step sign-in with an authenticator app (docs/decisions/031-second-factor.md).

type Reply = { headers: Record<string, unknown>; json: () => unknown; statusCode: number };

function cookieOf(res: Reply, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c: string) => c.startsWith(`${name}=`))?.split(';')[0];
}
const challengeCookieOf = (res: Reply) => cookieOf(res, 'roar_second_factor');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  totpAt(fromBase32(secret), new Date(Date.now() + offsetSteps * 30_000));

async function auditActions(db: Db, userId: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, userId));
  return rows.map((r) => r.action);
}

describe.each(testDatabaseTargets())('two-step sign-in on $name', ({ open }) => {
  let database: Database;
  let required: FastifyInstance;
  let optional: FastifyInstance;
  /** The super administrator's, kept for a later test. */
  let superRecoveryCodes: string[] = [];

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const limits = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', SIGN_IN_FAILURES_PER_ACCOUNT: '50' };
    ({ app: required } = await buildTestApp(database, { ...limits, SECOND_FACTOR: 'required' }));
    ({ app: optional } = await buildTestApp(database, { ...limits, SECOND_FACTOR: 'optional' }));
    await required.ready();
    await optional.ready();
  }, 60_000);
  afterAll(async () => {
    await required.close();
    await optional.close();
    await database.close();
  });

  const signIn = (app: FastifyInstance, identifier: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier, password: DEMO_PASSWORD },
    });
  const challenge = (app: FastifyInstance, cookie: string | undefined) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/second-factor',
      headers: cookie ? { cookie } : {},
    });
  const answer = (app: FastifyInstance, cookie: string | undefined, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      headers: cookie ? { cookie } : {},
      payload: { code },
    });
  const userId = async (login: string) => (await findUserByLogin(database.db, login))!.id;

  /** Signs `login` in with its password and sets up an authenticator at the asked step. */
  async function enrol(app: FastifyInstance, login: string) {
    const first = await signIn(app, login);
    expect(SecondFactorStepSchema.parse(first.json())).toEqual({ secondFactor: 'enrol' });
    const cookie = challengeCookieOf(first);
    const { setup } = SecondFactorChallengeSchema.parse((await challenge(app, cookie)).json());
    const done = await answer(app, cookie, codeFor(setup!.secret));
    expect(done.statusCode).toBe(200);
    return { secret: setup!.secret, session: SecondFactorSessionSchema.parse(done.json()) };
  }

  it('asks nothing more of a pupil, even when two-step sign-in is required', async () => {
    const res = await signIn(required, 'student1');
    expect(res.statusCode).toBe(200);
    expect(AuthSessionSchema.parse(res.json()).accessToken).toBeTruthy();
    expect(challengeCookieOf(res)).toBeUndefined();
  });

  it('makes an adult set up an authenticator before any session exists, then gives recovery codes', async () => {
    const first = await signIn(required, 'teacher@demo.roar.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactor: 'enrol' });
    // No session yet: no refresh cookie, no access token; only the pending sign-in's cookie.
    expect(refreshCookieOf(first)).toBeUndefined();
    const cookie = challengeCookieOf(first);
    expect(cookie).toMatch(/^roar_second_factor=.{40,}/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const pending = SecondFactorChallengeSchema.parse((await challenge(required, cookie)).json());
    expect(pending.purpose).toBe('enrol');
    const { secret, uri } = pending.setup!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/ROAR:teacher%40demo\.roar\.test\?secret=/);
    // A reloaded page shows the same QR code.
    expect(
      SecondFactorChallengeSchema.parse((await challenge(required, cookie)).json()).setup,
    ).toEqual(pending.setup);
    // The secret is this pending sign-in's own, stored sealed, never as it is.
    const [row] = await database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.userId, await userId('teacher@demo.roar.test')));
    expect(row!.pendingSecret!.length).toBeGreaterThan(20);
    expect(row!.pendingSecret!.includes(fromBase32(secret))).toBe(false);

    const wrong = await answer(
      required,
      cookie,
      '000000' === codeFor(secret) ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { code: 'second_factor_wrong_code', fields: { code: 'wrongCode' } },
    });

    const done = await answer(required, cookie, codeFor(secret));
    expect(done.statusCode).toBe(200);
    const session = SecondFactorSessionSchema.parse(done.json());
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const code of session.recoveryCodes!) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(refreshCookieOf(done)).toBeTruthy();
    const me = await required.inject({
      method: 'GET',
      url: '/api/auth/second-factor/status',
      headers: bearer(session.accessToken),
    });
    expect(me.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    // The pending sign-in was used up.
    expect((await answer(required, cookie, codeFor(secret, 1))).json()).toMatchObject({
      error: { code: 'second_factor_expired' },
    });
    const teacher = await userId('teacher@demo.roar.test');
    expect(await auditActions(database.db, teacher)).toContain('auth.second_factor_enabled');
  });

  it('asks every later sign-in for a code, each code good once, or a recovery code good once', async () => {
    const { secret, session } = await enrol(required, 'admin@demo.roar.test');
    const [recovery] = session.recoveryCodes!;

    const second = await signIn(required, 'admin@demo.roar.test');
    expect(second.json()).toEqual({ secondFactor: 'verify' });
    const cookie = challengeCookieOf(second);
    expect(SecondFactorChallengeSchema.parse((await challenge(required, cookie)).json())).toEqual({
      purpose: 'verify',
      recoveryCodesLeft: 10,
    });
    // The code that set the app up was used: the same code cannot sign in again.
    const replay = await answer(required, cookie, codeFor(secret));
    expect(replay.json()).toMatchObject({ error: { code: 'second_factor_wrong_code' } });
    const next = await answer(required, cookie, codeFor(secret, 1).replace(/^(\d{3})/, '$1 '));
    expect(next.statusCode).toBe(200);
    expect(AuthSessionSchema.parse(next.json()).uid).toBe(await userId('admin@demo.roar.test'));

    const third = await signIn(required, 'admin@demo.roar.test');
    const lowerCase = recovery!.toLowerCase().replace('-', ' ');
    const byRecovery = await answer(required, challengeCookieOf(third), lowerCase);
    expect(byRecovery.statusCode).toBe(200);

    const fourth = await signIn(required, 'admin@demo.roar.test');
    const reused = await answer(required, challengeCookieOf(fourth), recovery!);
    expect(reused.json()).toMatchObject({ error: { code: 'second_factor_wrong_code' } });
    const signIns = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'auth.sign_in'),
          eq(auditLog.targetId, await userId('admin@demo.roar.test')),
        ),
      );
    expect(signIns.map((r) => (r.details as { secondFactor?: string }).secondFactor)).toEqual(
      expect.arrayContaining(['totp', 'recovery_code']),
    );
  });

  it('ends a pending sign-in after five wrong codes, and without its cookie there is none', async () => {
    const { secret } = await enrol(required, 'parent@demo.roar.test');
    const res = await signIn(required, 'parent@demo.roar.test');
    const cookie = challengeCookieOf(res);
    const wrong = codeFor(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) {
      expect((await answer(required, cookie, wrong)).statusCode).toBe(400);
    }
    const fifth = await answer(required, cookie, wrong);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ error: { code: 'second_factor_expired' } });
    expect(challengeCookieOf(fifth)).toBe('roar_second_factor=');
    const late = await answer(required, cookie, codeFor(secret, 1));
    expect(late.json()).toMatchObject({ error: { code: 'second_factor_expired' } });
    expect((await answer(required, undefined, codeFor(secret, 1))).statusCode).toBe(401);
    expect((await challenge(required, undefined)).statusCode).toBe(401);
  });

  it('asks for the code after an email link too, keeping where the link leads', async () => {
    const id = await userId('superadmin@demo.roar.test');
    const { secret, session } = await enrol(required, 'superadmin@demo.roar.test');
    superRecoveryCodes = session.recoveryCodes!;
    await insertEmailLinkToken(database.db, {
      purpose: 'sign_in',
      userId: id,
      email: 'superadmin@demo.roar.test',
      tokenHash: hashToken('an-emailed-token-of-forty-characters-xx'),
      expiresAt: new Date(Date.now() + 600_000),
      redirectTo: '/list-orgs',
    });
    const res = await required.inject({
      method: 'POST',
      url: '/api/auth/email-link/complete',
      payload: {
        email: 'superadmin@demo.roar.test',
        token: 'an-emailed-token-of-forty-characters-xx',
      },
    });
    expect(res.json()).toEqual({ secondFactor: 'verify', redirectTo: '/list-orgs' });
    expect(refreshCookieOf(res)).toBeUndefined();
    const before = await database.db.select().from(sessions).where(eq(sessions.userId, id));
    const done = await answer(required, challengeCookieOf(res), codeFor(secret, 1));
    expect(done.statusCode).toBe(200);
    const after = await database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(after.length).toBe(before.length + 1);
  });

  it('lets an administrator reset a lost authenticator: sessions end, the next sign-in sets one up', async () => {
    const { session } = await enrol(required, 'teacher7@demo.roar.test');
    const teacher7 = await userId('teacher7@demo.roar.test');
    const resetBy = async (token: string) =>
      required.inject({
        method: 'POST',
        url: `/api/admin/users/${teacher7}/second-factor/reset`,
        headers: bearer(token),
      });
    // A class teacher holds no Users.UPDATE.
    expect((await resetBy(session.accessToken)).statusCode).toBe(403);
    // The super administrator set an authenticator up above: in with a recovery code.
    const first = await signIn(required, 'superadmin@demo.roar.test');
    const admin = await answer(required, challengeCookieOf(first), superRecoveryCodes.pop()!);
    expect((await resetBy(AuthSessionSchema.parse(admin.json()).accessToken)).statusCode).toBe(204);
    const refused = await required.inject({
      method: 'GET',
      url: '/api/auth/second-factor/status',
      headers: bearer(session.accessToken),
    });
    expect(refused.statusCode).toBe(401);
    expect((await signIn(required, 'teacher7@demo.roar.test')).json()).toEqual({
      secondFactor: 'enrol',
    });
    expect(await auditActions(database.db, teacher7)).toContain('user.second_factor_reset');
  });

  it('gives each pending set-up its own key: one sign-in’s key never sets up the app of another', async () => {
    const login = 'launch@demo.roar.test';
    const first = challengeCookieOf(await signIn(required, login));
    const second = challengeCookieOf(await signIn(required, login));
    const mine = SecondFactorChallengeSchema.parse((await challenge(required, first)).json());
    const theirs = SecondFactorChallengeSchema.parse((await challenge(required, second)).json());
    expect(mine.setup!.secret).not.toBe(theirs.setup!.secret);
    const crossed = await answer(required, second, codeFor(mine.setup!.secret));
    expect(crossed.json()).toMatchObject({ error: { code: 'second_factor_wrong_code' } });
    expect((await answer(required, first, codeFor(mine.setup!.secret))).statusCode).toBe(200);
    // The other sign-in now has to give a code of the app just set up, not its own key's.
    const late = await answer(required, second, codeFor(theirs.setup!.secret, 1));
    expect(late.json()).toMatchObject({ error: { code: 'second_factor_wrong_code' } });
  });

  it('tries at most five codes of one pending sign-in, even sent all at once', async () => {
    const wrongCodesChecked = async () =>
      (
        await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'))
      ).filter((row) => (row.details as { reason?: string }).reason === 'second_factor').length;
    const before = await wrongCodesChecked();
    const first = await signIn(required, 'teacher@demo.roar.test');
    const cookie = challengeCookieOf(first);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => answer(required, cookie, '99999x')),
    );
    // Each checked code is audited, naming the account: five at most, whatever the order.
    expect((await wrongCodesChecked()) - before).toBe(5);
    expect(await auditActions(database.db, await userId('teacher@demo.roar.test'))).toContain(
      'auth.sign_in_failed',
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(5);
  });

  it('is not a known device after the password alone: wrong codes from anywhere slow the account', async () => {
    // Default limits: ten free failures on the account, wherever they come from.
    const { app: strict } = await buildTestApp(database, { SECOND_FACTOR: 'required' });
    await strict.ready();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const remoteAddress = `10.9.8.${i + 1}`;
        const first = await strict.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { identifier: 'superadmin@demo.roar.test', password: DEMO_PASSWORD },
          remoteAddress,
        });
        // A browser keeps every cookie it is given: a known-device one would count here.
        const cookies = [challengeCookieOf(first), cookieOf(first, 'roar_device')].filter(Boolean);
        expect(cookieOf(first, 'roar_device')).toBeUndefined();
        const res = await strict.inject({
          method: 'POST',
          url: '/api/auth/second-factor',
          headers: { cookie: cookies.join('; ') },
          payload: { code: '000001' },
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toContain(429);
    } finally {
      await strict.close();
    }
  });

  it('ends, at its next refresh, a session that skipped the second step its account now has', async () => {
    const login = 'teacher7@demo.roar.test';
    const before = await signIn(optional, login);
    const cookie = refreshCookieOf(before)!;
    const other = AuthSessionSchema.parse((await signIn(optional, login)).json()).accessToken;
    const post = (url: string, payload?: object) =>
      optional.inject({
        method: 'POST',
        url,
        headers: bearer(other),
        ...(payload ? { payload } : {}),
      });
    const { secret } = (await post('/api/auth/second-factor/setup')).json() as { secret: string };
    expect(
      (await post('/api/auth/second-factor/confirm', { code: codeFor(secret) })).statusCode,
    ).toBe(200);
    const refreshed = await optional.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    // The session that set the app up keeps going.
    expect((await post('/api/auth/second-factor/recovery-codes')).statusCode).toBe(200);
    await post('/api/auth/second-factor/disable');
  });

  it('still lets recovery codes in when the app’s secret can no longer be read, and forgets the app', async () => {
    const login = 'launch@demo.roar.test';
    const id = await userId(login);
    const second = await signIn(optional, login);
    expect(second.json()).toEqual({ secondFactor: 'verify' });
    await database.db
      .update(secondFactors)
      .set({ secret: Buffer.alloc(60, 7) })
      .where(eq(secondFactors.userId, id));
    const fresh = await optional.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier: login, password: DEMO_PASSWORD },
    });
    const status = await database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, id));
    expect(status).toHaveLength(1);
    // No recovery code of this account is known here: issue new ones through the database's view.
    const codes = await newRecoveryCodes(database.db, id);
    const res = await answer(optional, challengeCookieOf(fresh), codes[0]!);
    expect(res.statusCode).toBe(200);
    expect(
      await database.db.select().from(secondFactors).where(eq(secondFactors.userId, id)),
    ).toEqual([]);
    expect(await auditActions(database.db, id)).toContain('auth.second_factor_unreadable');
  });

  describe('on the profile page, where it is optional', () => {
    async function signedIn(login: string) {
      const res = await signIn(optional, login);
      return AuthSessionSchema.parse(res.json()).accessToken;
    }
    const post = (url: string, token: string, payload?: object) =>
      optional.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });

    it('turns it on with a code, renews recovery codes, and turns it off', async () => {
      const login = 'launch@demo.roar.test';
      const token = await signedIn(login);
      const status = await optional.inject({
        method: 'GET',
        url: '/api/auth/second-factor/status',
        headers: bearer(token),
      });
      expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

      const setup = await post('/api/auth/second-factor/setup', token);
      expect(setup.headers['cache-control']).toBe('no-store');
      const { secret } = setup.json() as { secret: string };
      const wrong = await post('/api/auth/second-factor/confirm', token, { code: 'abc' });
      expect(wrong.json()).toMatchObject({ error: { code: 'second_factor_wrong_code' } });
      const confirmed = await post('/api/auth/second-factor/confirm', token, {
        code: codeFor(secret),
      });
      expect((confirmed.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);

      // From now on its sign-ins ask for a code, even where it is optional.
      expect((await signIn(optional, login)).json()).toEqual({ secondFactor: 'verify' });

      const renewed = await post('/api/auth/second-factor/recovery-codes', token);
      expect((renewed.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);

      expect((await post('/api/auth/second-factor/disable', token)).statusCode).toBe(204);
      expect((await signIn(optional, login)).statusCode).toBe(200);
      expect(AuthSessionSchema.safeParse((await signIn(optional, login)).json()).success).toBe(
        true,
      );
      const actions = await auditActions(database.db, await userId(login));
      expect(actions).toEqual(
        expect.arrayContaining([
          'auth.second_factor_enabled',
          'auth.recovery_codes_renewed',
          'auth.second_factor_disabled',
        ]),
      );
    });

    it('refuses to turn it off where it is required', async () => {
      const { session } = await enrol(required, 'teacher7@demo.roar.test');
      const off = await required.inject({
        method: 'POST',
        url: '/api/auth/second-factor/disable',
        headers: bearer(session.accessToken),
      });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ error: { code: 'second_factor_required' } });
    });
  });
});
