import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@roar/db/testing';
import { buildTestApp } from './helpers.ts';

const [pglite] = testDatabaseTargets();

describe('sign-in rate limit per address', () => {
  it('answers 429 once an address has used up its sign-in attempts', async () => {
    const database = await pglite!.open();
    const { app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' });
    const attempt = (identifier: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { identifier, password: 'Whatever1' },
      });
    expect((await attempt('a1')).statusCode).toBe(401);
    expect((await attempt('a2')).statusCode).toBe(401);
    const limited = await attempt('a3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    await app.close();
    await database.close();
  });
});
