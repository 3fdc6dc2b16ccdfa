import { describe, expect, it } from 'vitest';
import { parseEnv, REPO_ROOT } from './env.ts';
import { join } from 'node:path';

describe('parseEnv', () => {
  it('gives the demo defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(env.webDistDir).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(env.seedDemo).toBe(true);
  });

  it('does not seed demo data in production unless SEED_DEMO=1', () => {
    const key = { AUTH_PRIVATE_JWK: '{"kty":"OKP"}', SMTP_URL: 'smtp://mail.example:587' };
    expect(parseEnv({ NODE_ENV: 'production', ...key }).seedDemo).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO: '1', ...key }).seedDemo).toBe(true);
  });

  it('seeds the demo classmates with the demo world, except in tests unless SEED_DEMO_RUNS=1', () => {
    expect(parseEnv({}).seedDemoRuns).toBe(true);
    expect(parseEnv({ SEED_DEMO_RUNS: '0' }).seedDemoRuns).toBe(false);
    expect(parseEnv({ SEED_DEMO: '0' }).seedDemoRuns).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' }).seedDemoRuns).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', SEED_DEMO_RUNS: '1' }).seedDemoRuns).toBe(true);
  });

  it('refuses the demo world or the outbox on a server that listens beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => parseEnv({ HOST })).toThrow(/ALLOW_DEMO_ON_NETWORK/);
      expect(() => parseEnv({ HOST, SEED_DEMO: '0' })).toThrow(/developer outbox/);
      expect(() => parseEnv({ HOST, SMTP_URL: 'smtp://mail.example:587' })).toThrow(/demo world/);
    }
    const safe = parseEnv({ HOST: '0.0.0.0', SEED_DEMO: '0', SMTP_URL: 'smtp://mail.example:587' });
    expect(safe.exposedConveniences).toEqual([]);
    for (const HOST of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(parseEnv({ HOST }).exposedConveniences).toEqual([]);
    }
  });

  it('starts with the demo on the network only when the operator opts in, and says so', () => {
    const env = parseEnv({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: '1' });
    expect(env.seedDemo).toBe(true);
    expect(env.exposedConveniences).toHaveLength(2);
  });

  it('refuses to start in production without a token signing key', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_PRIVATE_JWK/);
  });

  it('refuses to start in production without an SMTP server', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_PRIVATE_JWK: '{"kty":"OKP"}' })).toThrow(
      /SMTP_URL: required in production/,
    );
  });

  it('treats empty values as unset and keeps absolute paths', () => {
    const env = parseEnv({ DATABASE_URL: '', DATA_DIR: '/tmp/roar-data', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe('/tmp/roar-data');
    expect(env.PORT).toBe(3000);
  });

  it('lists every bad key in one error', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(() => parseEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('splits extra CSP connect origins', () => {
    expect(
      parseEnv({ CSP_CONNECT_SRC: 'https://a.example, https://b.example' }).CSP_CONNECT_SRC,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('.env.example', () => {
  it('documents every key the server reads, and nothing else', async () => {
    const { readFileSync } = await import('node:fs');
    const { EnvSchema } = await import('./env.ts');
    const { SsoEnvSchema } = await import('./sso-env.ts');
    const documented = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((key): key is string => Boolean(key) && !key!.startsWith('VITE_'));
    const read = [...Object.keys(EnvSchema.shape), ...Object.keys(SsoEnvSchema.shape)];
    // Explicit endpoints are documented once (for Clever) as the pattern for every provider.
    const optionalPerProvider =
      /^(GOOGLE|CLASSLINK|NYCPS)_(AUTHORIZATION_ENDPOINT|TOKEN_ENDPOINT|USERINFO_ENDPOINT|JWKS_URI)$/;
    expect(
      read.filter((k) => !documented.includes(k) && !optionalPerProvider.test(k)).sort(),
    ).toEqual([]);
    expect(documented.filter((k) => !read.includes(k)).sort()).toEqual([]);
  });
});
