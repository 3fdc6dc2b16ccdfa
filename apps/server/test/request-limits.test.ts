import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets } from '@roar/db/testing';
import { mapLimited, signIn, startRun, uploadTrials } from '../../../bench/lib/run-api.ts';
import { wordTrials } from '../../../bench/lib/trial-data.ts';
import { seedTrialWorldIn, type TrialWorld } from '../../../bench/lib/trial-world.ts';
import { addressCeiling, refreshLimitKey } from '../src/plugins/request-limits.ts';
import { buildTestApp, signInAs } from './helpers.ts';

const [pglite] = testDatabaseTargets();

/** Pupils of one school, all behind the address of the test (127.0.0.1), over real HTTP. */
const PUPILS = 100;
const TRIALS_EACH = 8;

describe('request limits: a school behind one address (issue 22)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let world: TrialWorld;
  let baseUrl: string;

  beforeAll(async () => {
    const database = await pglite!.open();
    world = await seedTrialWorldIn(database.db, { students: PUPILS, taskId: 'swr' });
    // The default limits: nothing here is raised for the test.
    ({ app } = await buildTestApp(database));
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 120_000);
  afterAll(() => close());

  it('lets 100 pupils sign in and upload their trials from one address, none refused', async () => {
    const refused: string[] = [];
    const played = await mapLimited(world.logins, 20, async (login) => {
      try {
        const token = await signIn(baseUrl, login, world.password);
        const runId = await startRun(baseUrl, token, world);
        for (const trial of wordTrials(0, TRIALS_EACH)) {
          await uploadTrials(baseUrl, { token, runId }, [trial]);
        }
        return true;
      } catch (err) {
        refused.push(`${login}: ${(err as Error).message}`);
        return false;
      }
    });
    // 100 sign-ins, 100 run starts and 800 uploads in well under a minute: the old limits (20
    // sign-ins and 600 requests a minute per address) refused most of them.
    expect(refused).toEqual([]);
    expect(played.filter(Boolean)).toHaveLength(PUPILS);
  }, 120_000);
});

describe('request limits per session and per address', () => {
  it('holds one session to its allowance without touching another from the same address', async () => {
    const database = await pglite!.open();
    const world = await seedTrialWorldIn(database.db, { students: 2, taskId: 'swr' });
    const { app } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
    });
    try {
      const [first, second] = await Promise.all(
        world.logins.map((login) => signInAs(app, login, world.password)),
      );
      const get = (token: string) =>
        app.inject({
          method: 'GET',
          url: '/api/app/assignments',
          headers: { authorization: `Bearer ${token}` },
        });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await get(first!.accessToken)).statusCode);
      expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
      const limited = await get(first!.accessToken);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await get(second!.accessToken)).statusCode).not.toBe(429);
      // A made-up token is no session: it counts against its address, like no token.
      const forged = await get(`${first!.accessToken.slice(0, -4)}AAAA`);
      expect(forged.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a flood from one address above its ceiling, with a time to retry', async () => {
    const database = await pglite!.open();
    const { app } = await buildTestApp(database, { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5' });
    try {
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push((await app.inject({ method: 'GET', url: '/api/auth/jwks.json' })).statusCode);
      }
      expect(codes.slice(0, 5).every((code) => code !== 429)).toBe(true);
      const limited = await app.inject({
        method: 'GET',
        url: '/api/auth/jwks.json',
        remoteAddress: '127.0.0.1',
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await app.inject({
        method: 'GET',
        url: '/api/auth/jwks.json',
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).not.toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('addressCeiling', () => {
  it('counts per address in one-minute windows', () => {
    let now = 120_000;
    const allow = addressCeiling(2, () => now);
    expect(allow('a').allowed).toBe(true);
    expect(allow('a').allowed).toBe(true);
    expect(allow('b').allowed).toBe(true);
    const third = allow('a');
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 59_000;
    expect(allow('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(allow('a').allowed).toBe(true);
  });
});

describe('refreshLimitKey', () => {
  const key = refreshLimitKey('roar_refresh');
  const request = (cookie?: string) =>
    ({ ip: '10.0.0.1', headers: cookie ? { cookie } : {} }) as Parameters<typeof key>[0];

  it('counts a refresh by its cookie, never showing the cookie, else by address', () => {
    const one = key(request('a=1; roar_refresh=secret-one'));
    expect(one).toMatch(/^refresh:/);
    expect(one).not.toContain('secret');
    expect(key(request('roar_refresh=secret-one'))).toBe(one);
    expect(key(request('roar_refresh=secret-two'))).not.toBe(one);
    expect(key(request('other=1'))).toBe('address:10.0.0.1');
    expect(key(request())).toBe('address:10.0.0.1');
  });
});
