import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { insertUser, setPasswordHash, signInThrottle } from '@roar/db';
import { ApiErrorSchema } from '@roar/contracts';
import { buildTestApp } from './helpers.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

const PASSWORD = 'Correct-Horse-7';
/** Waits as asked: the clock (Date only) stands still in these tests unless moved. */
const wait = (seconds: number | string) => vi.setSystemTime(Date.now() + Number(seconds) * 1000);

/** The `roar_device=...` pair of a response's Set-Cookie, ready for a Cookie header. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c: string) => c.startsWith('roar_device='));
}

/** ADR 021: throttling by account and client instead of a lock anyone could set off. */
describe.each(testDatabaseTargets())('sign-in throttling on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    const passwordHash = await hashPassword(PASSWORD);
    for (const username of ['pupil.one', 'pupil.two']) {
      const user = await insertUser(database.db, { username, userType: 'student' });
      await setPasswordHash(database.db, { userId: user.id, passwordHash });
    }
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(signInThrottle);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-02T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (
    address: string,
    options: { identifier?: string; password?: string; cookie?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: address,
      headers: options.cookie ? { cookie: options.cookie } : {},
      payload: {
        identifier: options.identifier ?? 'pupil.one',
        password: options.password ?? PASSWORD,
      },
    });

  /** Signs pupil.one in at `address` and returns the known-device cookie for a Cookie header. */
  async function knownDevice(address: string, identifier = 'pupil.one'): Promise<string> {
    const res = await signIn(address, { identifier });
    expect(res.statusCode).toBe(200);
    return deviceCookieOf(res)!.split(';')[0]!;
  }

  /** Wrong passwords for pupil.one, one from each of `count` addresses (a spread-out guesser). */
  async function guessFromManyAddresses(count: number, identifier = 'pupil.one') {
    for (let i = 1; i <= count; i += 1) {
      const res = await signIn(`203.0.113.${i}`, { identifier, password: 'Guess-1234' });
      expect(res.statusCode).toBe(401);
    }
  }

  it('marks the browser as a known device on a successful password sign-in', async () => {
    const res = await signIn('192.0.2.10');
    const cookie = deviceCookieOf(res)!;
    expect(cookie).toMatch(/^roar_device=[^;]+/);
    expect(cookie).toMatch(/; Max-Age=15552000/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/; Secure/); // PUBLIC_URL is http here
    expect((await signIn('192.0.2.10', { password: 'Wrong-1234' })).headers['set-cookie']).toBe(
      undefined,
    );
  });

  it('lets the known device in with the right password after others failed on the account', async () => {
    const cookie = await knownDevice('192.0.2.10');
    await guessFromManyAddresses(10);
    // Wrong passwords from one other address as well, waiting as told in between.
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn('198.51.100.66', { password: 'Guess-1234' });
      if (res.statusCode === 429) wait(res.headers['retry-after']!);
    }

    expect((await signIn('192.0.2.10', { cookie })).statusCode).toBe(200);
    // Even behind the guesser's address (one school, one public address).
    expect((await signIn('198.51.100.66', { cookie })).statusCode).toBe(200);
  });

  it('asks an unknown client to wait a little, with Retry-After, instead of locking the account', async () => {
    await guessFromManyAddresses(10);
    const res = await signIn('192.0.2.99');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(ApiErrorSchema.parse(res.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-ins. Try again in 1 second.',
    });
    // A cookie of another account, or a forged one, does not make the browser known.
    const other = await knownDevice('192.0.2.99', 'pupil.two');
    expect((await signIn('192.0.2.99', { cookie: other })).statusCode).toBe(429);
    const forged = `${other.slice(0, -4)}AAAA`;
    expect((await signIn('192.0.2.99', { cookie: forged })).statusCode).toBe(429);

    wait(res.headers['retry-after']!);
    expect((await signIn('192.0.2.99')).statusCode).toBe(200);
  });

  it('slows one address after five failures on an account, and the waits grow', async () => {
    const address = '198.51.100.7';
    const wrong = () => signIn(address, { password: 'Guess-1234' });
    for (let i = 0; i < 5; i += 1) expect((await wrong()).statusCode).toBe(401);
    const first = await wrong();
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    wait(1);
    expect((await wrong()).statusCode).toBe(401);
    const second = await wrong();
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    // Another account from the same address is not slowed.
    expect((await signIn(address, { identifier: 'pupil.two' })).statusCode).toBe(200);
  });

  it("slows a known device after its own failures, but never the account's other known devices", async () => {
    const mine = await knownDevice('192.0.2.10');
    const other = await knownDevice('192.0.2.10');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('192.0.2.10', { cookie: mine, password: 'Typo-1234' })).statusCode).toBe(
        401,
      );
    }
    const slowed = await signIn('192.0.2.10', { cookie: mine });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await signIn('192.0.2.10', { cookie: other })).statusCode).toBe(200);
  });

  it('answers the same for an unknown account: the waits do not tell which accounts exist', async () => {
    await guessFromManyAddresses(10, 'nobody.here');
    const res = await signIn('192.0.2.99', { identifier: 'nobody.here' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
  });
});
