import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, exportJWK } from 'jose';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { insertUser } from '@roar/db';
import {
  endSession,
  findLiveSession,
  refreshSession,
  startSession,
  type SessionSettings,
} from './session-service.ts';
import { loadSigningKeys } from './keys.ts';
import { parseEnv } from '../../config/env.ts';

describe.each(testDatabaseTargets())('session rotation on $name', ({ open }) => {
  let database: Database;
  let settings: SessionSettings;

  beforeAll(async () => {
    database = await open();
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'test' });
    const keys = await loadSigningKeys(parseEnv({ AUTH_PRIVATE_JWK: jwk }));
    settings = { tokens: { keys, issuer: 'http://test', ttlSeconds: 900 }, maxAgeMs: 3_600_000 };
  });
  afterAll(() => database.close());

  async function newUser(username: string) {
    return insertUser(database.db, { username, userType: 'student' });
  }

  it('ends a sign-in that no page has refreshed for the idle time, on the server', async () => {
    const idle = { ...settings, maxAgeMs: 24 * 3_600_000, idleMs: 60 * 60_000 };
    const user = await newUser('idle-reader');
    const started = await startSession(database.db, idle, {
      user,
      authMethod: 'password',
      client: {},
    });
    const soon = new Date(Date.now() + 50 * 60_000);
    const kept = await refreshSession(database.db, idle, started.refreshToken!, {}, soon);
    const late = new Date(Date.now() + 100 * 60_000);
    await expect(
      refreshSession(database.db, idle, kept.refreshToken!, {}, late),
    ).resolves.toBeTruthy();
    const abandoned = await startSession(database.db, idle, {
      user,
      authMethod: 'password',
      client: {},
    });
    await expect(
      refreshSession(database.db, idle, abandoned.refreshToken!, {}, late),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(await findLiveSession(database.db, abandoned.refreshToken!, new Date())).toBeUndefined();
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const user = await newUser('reuse-victim');
    const t0 = new Date('2026-01-01T08:00:00Z');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
      now: t0,
    });
    const t1 = new Date(t0.getTime() + 60_000);
    const rotated = await refreshSession(database.db, settings, started.refreshToken!, {}, t1);
    expect(rotated.refreshToken).toBeDefined();

    const t2 = new Date(t1.getTime() + 120_000);
    await expect(
      refreshSession(database.db, settings, started.refreshToken!, {}, t2),
    ).rejects.toThrow();
    // The thief's replay also killed the legitimate successor.
    await expect(
      refreshSession(database.db, settings, rotated.refreshToken!, {}, t2),
    ).rejects.toThrow();
  });

  it('carries a browser whose new cookie was lost on with a new one, moments after the rotation', async () => {
    const user = await newUser('lost-answer');
    const t0 = new Date('2026-01-01T08:00:00Z');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
      now: t0,
    });
    // A page load's refresh whose answer was cut off by the next navigation: never stored.
    const t1 = new Date(t0.getTime() + 60_000);
    const lost = await refreshSession(database.db, settings, started.refreshToken!, {}, t1);
    // The next page load presents the rotated token again within the grace period.
    const t2 = new Date(t1.getTime() + 2_000);
    const carried = await refreshSession(database.db, settings, started.refreshToken!, {}, t2);
    expect(carried.refreshToken).toBeDefined();
    expect(carried.refreshToken).not.toBe(lost.refreshToken);
    // Its new cookie keeps working long after the grace period.
    const t3 = new Date(t2.getTime() + 10 * 60_000);
    const later = await refreshSession(database.db, settings, carried.refreshToken!, {}, t3);
    expect(later.refreshToken).toBeDefined();
    // The lost token was rotated on: presented after the grace period, it is reuse.
    await expect(
      refreshSession(database.db, settings, lost.refreshToken!, {}, t3),
    ).rejects.toThrow();
  });

  it('gives two refreshes of one token at the same moment each a live cookie', async () => {
    const user = await newUser('two-tabs');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
    });
    const both = await Promise.all([
      refreshSession(database.db, settings, started.refreshToken!, {}),
      refreshSession(database.db, settings, started.refreshToken!, {}),
    ]);
    expect(both.every((b) => b.refreshToken)).toBe(true);
    // The later cookie is the family's current one (the browser keeps the last it received).
    const results = await Promise.allSettled(
      both.map((b) => refreshSession(database.db, settings, b.refreshToken!, {})),
    );
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('stops refreshing after the session maximum age', async () => {
    const user = await newUser('long-day');
    const t0 = new Date('2026-01-01T08:00:00Z');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
      now: t0,
    });
    const late = new Date(t0.getTime() + settings.maxAgeMs + 1);
    await expect(
      refreshSession(database.db, settings, started.refreshToken!, {}, late),
    ).rejects.toThrow();
  });

  it('ends a session for every rotation of it', async () => {
    const user = await newUser('signs-out');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
    });
    const rotated = await refreshSession(database.db, settings, started.refreshToken!, {});
    await endSession(database.db, started.refreshToken!);
    await expect(
      refreshSession(database.db, settings, rotated.refreshToken!, {}),
    ).rejects.toThrow();
  });

  it('keeps the original sign-in time across rotations', async () => {
    const user = await newUser('keeps-time');
    const t0 = new Date('2026-01-01T08:00:00Z');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
      now: t0,
    });
    const rotated = await refreshSession(
      database.db,
      settings,
      started.refreshToken!,
      {},
      new Date(t0.getTime() + 600_000),
    );
    const payload = JSON.parse(
      Buffer.from(rotated.session.accessToken.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.auth_time).toBe(t0.getTime() / 1000);
  });

  it('finds a live session by the rule refreshing uses', async () => {
    const user = await newUser('live-check');
    const t0 = new Date('2026-01-01T08:00:00Z');
    const started = await startSession(database.db, settings, {
      user,
      authMethod: 'password',
      client: {},
      now: t0,
    });
    const t1 = new Date(t0.getTime() + 60_000);
    const live = await findLiveSession(database.db, started.refreshToken!, t1);
    expect(live?.user.id).toBe(user.id);
    expect(live?.session.authenticatedAt).toEqual(t0);
    // Expired: the session maximum age is over.
    const late = new Date(t0.getTime() + settings.maxAgeMs + 1);
    expect(await findLiveSession(database.db, started.refreshToken!, late)).toBeUndefined();
    // Revoked: a rotated token no longer signs in, its successor does.
    const rotated = await refreshSession(database.db, settings, started.refreshToken!, {}, t1);
    expect(await findLiveSession(database.db, started.refreshToken!, t1)).toBeUndefined();
    expect((await findLiveSession(database.db, rotated.refreshToken!, t1))?.user.id).toBe(user.id);
    expect(await findLiveSession(database.db, 'not-a-token', t1)).toBeUndefined();
  });
});
