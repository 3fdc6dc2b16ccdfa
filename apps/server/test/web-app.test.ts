import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { buildTestApp } from './helpers.ts';

const [pglite] = testDatabaseTargets();

describe('serving the built web app', () => {
  let dist: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'roar-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
    database = await pglite!.open();
    ({ app } = await buildTestApp(database, { WEB_DIST_DIR: dist }, { serveWebApp: true }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/list-orgs', '/scores/a/district/b/user/c?x=1', '/game/swr'])(
    'answers index.html for the app route %s (history fallback)',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="app">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the document-only security headers with pages, not with scripts and styles', async () => {
    const page = await app.inject({ url: '/signin' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('answers 404 for a missing file and JSON for unknown API paths', async () => {
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });
});

describe('global rate limit', () => {
  it('answers 429 with the error shape once the API limit is used up', async () => {
    const database = await pglite!.open();
    // Requests without a session count by address (ADR 038).
    const { app } = await buildTestApp(database, { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '3' });
    app.get('/api/test/ping', async () => ({ ok: true }));
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await app.inject({ url: '/api/test/ping' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ url: '/api/test/ping' });
    expect(res.json().error.code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBeDefined();
    // Health checks are never limited: a load balancer must always reach them.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});
