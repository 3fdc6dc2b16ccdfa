import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog } from '@roar/db';
import type { Task } from '@roar/contracts';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

describe.each(testDatabaseTargets())('task bundles on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token = '';
  let adminToken = '';
  /** Default variant id by task id. */
  const variant: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    token = (await signInAs(app, 'superadmin@demo.roar.test')).accessToken;
    adminToken = (await signInAs(app, 'admin@demo.roar.test')).accessToken;
    const tasks = (await call('GET', '/tasks')).json().items as Task[];
    for (const task of tasks) variant[task.id] = task.variants[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, as = token) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${as}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates a bundle that keeps its variants in order', async () => {
    const res = await call('POST', '/task-bundles', {
      name: 'Foundational reading',
      variantIds: [variant.swr, variant.pa, variant.sre],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().variants.map((v: { taskId: string }) => v.taskId)).toEqual([
      'swr',
      'pa',
      'sre',
    ]);
    expect(res.json().variants[0]).toMatchObject({
      variantName: 'default',
      taskName: 'ROAR - Word',
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'task_bundle.create'));
    expect(audit).toHaveLength(1);
  });

  it('refuses a taken name, unknown variants and two variants of one task', async () => {
    const taken = await call('POST', '/task-bundles', {
      name: 'Foundational reading',
      variantIds: [variant.letter],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'bundle_name_taken',
      fields: { name: 'bundle_name_taken' },
    });
    const other = await call('POST', '/tasks/swr/variants', {
      name: 'short',
      params: { numTrials: 30 },
    });
    const bad = await call('POST', '/task-bundles', {
      name: 'Mixed',
      variantIds: [variant.swr, 'no-such-variant', other.json().id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'variantIds.1': 'unknown_variant',
      'variantIds.2': 'task_repeated',
    });
    const empty = await call('POST', '/task-bundles', { name: 'Empty', variantIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('reorders and renames a bundle; lists bundles for administrators', async () => {
    const [bundle] = (await call('GET', '/task-bundles')).json().items;
    const res = await call('PATCH', `/task-bundles/${bundle.id}`, {
      name: 'Reading core',
      variantIds: [variant.sre, variant.swr],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Reading core' });
    expect(res.json().variants.map((v: { taskId: string }) => v.taskId)).toEqual(['sre', 'swr']);
    const second = await call('POST', '/task-bundles', {
      name: 'Math',
      variantIds: [variant['fluency-arf']],
    });
    const clash = await call('PATCH', `/task-bundles/${second.json().id}`, {
      name: 'Reading core',
    });
    expect(clash.statusCode).toBe(409);
    const listed = await call('GET', '/task-bundles', undefined, adminToken);
    expect(listed.json().items.map((b: { name: string }) => b.name)).toEqual([
      'Math',
      'Reading core',
    ]);
    expect((await call('PATCH', '/task-bundles/missing', { name: 'x' })).statusCode).toBe(404);
    const forbidden = await call(
      'POST',
      '/task-bundles',
      { name: 'x', variantIds: [variant.swr] },
      adminToken,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
