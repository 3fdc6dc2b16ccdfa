import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { poolSizeFor, serverProcesses } from './processes.ts';

const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });
const PG = { DATABASE_URL: 'postgres://roar@db.example/roar' };

describe('server processes (WEB_CONCURRENCY)', () => {
  it('runs one on the embedded database, and refuses more with what to do', () => {
    expect(serverProcesses(env({}), 8)).toBe(1);
    expect(serverProcesses(env({ WEB_CONCURRENCY: '1' }), 8)).toBe(1);
    expect(() => serverProcesses(env({ WEB_CONCURRENCY: '2' }), 8)).toThrow(
      /needs PostgreSQL.*Set DATABASE_URL, or WEB_CONCURRENCY=1/,
    );
  });

  it('runs one per core on PostgreSQL unless told', () => {
    expect(serverProcesses(env(PG), 4)).toBe(4);
    expect(serverProcesses(env({ ...PG, WEB_CONCURRENCY: '3' }), 4)).toBe(3);
  });

  it('refuses a count that is no whole number of processes', () => {
    expect(() => env({ ...PG, WEB_CONCURRENCY: '0' })).toThrow();
    expect(() => env({ ...PG, WEB_CONCURRENCY: 'many' })).toThrow();
  });
});

describe('pool size per process', () => {
  it('shares max_connections minus a reserve among every pool, between 2 and 20', () => {
    expect(poolSizeFor(100, 4)).toBe(20);
    expect(poolSizeFor(100, 8)).toBe(11);
    expect(poolSizeFor(100, 8, 2)).toBe(5);
    expect(poolSizeFor(20, 16)).toBe(2);
  });
});
