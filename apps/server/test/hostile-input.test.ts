import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema } from '@roar/contracts';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { prepareHostileWorld, validRequests } from './hostile-input-requests.ts';
import {
  PARTS,
  deepNestingMark,
  routesWithSchemas,
  send,
  withValueAt,
  type Part,
  type Target,
  type ValidRequest,
} from './hostile-input-targets.ts';

/**
 * Issue 14: text holding NUL or a lone surrogate answered 500 in many places, and a game's upload
 * queue retries a 5xx forever. Every endpoint with a request schema gets generated hostile values
 * (NUL, lone surrogates, controls, very long text, numbers or objects for text, deep nesting,
 * prototype keys) in one field at a time of a valid request, sent by a caller who holds the
 * endpoint's permission with real ids; no answer may be a 5xx, and most must get past
 * authentication to the input checks.
 */

const NUL = 'a\u0000b';
const HIGH = '\ud800';
const LOW = 'x\udfff';

/**
 * The 5xx answers found by probing every field of every endpoint with NUL, U+D800 and U+DFFF
 * before the fix (plugins/input-guard.ts), one field per endpoint (`route, part, path, value`).
 * Each answered 500, or for a CSV export broke off mid-stream; a lone surrogate failed where the
 * value is stored as JSON (names in the audit log, tags, addresses, demographics, trial data).
 */
const KNOWN_CASES: [route: string, part: Part, path: string, value: string][] = [
  ['POST /api/auth/sign-in', 'body', 'identifier', NUL],
  ['GET /api/admin/documents/:collection/:id', 'params', 'id', NUL],
  ['GET /api/app/documents/:collection/:id', 'params', 'id', NUL],
  ['POST /api/bug-reports', 'body', 'message', NUL],
  ['PATCH /api/admin/users/me', 'body', 'name.first', NUL],
  ['POST /api/admin/administrations', 'body', 'name', HIGH],
  ['POST /api/admin/administrations', 'body', 'assessments.0.conditions.assigned.value', LOW],
  ['PUT /api/admin/administrations/:id', 'body', 'orgs.classes.0', NUL],
  ['GET /api/admin/administrations', 'querystring', 'search', NUL],
  ['GET /api/admin/administrations/:id', 'params', 'id', NUL],
  ['GET /api/admin/administrations/:id/orgs', 'querystring', 'parentId', NUL],
  ['DELETE /api/admin/administrations/:id', 'params', 'id', NUL],
  [
    'POST /api/app/assignments/:administrationId/assessments/:taskId/start',
    'params',
    'administrationId',
    NUL,
  ],
  [
    'POST /api/app/assignments/:administrationId/assessments/:taskId/complete',
    'params',
    'administrationId',
    NUL,
  ],
  ['POST /api/app/legal/accept', 'body', 'documentIds.0', NUL],
  ['GET /api/app/runs/:runId', 'params', 'runId', NUL],
  ['GET /api/app/runs/:runId/trials', 'params', 'runId', NUL],
  ['POST /api/app/runs/:runId/trials', 'body', 'trials.0.itemId', NUL],
  ['POST /api/app/runs/:runId/trials', 'body', 'trials.0.data.note', NUL],
  ['POST /api/app/runs/:runId/trials', 'body', 'trials.0.data.note', HIGH],
  ['POST /api/app/runs/:runId/interactions', 'params', 'runId', NUL],
  ['POST /api/app/runs/:runId/rejected', 'params', 'runId', NUL],
  ['POST /api/app/runs/:runId/complete', 'params', 'runId', NUL],
  ['GET /api/admin/tasks', 'querystring', 'search', NUL],
  ['GET /api/admin/tasks/:id', 'params', 'id', NUL],
  ['POST /api/admin/tasks', 'body', 'tags.0', LOW],
  ['PATCH /api/admin/tasks/:id', 'body', 'description', NUL],
  ['POST /api/admin/tasks/:id/variants', 'body', 'params.note', HIGH],
  ['PATCH /api/admin/tasks/:id/variants/:variantId', 'params', 'variantId', NUL],
  ['POST /api/admin/task-bundles', 'body', 'name', LOW],
  ['PATCH /api/admin/task-bundles/:id', 'body', 'variantIds.0', NUL],
  ['POST /api/admin/orgs', 'body', 'address.city', HIGH],
  ['GET /api/admin/orgs', 'querystring', 'districtId', NUL],
  ['GET /api/admin/orgs/:id', 'params', 'id', NUL],
  ['PATCH /api/admin/orgs/:id', 'body', 'abbreviation', NUL],
  ['POST /api/admin/orgs/:id/archive', 'params', 'id', NUL],
  ['POST /api/admin/orgs/:id/unarchive', 'params', 'id', NUL],
  ['POST /api/admin/orgs/:id/activation-codes', 'params', 'id', NUL],
  ['GET /api/admin/orgs/:id/activation-codes', 'params', 'id', NUL],
  ['POST /api/admin/activation-codes/:code/revoke', 'params', 'code', NUL],
  ['GET /api/admin/orgs/:id/users.csv', 'params', 'id', NUL],
  ['GET /api/admin/orgs/:orgType/:orgId/users', 'querystring', 'search', NUL],
  ['GET /api/admin/orgs/:orgType/:orgId/users.csv', 'querystring', 'search', NUL],
  ['PATCH /api/admin/users/:id', 'body', 'demographics.race.0', LOW],
  ['POST /api/admin/users/:id/archive', 'params', 'id', NUL],
  ['POST /api/admin/users/:id/unarchive', 'params', 'id', NUL],
  ['POST /api/admin/roster/students', 'body', 'rows.0.username', NUL],
  ['POST /api/admin/administrators', 'body', 'name.last', NUL],
  ['GET /api/activation-codes/:code', 'params', 'code', NUL],
  ['POST /api/admin/family/children', 'body', 'students.0.activationCode', NUL],
  ['GET /api/admin/launch/students', 'querystring', 'search', NUL],
  ['GET /api/admin/reports/:administrationId/:orgType/:orgId', 'params', 'orgId', NUL],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/summary',
    'querystring',
    'grade.0',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/summary',
    'querystring',
    'taskId',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/students',
    'params',
    'administrationId',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/students.csv',
    'querystring',
    'schoolId.0',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/students',
    'querystring',
    'search',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/students.csv',
    'querystring',
    'userId.0',
    NUL,
  ],
  [
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId',
    'params',
    'userId',
    NUL,
  ],
];

