import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  auditLog,
  credentials,
  federatedIdentities,
  findUserByLogin,
  unlinkFederatedIdentities,
  type User,
} from '@roar/db';
import { ApiErrorSchema, AuthSessionSchema, LinkedIdentitiesSchema } from '@roar/contracts';
import { buildTestApp, liveSessionFamily } from './helpers.ts';
import { TestBrowser, freePort, readForm } from './sso-browser.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { computeClaims } from '../src/modules/auth/claims.ts';
import { beginSetup, confirmSetup } from '../src/modules/auth/second-factor.ts';
import { fromBase32, totpAt } from '../src/modules/auth/totp.ts';

describe.each(testDatabaseTargets())('single sign-on over real HTTP on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let base: URL;

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    const port = await freePort();
    base = new URL(`http://127.0.0.1:${port}`);
    ({ app } = await buildTestApp(database, {
      PUBLIC_URL: base.origin,
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    }));
    await app.listen({ host: '127.0.0.1', port });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const user = async (login: string): Promise<User> => (await findUserByLogin(database.db, login))!;

  /** Clicks a provider button: start, the dev IdP's login and consent forms, back to /sso. */
  async function providerSignIn(
    browser: TestBrowser,
    provider: string,
    login: string,
    options: { password?: string; query?: string } = {},
  ): Promise<{ url: URL; res?: Response; html?: string }> {
    const start = new URL(`/api/auth/providers/${provider}/start${options.query ?? ''}`, base);
    let { url, res } = await browser.follow(start);
    while (res?.status === 200 && url.pathname.startsWith('/dev-idp/')) {
      const html = await res.text();
      const { action, fields } = readForm(html, url);
      if ('password' in fields) {
        fields.login = login;
        fields.password = options.password ?? DEMO_PASSWORD;
      }
      ({ url, res } = await browser.follow(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }));
    }
    return { url, ...(res ? { res, html: await res.text() } : {}) };
  }

  /** What /sso does: exchange the refresh cookie for a session. */
  async function exchange(browser: TestBrowser) {
    const res = await browser.request(new URL('/api/auth/refresh', base), { method: 'POST' });
    expect(res.status).toBe(200);
    return AuthSessionSchema.parse(await res.json());
  }

  async function passwordSignIn(browser: TestBrowser, identifier: string) {
    const res = await browser.request(new URL('/api/auth/sign-in', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return AuthSessionSchema.parse(await res.json());
  }

  const auditCount = async (action: string, userId: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)))
    ).length;

  it('offers every provider through the built-in provider outside production', async () => {
    const res = await fetch(new URL('/api/config', base));
    expect(((await res.json()) as { ssoProviders: string[] }).ssoProviders).toEqual([
      'google',
      'clever',
      'classlink',
      'nycps',
    ]);
    const discovery = await fetch(new URL('/dev-idp/.well-known/openid-configuration', base));
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${base.origin}/dev-idp`);
  });

  it('starts with PKCE S256, state and nonce, keeping them in a Lax, path-scoped cookie', async () => {
    const browser = new TestBrowser();
    const res = await browser.request(new URL('/api/auth/providers/google/start', base));
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe(`${base.origin}/dev-idp/auth`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toBeTruthy();
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(
      `${base.origin}/api/auth/providers/google/callback`,
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('roar_sso_flow='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/providers\/google/i);
    expect(cookie).toMatch(/Max-Age=600/i);
  });

  it('links a Google sign-in of an adult by verified email, then finds the identity', async () => {
    const admin = await user('admin@demo.roar.test');
    const browser = new TestBrowser();
    const { url } = await providerSignIn(browser, 'google', 'admin@demo.roar.test', {
      query: '?redirect_to=%2Flist-orgs%3Fpage%3D2',
    });
    expect(url.pathname).toBe('/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'google',
      redirect_to: '/list-orgs?page=2',
    });
    expect(browser.cookies.has('roar_sso_flow')).toBe(false);
    const session = await exchange(browser);
    expect(session.uid).toBe(admin.id);
    expect(decodeJwt(session.accessToken).auth_method).toBe('google');
    const links = await database.db
      .select()
      .from(federatedIdentities)
      .where(eq(federatedIdentities.userId, admin.id));
    expect(links).toMatchObject([
      { provider: 'google', subject: admin.id, email: 'admin@demo.roar.test' },
    ]);
    expect(await auditCount('auth.identity_linked', admin.id)).toBe(1);

    // A second sign-in (new browser) finds the identity; nothing is linked again.
    const again = new TestBrowser();
    expect((await providerSignIn(again, 'google', 'admin@demo.roar.test')).url.pathname).toBe(
      '/sso',
    );
    expect((await exchange(again)).uid).toBe(admin.id);
    expect(await auditCount('auth.identity_linked', admin.id)).toBe(1);
    expect(await auditCount('auth.sign_in', admin.id)).toBeGreaterThanOrEqual(2);
  });

  it('asks an account with an authenticator for its code after the provider, on our page', async () => {
    const launcher = await user('launch@demo.roar.test');
    const ctx = { db: database.db, sealKey: app.secondFactorKey, policy: 'optional' as const };
    const { secret } = await beginSetup(ctx, launcher);
    const code = totpAt(fromBase32(secret), new Date());
    await confirmSetup(ctx, launcher, { code, ip: '127.0.0.1', sessionFamilyId: 'none' });

    const browser = new TestBrowser();
    const { url } = await providerSignIn(browser, 'google', 'launch@demo.roar.test', {
      query: '?redirect_to=%2Flaunch',
    });
    expect(url.pathname + url.search).toBe('/auth-second-factor?redirect_to=%2Flaunch');
    expect(browser.cookies.has('roar_refresh')).toBe(false);
    expect(browser.cookies.has('roar_second_factor')).toBe(true);
    const next = totpAt(fromBase32(secret), new Date(Date.now() + 30_000));
    const res = await browser.request(new URL('/api/auth/second-factor', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: next }),
    });
    expect(res.status).toBe(200);
    const session = AuthSessionSchema.parse(await res.json());
    expect(session.uid).toBe(launcher.id);
    expect(decodeJwt(session.accessToken).auth_method).toBe('google');
  });

  it('signs in a student without an email through the roster link (Clever, username)', async () => {
    const student = await user('student1');
    const browser = new TestBrowser();
    const { url } = await providerSignIn(browser, 'clever', 'student1');
    expect(url.pathname + url.search).toBe('/sso?provider=clever');
    expect((await exchange(browser)).uid).toBe(student.id);
  });

  it('fails at the provider for a wrong password', async () => {
    const browser = new TestBrowser();
    const { url, res, html } = await providerSignIn(browser, 'classlink', 'student1', {
      password: 'wrong-password',
    });
    expect(url.pathname).toMatch(/^\/dev-idp\/interaction\//);
    expect(res?.status).toBe(401);
    expect(html).toContain('Incorrect username/email or password');
    expect(browser.cookies.has('roar_refresh')).toBe(false);
  });

  it('answers not provisioned for an account the provider knows but we cannot match', async () => {
    // child1 has no email and no roster link.
    const browser = new TestBrowser();
    const { url } = await providerSignIn(browser, 'clever', 'child1');
    expect(url.pathname + url.search).toBe('/sso?error=not_provisioned&provider=clever');
    expect(browser.cookies.has('roar_refresh')).toBe(false);
  });

  it('refuses a callback whose state does not match, or without the flow cookie', async () => {
    const browser = new TestBrowser();
    const started = await browser.request(new URL('/api/auth/providers/google/start', base));
    expect(started.status).toBe(302);
    const mismatch = await browser.request(
      new URL('/api/auth/providers/google/callback?code=abc&state=forged', base),
    );
    expect(mismatch.headers.get('location')).toBe('/sso?error=state_mismatch&provider=google');
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    const noCookie = await fetch(
      new URL(`/api/auth/providers/google/callback?code=abc&state=${state}`, base),
      { redirect: 'manual' },
    );
    expect(noCookie.status).toBe(302);
    expect(noCookie.headers.get('location')).toBe('/sso?error=state_mismatch&provider=google');
    expect(noCookie.headers.getSetCookie().some((c) => c.startsWith('roar_refresh='))).toBe(false);
  });

  it('passes on a provider error such as access_denied', async () => {
    const browser = new TestBrowser();
    const { url, res } = await browser.follow(new URL('/api/auth/providers/nycps/start', base));
    expect(res?.status).toBe(200);
    const abort = new URL(`${url.pathname}/abort`, base);
    const { url: landed } = await browser.follow(abort);
    expect(landed.pathname + landed.search).toBe('/sso?error=access_denied&provider=nycps');
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('drops an unsafe redirect_to %s', async (redirectTo) => {
    const browser = new TestBrowser();
    const { url } = await providerSignIn(browser, 'clever', 'student2', {
      query: `?redirect_to=${encodeURIComponent(redirectTo)}`,
    });
    expect(url.pathname + url.search).toBe('/sso?provider=clever');
  });

  it('serves the provider pages with their own headers', async () => {
    const browser = new TestBrowser();
    const { res } = await browser.follow(new URL('/api/auth/providers/google/start', base));
    expect(res?.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(res?.headers.get('x-frame-options')).toBe('DENY');
  });

  describe('linked accounts', () => {
    const api = (path: string, token: string, method = 'GET') =>
      fetch(new URL(`/api/auth${path}`, base), {
        method,
        headers: { authorization: `Bearer ${token}` },
      });

    it('lists identities and unlinks with a recent sign-in', async () => {
      const browser = new TestBrowser();
      await providerSignIn(browser, 'google', 'teacher@demo.roar.test');
      const { accessToken } = await exchange(browser);
      // Another signed-in session of the same account (say, on the provider's shared laptop).
      const other = new TestBrowser();
      await providerSignIn(other, 'google', 'teacher@demo.roar.test');
      const { accessToken: otherToken } = await exchange(other);
      const listed = LinkedIdentitiesSchema.parse(
        await (await api('/identities', accessToken)).json(),
      );
      expect(listed.identities).toEqual([
        { provider: 'google', email: 'teacher@demo.roar.test', linkedAt: expect.any(String) },
      ]);
      expect((await api('/identities/clever', accessToken, 'DELETE')).status).toBe(404);
      expect((await api('/identities', otherToken)).status).toBe(200);
      const removed = await api('/identities/google', accessToken, 'DELETE');
      expect(removed.status).toBe(204);
      // Unlinking ends the account's other sessions, not the one that made the change.
      expect((await api('/identities', otherToken)).status).toBe(401);
      expect(
        LinkedIdentitiesSchema.parse(await (await api('/identities', accessToken)).json()),
      ).toEqual({ identities: [] });
    });

    async function tokenFor(login: string, signedInAgoMs: number): Promise<string> {
      const account = await user(login);
      const { claims, permissions } = await computeClaims(database.db, account, new Date());
      const { token } = await signAccessToken(app.tokenSettings, {
        userId: account.id,
        sessionFamilyId: await liveSessionFamily(database.db, account.id),
        claims,
        permissions,
        authenticatedAt: new Date(Date.now() - signedInAgoMs),
        authMethod: 'password',
      });
      return token;
    }

    it('needs a sign-in younger than 5 minutes to unlink', async () => {
      const res = await api(
        '/identities/clever',
        await tokenFor('student1', 10 * 60_000),
        'DELETE',
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthenticated', message: 'recent_sign_in_required' },
      });
      expect((await api('/identities', 'not-a-token')).status).toBe(401);
    });

    it("refuses to unlink an account's only way to sign in", async () => {
      const student = await user('student3');
      await database.db.delete(credentials).where(eq(credentials.userId, student.id));
      await unlinkFederatedIdentities(database.db, { userId: student.id, provider: 'classlink' });
      const token = await tokenFor('student3', 0);
      // Two identities left: one may go.
      expect((await api('/identities/nycps', token, 'DELETE')).status).toBe(204);
      const res = await api('/identities/clever', token, 'DELETE');
      expect(res.status).toBe(409);
      expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('conflict');
      const listed = LinkedIdentitiesSchema.parse(await (await api('/identities', token)).json());
      expect(listed.identities.map((i) => i.provider)).toEqual(['clever']);
    });

    it('links the signed-in account on an explicit link action', async () => {
      const parent = await user('parent@demo.roar.test');
      const browser = new TestBrowser();
      await passwordSignIn(browser, 'parent@demo.roar.test');
      const { url } = await providerSignIn(browser, 'nycps', 'parent@demo.roar.test', {
        query: '?link=1&redirect_to=%2Fprofile%2Faccounts',
      });
      expect(Object.fromEntries(url.searchParams)).toEqual({
        provider: 'nycps',
        redirect_to: '/profile/accounts',
      });
      const { uid } = await exchange(browser);
      expect(uid).toBe(parent.id);
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.identity_linked'), eq(auditLog.targetId, parent.id)));
      expect(entry?.details).toEqual({ provider: 'nycps', by: 'link_action' });
    });

    it('refuses to link an identity that belongs to another account', async () => {
      const browser = new TestBrowser();
      await passwordSignIn(browser, 'admin@demo.roar.test');
      const { url } = await providerSignIn(browser, 'clever', 'student1', { query: '?link=1' });
      expect(url.pathname + url.search).toBe('/sso?error=identity_in_use&provider=clever');
    });

    it('needs a signed-in browser to start a link', async () => {
      const res = await new TestBrowser().request(
        new URL('/api/auth/providers/google/start?link=1', base),
      );
      expect(res.headers.get('location')).toBe(
        '/sso?error=recent_sign_in_required&provider=google',
      );
    });
  });
});

describe('provider sign-in rate limit', () => {
  it('limits start and callback per address', async () => {
    const [target] = testDatabaseTargets();
    const database = await target!.open();
    // Nothing listens on port 9: discovery fails fast; the attempts still count.
    const { app } = await buildTestApp(database, {
      PUBLIC_URL: 'http://127.0.0.1:9',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const start = () => app.inject({ url: '/api/auth/providers/google/start' });
      expect((await start()).headers.location).toBe(
        '/sso?error=provider_unavailable&provider=google',
      );
      expect((await start()).statusCode).toBe(302);
      expect((await start()).statusCode).toBe(429);
      const callback = () => app.inject({ url: '/api/auth/providers/google/callback?state=x' });
      expect((await callback()).statusCode).toBe(302);
      expect((await callback()).statusCode).toBe(302);
      expect((await callback()).statusCode).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);
});
