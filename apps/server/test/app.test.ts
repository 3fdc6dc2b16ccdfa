import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { ApiErrorSchema } from '@roar/contracts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildTestApp } from './helpers.ts';

describe.each(testDatabaseTargets())('API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    ({ app } = await buildTestApp(database));
    // Routes that fail on purpose, to check the one error shape.
    app.get('/api/test/boom', async () => {
      throw new Error('relation "core.secret_table" does not exist at /srv/app/db.ts:42');
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
        async (request) => request.body,
      );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers liveness', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database is reachable', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with the error shape, not the SPA', async () => {
    const res = await app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('not_found');
  });

  it('never leaks internals in a 5xx', async () => {
    const res = await app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong.' } });
    expect(res.body).not.toMatch(/secret_table|db\.ts|stack/);
  });

  it('reports validation errors per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['age', 'name']);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('bad_request');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    // Neither JavaScript eval nor WebAssembly compiling in the page.
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('returns a request id, keeping a safe incoming one', async () => {
    const generated = await app.inject({ url: '/healthz' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[A-Za-z0-9]{20}$/);
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers['x-request-id']).toBe('lb-123');
    const unsafe = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'a b\n<script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('<');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe.each(testDatabaseTargets().slice(0, 1))(
  'readiness with a closed database ($name)',
  ({ open }) => {
    it('answers 503 when the database is unreachable', async () => {
      const database = await open();
      const { app } = await buildTestApp(database);
      await database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      await app.close();
    });
  },
);