/** The field a query value is named by: repeated keys make a list, a single one a value. */
const fieldOf = (part: Part, path: string) =>
  part === 'querystring' ? path.replace(/\.0$/, '') : path;

const segments = (path: string) => path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** Text no endpoint can store, and text that is merely unusual. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const control = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
);
const hostileText = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', NUL, HIGH, LOW, '\udbff\udbff', '😀', 'Zoë'),
  fc
    .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), loneSurrogate, control), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
  fc.integer({ min: 65, max: 40_000 }).map((n) => 'é'.repeat(n)),
  fc.constantFrom('a'.repeat(64), 'a'.repeat(65), 'a'.repeat(321), '1'.repeat(2049)),
);
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText);
/** Nesting far past what any payload needs (the guard refuses past 64 levels). */
const deepNesting = fc.integer({ min: 60, max: 20_000 }).map(deepNestingMark);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileKey, hostileText, { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":1}}}')),
  deepNesting,
);

/** A valid request with `value` in one field (or under a new key `key`) of one part. */
function hostileRequest(valid: ValidRequest, target: Target, value: unknown, key: string) {
  const path = target.kind === 'key' ? [...target.path, key] : target.path;
  return { ...valid, [target.part]: withValueAt(valid[target.part], path, value) };
}

describe.each(testDatabaseTargets())('hostile input on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let app: FastifyInstance;
  let requests: Record<string, () => ValidRequest>;
  let routes: ReturnType<typeof routesWithSchemas>;
  const tokens = new Map<string, string>();
  /** Requests (by their x-request-id) that got past authentication to the input checks. */
  const reachedInput = new Set<string>();
  let sent = 0;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    app = demo.app;
    // After every onRequest hook (authentication, permissions), before body parsing and checks.
    app.addHook('preParsing', async (request) => {
      reachedInput.add(request.id);
    });
    requests = validRequests(await prepareHostileWorld(demo, database));
    routes = routesWithSchemas(app.routeInventory);
    for (const make of Object.values(requests)) {
      const { login } = make();
      if (login && !tokens.has(login)) tokens.set(login, await demo.token(login));
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Sends as the request's caller from an address of its own (the per-address rate limits). */
  async function sendAs(route: string, request: ValidRequest) {
    sent += 1;
    const id = `hostile-${sent}`;
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    const token = request.login ? tokens.get(request.login) : undefined;
    const res = await send(app, route, request, token, address, id);
    return { res, reached: reachedInput.has(id) };
  }

  it('has a valid request for every endpoint with a request schema', () => {
    expect(routes.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(requests).sort()).toEqual(routes.map((r) => r.route).sort());
    for (const { route, schemas } of routes) {
      const valid = requests[route]!();
      for (const part of PARTS) {
        const parsed = schemas[part]?.safeParse(valid[part]);
        expect(parsed?.error?.issues ?? [], `${route} ${part}`).toEqual([]);
      }
    }
  });

  it.each(KNOWN_CASES)(
    'refuses the 5xx case %s %s.%s with a 400 naming the field',
    async (route, part, path, value) => {
      const target: Target = { route, part, path: segments(path), kind: 'string' };
      const { res } = await sendAs(route, hostileRequest(requests[route]!(), target, value, ''));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [fieldOf(part, path)]: 'invalidText' },
      });
    },
  );

  it('answers no 5xx to hostile values in any field of any endpoint', async () => {
    const targets = routes.flatMap((r) => r.targets);
    const outcomes = { total: 0, reached: 0 };
    const examples: [Target, unknown, string][] = KNOWN_CASES.map(([route, part, path, value]) => [
      { route, part, path: segments(path), kind: 'string' },
      value,
      '',
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        hostileValue,
        hostileKey,
        async (target, value, key) => {
          const request = hostileRequest(requests[target.route]!(), target, value, key);
          let answer;
          try {
            answer = await sendAs(target.route, request);
          } catch (err) {
            // A response cut off mid-stream (a CSV export whose query failed) is a server error.
            throw new Error(`${target.route}: ${String(err)}`, { cause: err });
          }
          outcomes.total += 1;
          if (answer.reached) outcomes.reached += 1;
          const { statusCode, body } = answer.res;
          expect(statusCode, `${target.route}: ${body}`).toBeLessThan(500);
          // A refusal says why in the one error shape, whoever refused (Fastify itself included).
          if (statusCode >= 400) {
            expect(ApiErrorSchema.safeParse(answer.res.json()).success, body).toBe(true);
          }
        },
      ),
      { numRuns: 400, seed: 14_042_026, examples, endOnFailure: true },
    );
    // Valid ids and a caller who holds the permission: nearly every case reaches the checks.
    expect(outcomes.reached / outcomes.total, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  it('answers 400 to such text in a header, and treats such a cookie as absent', async () => {
    const signIn = { identifier: 'student2', password: 'RoarDemo2026' };
    const withAgent = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'user-agent': NUL },
      payload: signIn,
    });
    expect(withAgent.statusCode).toBe(400);
    expect(withAgent.json().error.fields).toEqual({ 'headers.user-agent': 'invalidText' });
    const bugReport = await app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      headers: { 'user-agent': HIGH },
      payload: { message: 'Broken' },
    });
    expect(bugReport.json().error.fields).toEqual({ 'headers.user-agent': 'invalidText' });

    const cookie = { cookie: 'roar_refresh=%00abc; roar_sso_flow=x%00' };
    const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie });
    expect(refresh.statusCode).toBe(401);
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: cookie,
    });
    expect(signOut.statusCode).toBe(204);
    const callback = await app.inject({
      url: '/api/auth/providers/google/callback?state=x',
      headers: cookie,
    });
    expect(callback.statusCode).toBe(302);
  });

  it('answers an address that does not decode in the one error shape', async () => {
    const res = await app.inject({
      url: '/api/app/runs/x%ED%A0%80',
      headers: { authorization: `Bearer ${tokens.get('student1')}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message: 'The address is not valid.' },
    });
  });
});
