import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets } from '@roar/db/testing';
import { mapLimited, signIn, startRun, uploadTrials } from '../../../bench/lib/run-api.ts';
import { wordTrials } from '../../../bench/lib/trial-data.ts';
import { seedTrialWorldIn, type TrialWorld } from '../../../bench/lib/trial-world.ts';
import { BatchedCounters, type CounterBackend } from '../src/lib/batched-counters.ts';
import {
  postgresCounterBackend,
  redisCounterBackend,
} from '../src/modules/limits/counter-backends.ts';
import { refreshLimitKey } from '../src/plugins/request-limits.ts';
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

describe('BatchedCounters', () => {
  it('counts per key in fixed windows, alone in memory', async () => {
    let now = 120_000;
    const counters = new BatchedCounters(null, undefined, () => now);
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.incr('a', 60_000).current).toBe(2);
    expect(counters.incr('b', 60_000).current).toBe(1);
    now += 59_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 3, ttl: 1_000 });
    now += 1_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    await counters.flush();
    expect(counters.read('b', 60_000).current).toBe(0);
  });

  it('adds what each process counted to the shared count, and reads the others’ back', async () => {
    const shared = new Map<string, number>();
    const backend: CounterBackend = {
      add: async (deltas) =>
        deltas.map((d) => {
          const id = `${d.key}@${d.windowStart.getTime()}`;
          shared.set(id, (shared.get(id) ?? 0) + d.delta);
          return shared.get(id)!;
        }),
      prune: async () => {},
    };
    const now = () => 60_000;
    const one = new BatchedCounters(backend, undefined, now);
    const two = new BatchedCounters(backend, undefined, now);
    for (let i = 0; i < 3; i += 1) one.incr('k', 60_000);
    two.incr('k', 60_000);
    await one.flush();
    await two.flush();
    expect(two.read('k', 60_000).current).toBe(4);
    // Every exchange reads the others' counts back, also of a key with nothing new to add: a
    // process never answers from a total older than one exchange.
    expect(one.read('k', 60_000).current).toBe(3);
    await one.flush();
    expect(one.read('k', 60_000).current).toBe(4);
    expect(one.incr('k', 60_000).current).toBe(5);
    await one.flush();
    expect(one.read('k', 60_000).current).toBe(5);
  });

  it('keeps counting when the backend fails, and adds the counts later', async () => {
    let failing = true;
    const added: number[] = [];
    const errors: unknown[] = [];
    const counters = new BatchedCounters(
      {
        add: async (deltas) => {
          if (failing) throw new Error('down');
          added.push(...deltas.map((d) => d.delta));
          return deltas.map((d) => d.delta);
        },
        prune: async () => {},
      },
      (err) => errors.push(err),
      () => 60_000,
    );
    counters.incr('k', 60_000);
    await counters.flush();
    expect(errors).toHaveLength(1);
    expect(counters.incr('k', 60_000).current).toBe(2);
    failing = false;
    await counters.flush();
    expect(added).toEqual([2]);
    expect(counters.read('k', 60_000).current).toBe(2);
  });
});

describe.each(testDatabaseTargets())('shared request counters on $name', ({ name, open }) => {
  it('add up what two processes count, through the database', async () => {
    const database = await open();
    try {
      const now = () => Date.UTC(2026, 10, 29, 10, 0, 30);
      const one = new BatchedCounters(postgresCounterBackend(database.db), undefined, now);
      const two = new BatchedCounters(postgresCounterBackend(database.db), undefined, now);
      for (let i = 0; i < 3; i += 1) one.incr('session:a', 60_000);
      two.incr('session:a', 60_000);
      two.incr('session:b', 60_000);
      await one.flush();
      await two.flush();
      expect(two.read('session:a', 60_000).current).toBe(4);
      expect(two.read('session:b', 60_000).current).toBe(1);
      one.incr('session:a', 60_000);
      await one.flush();
      expect(one.read('session:a', 60_000).current).toBe(5);
    } finally {
      await database.close();
    }
  });

  it.runIf(name === 'postgres')(
    'share limits and sign-outs between two server processes on one database',
    async () => {
      const database = await open();
      const world = await seedTrialWorldIn(database.db, { students: 1, taskId: 'swr' });
      const limits = { RATE_LIMIT_PER_MINUTE: '3' };
      const a = await buildTestApp(database, limits);
      const b = await buildTestApp(database, limits, { signingKeys: a.app.tokenSettings.keys });
      try {
        const { accessToken } = await signInAs(a.app, world.logins[0]!, world.password);
        const get = (app: FastifyInstance) =>
          app.inject({
            method: 'GET',
            url: '/api/app/assignments',
            headers: { authorization: `Bearer ${accessToken}` },
          });
        const pause = () => new Promise((resolve) => setTimeout(resolve, 1_300));
        expect((await get(a.app)).statusCode).toBe(200);
        expect((await get(a.app)).statusCode).toBe(200);
        await pause(); // a adds its two requests to the shared count
        expect((await get(b.app)).statusCode).toBe(200);
        await pause(); // b adds its one and reads a's two back
        expect((await get(b.app)).statusCode).toBe(429);

        // Signing out on one process ends the session on the other at once.
        const other = await signInAs(b.app, world.logins[0]!, world.password);
        const asOther = (app: FastifyInstance) =>
          app.inject({
            method: 'GET',
            url: '/api/app/assignments',
            headers: { authorization: `Bearer ${other.accessToken}` },
          });
        expect((await asOther(a.app)).statusCode).toBe(200);
        const out = await b.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: other.cookie ?? '', authorization: `Bearer ${other.accessToken}` },
        });
        expect(out.statusCode).toBeLessThan(300);
        expect((await asOther(a.app)).statusCode).toBe(401);
      } finally {
        await a.app.close();
        await b.app.close();
        await database.close();
      }
    },
  );
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether a Redis answers at REDIS_URL (the CI machine runs one; elsewhere it may not). */
async function redisAnswers(): Promise<boolean> {
  const backend = redisCounterBackend(REDIS_URL);
  try {
    await backend.add([
      { key: 'probe', windowStart: new Date(0), expiresAt: new Date(Date.now() + 1_000), delta: 1 },
    ]);
    return true;
  } catch {
    return false;
  } finally {
    await backend.close?.();
  }
}

describe.runIf(await redisAnswers())('shared request counters in Redis', () => {
  it('add up what two processes count', async () => {
    const now = () => Date.now();
    const key = `session:${Math.random().toString(36).slice(2)}`;
    const one = new BatchedCounters(redisCounterBackend(REDIS_URL), undefined, now);
    const two = new BatchedCounters(redisCounterBackend(REDIS_URL), undefined, now);
    try {
      for (let i = 0; i < 3; i += 1) one.incr(key, 60_000);
      two.incr(key, 60_000);
      await one.flush();
      await two.flush();
      // The same window unless the minute turned between the counts (then two saw its own).
      expect([4, 1]).toContain(two.read(key, 60_000).current);
    } finally {
      await one.stop();
      await two.stop();
    }
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
