import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { administrationAssessments, administrations, auditLog } from '@roar/db';
import { TASK_CATALOGUE, type Task } from '@roar/contracts';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

describe.each(testDatabaseTargets())('task catalogue API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    await seedDemoWorld(database.db, { hashPassword });
    ({ app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }));
    for (const login of [
      'superadmin@demo.roar.test',
      'admin@demo.roar.test',
      'launch@demo.roar.test',
      'student1',
    ]) {
      tokens[login.split('@')[0]!] = (await signInAs(app, login)).accessToken;
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lists the catalogue with default variants and parameter descriptors', async () => {
    const res = await call('superadmin', 'GET', '/tasks');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Task[];
    expect(items.map((t) => t.id).sort()).toEqual(TASK_CATALOGUE.map((t) => t.id).sort());
    expect(items[0]?.id).toBe('swr');
    const swr = items.find((t) => t.id === 'swr')!;
    expect(swr).toMatchObject({
      publicName: 'ROAR - Word',
      gameRoute: '/game/swr',
      language: 'en',
    });
    expect(swr.variants.map((v) => v.name)).toEqual(['default']);
    expect(swr.paramDescriptors.find((d) => d.name === 'numTrials')).toMatchObject({
      type: 'number',
      integer: true,
      min: 10,
      max: 200,
      required: false,
    });
    const pa = items.find((t) => t.id === 'pa')!;
    expect(pa.paramDescriptors.find((d) => d.name === 'subtests')).toMatchObject({
      type: 'array',
      options: ['FSM', 'LSM', 'DEL'],
      default: ['FSM', 'LSM', 'DEL'],
    });
    expect(pa.paramDescriptors.find((d) => d.name === 'language')).toMatchObject({
      type: 'enum',
      options: ['en'],
    });
  });

  it('lets administrators read and nobody else; only Tasks.UPDATE writes', async () => {
    expect((await call('admin', 'GET', '/tasks')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/task-bundles')).statusCode).toBe(200);
    expect((await call('student1', 'GET', '/tasks')).statusCode).toBe(403);
    expect((await call('launch', 'GET', '/tasks/swr')).statusCode).toBe(403);
    const write = await call('admin', 'PATCH', '/tasks/swr', { name: 'x' });
    expect(write.statusCode).toBe(403);
    expect((await call('admin', 'POST', '/tasks/swr/variants', { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('filters by search and registration', async () => {
    const found = (await call('superadmin', 'GET', '/tasks?search=palabra')).json().items as Task[];
    expect(found.map((t) => t.id)).toEqual(['swr-es']);
    await call('superadmin', 'PATCH', '/tasks/ran', { registered: false });
    const registered = (await call('superadmin', 'GET', '/tasks?registeredOnly=true')).json()
      .items as Task[];
    expect(registered.map((t) => t.id)).not.toContain('ran');
    expect(registered.map((t) => t.id)).toContain('swr');
  });

  it('creates an external task (https only) and refuses unknown internal ones', async () => {
    const unknown = await call('superadmin', 'POST', '/tasks', { id: 'my-game', name: 'Mine' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_internal_task');
    const taken = await call('superadmin', 'POST', '/tasks', { id: 'swr', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'task_id_taken',
      fields: { id: 'task_id_taken' },
    });
    const http = await call('superadmin', 'POST', '/tasks', {
      id: 'partner-quiz',
      name: 'Partner quiz',
      externalUrl: 'http://quiz.example.org/start',
    });
    expect(http.statusCode).toBe(400);
    expect(Object.keys(http.json().error.fields)).toEqual(['externalUrl']);
    const badId = await call('superadmin', 'POST', '/tasks', { id: 'Bad_Id', name: 'x' });
    expect(Object.keys(badId.json().error.fields)).toEqual(['id']);

    const created = await call('superadmin', 'POST', '/tasks', {
      id: 'partner-quiz',
      name: 'Partner quiz',
      publicName: 'Quiz',
      externalUrl: 'https://quiz.example.org/start?lang=en',
      registered: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'partner-quiz',
      gameRoute: null,
      paramDescriptors: [],
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'task.create'), eq(auditLog.targetId, 'partner-quiz')));
    expect(audit).toHaveLength(1);
  });

  it('updates a task and refuses an external URL on our own game', async () => {
    const res = await call('superadmin', 'PATCH', '/tasks/letter', {
      description: 'Letters and sounds.',
      tags: ['Reading', 'K-2'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Letters and sounds.',
      tags: ['Reading', 'K-2'],
    });
    const bad = await call('superadmin', 'PATCH', '/tasks/letter', {
      externalUrl: 'https://example.org',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('superadmin', 'PATCH', '/tasks/nope', { name: 'x' })).statusCode).toBe(404);
  });

  it('validates variant parameters against the task’s schema, field by field', async () => {
    const bad = await call('superadmin', 'POST', '/tasks/swr/variants', {
      name: 'long',
      params: { numTrials: 500, practice: 'yes', colour: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'params.colour',
      'params.numTrials',
      'params.practice',
    ]);
    const wrongLanguage = await call('superadmin', 'POST', '/tasks/swr-es/variants', {
      name: 'english',
      params: { language: 'en' },
    });
    expect(Object.keys(wrongLanguage.json().error.fields)).toEqual(['params.language']);

    const ok = await call('superadmin', 'POST', '/tasks/swr/variants', {
      name: 'short',
      description: 'Fewer items',
      params: { numTrials: 40 },
      registered: true,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().params).toMatchObject({ language: 'en', numTrials: 40, practice: true });
    const twice = await call('superadmin', 'POST', '/tasks/swr/variants', { name: 'short' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'variant_name_taken',
      fields: { name: 'variant_name_taken' },
    });
    // The same name on another task is fine.
    expect(
      (await call('superadmin', 'POST', '/tasks/pa/variants', { name: 'short' })).statusCode,
    ).toBe(201);
  });

  it('appends an external variant’s parameters to the task URL', async () => {
    const res = await call('superadmin', 'POST', '/tasks/partner-quiz/variants', {
      name: 'grade 3',
      params: { grade: 3, timed: true, form: 'b c' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe(
      'https://quiz.example.org/start?lang=en&form=b+c&grade=3&timed=true',
    );
    const bad = await call('superadmin', 'POST', '/tasks/partner-quiz/variants', {
      name: 'nested',
      params: { deep: { x: 1 } },
    });
    expect(bad.json().error.fields).toHaveProperty(['params.deep']);
  });

  it('keeps a used variant’s parameters frozen; description and registration may change', async () => {
    const variant = (
      await call('superadmin', 'POST', '/tasks/sre/variants', { name: 'timed', params: {} })
    ).json() as Task['variants'][number];
    expect(variant.inUse).toBe(false);
    const unused = await call('superadmin', 'PATCH', `/tasks/sre/variants/${variant.id}`, {
      params: { timeLimitSeconds: 90 },
    });
    expect(unused.statusCode).toBe(200);
    expect(unused.json().params.timeLimitSeconds).toBe(90);

    const [admin] = await database.db.insert(administrations).values({ name: 'Fall' }).returning();
    await database.db
      .insert(administrationAssessments)
      .values({ administrationId: admin!.id, variantId: variant.id, taskId: 'sre', position: 0 });
    const frozen = await call('superadmin', 'PATCH', `/tasks/sre/variants/${variant.id}`, {
      params: { timeLimitSeconds: 120 },
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.code).toBe('variant_in_use');
    const described = await call('superadmin', 'PATCH', `/tasks/sre/variants/${variant.id}`, {
      description: 'Short form',
      registered: false,
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      description: 'Short form',
      registered: false,
      inUse: true,
    });
    expect(
      (await call('superadmin', 'PATCH', `/tasks/sre/variants/${variant.id}`, {})).statusCode,
    ).toBe(200);
    const elsewhere = await call('superadmin', 'PATCH', `/tasks/swr/variants/${variant.id}`, {
      description: 'x',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('serves tasks through the document API to any signed-in user', async () => {
    const res = await app.inject({
      url: '/api/admin/documents/tasks/letter-es',
      headers: { authorization: `Bearer ${tokens.student1}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'letter-es',
      publicName: 'ROAR - Letra',
      language: 'es',
    });
    expect(res.json().variants[0].name).toBe('default');
  });
});
