import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { buildTestApp } from './helpers.ts';

/**
 * The captcha provider is outside our system, so a loopback HTTP server speaks its siteverify
 * protocol: token 'good-<action>' passes for that action, 'low' scores 0.1, anything else fails.
 */
function startSiteVerify(): Promise<{ server: Server; url: string; secrets: string[] }> {
  const secrets: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      secrets.push(form.get('secret') ?? '');
      const token = form.get('response') ?? '';
      const answer = token.startsWith('good-')
        ? { success: true, score: 0.9, action: token.slice(5) }
        : token === 'low'
          ? { success: true, score: 0.1, action: 'sign_in' }
          : { success: false };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/siteverify`, secrets });
    }),
  );
}

const [target] = testDatabaseTargets();

describe('optional third-party keys (spec section 7)', () => {
  let database: Database;
  let plain: FastifyInstance;
  let keyed: FastifyInstance;
  let verify: Awaited<ReturnType<typeof startSiteVerify>>;

  beforeAll(async () => {
    verify = await startSiteVerify();
    database = await target!.open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app: plain } = await buildTestApp(database));
    ({ app: keyed } = await buildTestApp(database, {
      MAPS_API_KEY: 'maps-browser-key',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET_KEY: 'secret-key',
      CAPTCHA_VERIFY_URL: verify.url,
    }));
  }, 60_000);
  afterAll(async () => {
    await plain.close();
    await keyed.close();
    await database.close();
    verify.server.close();
  });

  const signIn = (app: FastifyInstance, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier: 'student1', password: DEMO_PASSWORD },
      headers: token ? { 'x-attestation-token': token } : {},
    });

  it('without keys: no external origins, no keys in the config, no attestation needed', async () => {
    const config = await plain.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ mapsApiKey: null, captchaSiteKey: null });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(csp).toContain("frame-src 'none'");
    expect((await signIn(plain)).statusCode).toBe(200);
  });

  it('with keys: the config names them and the CSP allows the maps and captcha scripts', async () => {
    const config = await keyed.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({
      mapsApiKey: 'maps-browser-key',
      captchaSiteKey: 'site-key',
    });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/maps\.googleapis\.com https:\/\/www\.google\.com\/recaptcha\//,
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
  });

  it('with keys: sign-in needs a valid attestation header for its action', async () => {
    expect((await signIn(keyed)).statusCode).toBe(403);
    expect((await signIn(keyed, 'forged')).statusCode).toBe(403);
    expect((await signIn(keyed, 'low')).statusCode).toBe(403);
    expect((await signIn(keyed, 'good-email_link')).statusCode).toBe(403);
    expect((await signIn(keyed, 'good-sign_in')).statusCode).toBe(200);
    expect(verify.secrets.every((s) => s === 'secret-key')).toBe(true);
  });

  it('refuses a site key without its secret', async () => {
    await expect(buildTestApp(database, { CAPTCHA_SITE_KEY: 'only-site' })).rejects.toThrow(
      /CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY/,
    );
  });
});
