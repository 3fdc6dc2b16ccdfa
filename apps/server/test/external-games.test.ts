import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { generateId, type RunDetail, type TaskVariant } from '@roar/contracts';
import {
  externalSignature,
  signatureHolds,
  type SignedFields,
} from '../src/modules/external/signature.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { runClient } from './runs-fixtures.ts';

const SUPER = 'superadmin@demo.roar.test';
const LAUNCHER = 'launch@demo.roar.test';
const SECRET = 'a-shared-secret-of-the-site-0042';
const DAY_MS = 86_400_000;

/**
 * ADR 027: a game played on another site (the Lion and Monkey Game, `mefs`). Its variant holds
 * the site's address and a write-only shared secret; the run's signed link carries only a
 * pseudonymous student id; the site's signed callback completes the run once; a forged, expired
 * or replayed callback changes nothing; the student cannot complete it alone, a launcher can.
 */
describe.each(testDatabaseTargets())('games played on another site, on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let api: ReturnType<typeof runClient>;
  let variant: TaskVariant;
  let administrationId: string;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    api = runClient(demo);
    const created = await demo.call(SUPER, 'POST', '/api/admin/tasks/mefs/variants', {
      name: `site ${generateId()}`,
      params: { launchUrl: 'http://127.0.0.1:4999/play' },
      externalSecret: SECRET,
    });
    expect(created.statusCode).toBe(201);
    variant = created.json();
    administrationId = await administer(variant.id);
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** An open administration of the grade 3 class with the variant. */
  async function administer(variantId: string): Promise<string> {
    const res = await demo.call(SUPER, 'POST', '/api/admin/administrations', {
      name: `External ${generateId()}`,
      publicName: 'Games',
      dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      orgs: { districts: [], schools: [], classes: [demo.orgId.grade3], groups: [], families: [] },
      assessments: [{ variantId }],
      sequential: false,
      legal: { consent: false, assent: false },
      isTest: false,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  const start = async (login: string, launchId?: string, administration = administrationId) => {
    const created = await api.create(login, {
      administrationId: administration,
      taskId: 'mefs',
      ...(launchId ? { launchId } : {}),
    });
    expect(created.statusCode).toBe(200);
    return created.json() as RunDetail;
  };
  const linkOf = async (login: string, runId: string) => {
    const res = await demo.call(login, 'POST', `/api/app/runs/${runId}/external-link`, {});
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url as string);
  };
  const callback = (body: unknown) =>
    demo.app.inject({ method: 'POST', url: '/api/external/completions', payload: body as object });
  const signed = (fields: SignedFields, secret = SECRET) => ({
    ...fields,
    sig: externalSignature(secret, 'complete', fields),
  });

  it('keeps the secret write-only and takes one only for a game played elsewhere', async () => {
    expect(variant.hasSecret).toBe(true);
    const listed = await demo.call(SUPER, 'GET', '/api/admin/tasks/mefs');
    expect(listed.body).not.toContain(SECRET);
    expect(listed.json().variants.find((v: TaskVariant) => v.id === variant.id).hasSecret).toBe(
      true,
    );
    const wrong = await demo.call(SUPER, 'POST', '/api/admin/tasks/swr/variants', {
      name: `secret ${generateId()}`,
      externalSecret: SECRET,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('externalSecret');
    const insecure = await demo.call(SUPER, 'POST', '/api/admin/tasks/mefs/variants', {
      name: `plain ${generateId()}`,
      params: { launchUrl: 'http://games.example.com/play' },
    });
    expect(insecure.statusCode).toBe(400);
  });

  it('opens the game with a signed link that names the child only by a pseudonym', async () => {
    const student1 = await demo.userId('student1');
    const run = await start('student1');
    const url = await linkOf('student1', run.id);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4999/play');
    const pid = url.searchParams.get('pid')!;
    const exp = Number(url.searchParams.get('exp'));
    expect(url.searchParams.get('run')).toBe(run.id);
    expect(url.toString()).not.toContain(student1);
    expect(url.searchParams.get('callback')).toMatch(/\/api\/external\/completions$/);
    expect(exp * 1000).toBeGreaterThan(Date.now());
    const lng = url.searchParams.get('lng')!;
    const callback = url.searchParams.get('callback')!;
    const sig = url.searchParams.get('sig')!;
    const launch = { run: run.id, pid, exp, lng, callback };
    expect(signatureHolds(SECRET, 'launch', launch, sig)).toBe(true);
    expect(signatureHolds(SECRET, 'launch', launch, sig.toUpperCase())).toBe(true);
    // The callback address is signed: a link pointing the site elsewhere does not verify.
    const elsewhere = { ...launch, callback: 'https://evil.example/x' };
    expect(signatureHolds(SECRET, 'launch', elsewhere, sig)).toBe(false);
    // The same child keeps the same pseudonym in a second run.
    expect((await linkOf('student1', run.id)).searchParams.get('pid')).toBe(pid);
    // Another student cannot open it.
    const other = await demo.call('student2', 'POST', `/api/app/runs/${run.id}/external-link`, {});
    expect(other.statusCode).toBe(404);
  });

  it('completes the run by the signed callback once; forged, expired and replayed ones fail', async () => {
    const run = await start('student1');
    const url = await linkOf('student1', run.id);
    const pid = url.searchParams.get('pid')!;
    const exp = Math.floor(Date.now() / 1000) + 600;
    // The student cannot mark it done alone.
    expect((await api.complete('student1', run.id)).statusCode).toBe(403);
    const refused = [
      signed({ run: run.id, pid, exp }, 'not-the-secret-at-all-000'),
      signed({ run: run.id, pid: 'someone-else', exp }),
      { ...signed({ run: run.id, pid, exp }), exp: exp + 1 },
      signed({ run: run.id, pid, exp: Math.floor(Date.now() / 1000) - 1 }),
      signed({ run: run.id, pid, exp: Math.floor(Date.now() / 1000) + 3 * 86_400 }),
      signed({ run: generateId(), pid, exp }),
    ];
    for (const body of refused) expect((await callback(body)).statusCode).toBe(403);
    expect((await api.read('student1', run.id)).json().state).toBe('started');

    expect((await callback(signed({ run: run.id, pid, exp }))).statusCode).toBe(204);
    expect((await api.read('student1', run.id)).json()).toMatchObject({ state: 'completed' });
    const held = (await demo.assignmentOf('student1', administrationId))!.assessments.find(
      (a) => a.taskId === 'mefs',
    );
    expect(held?.completedOn).toBeTruthy();
    expect(held?.allowRetake).toBe(false);
    const replay = await callback(signed({ run: run.id, pid, exp }));
    expect(replay.statusCode).toBe(409);
    // The page's own completion after the callback changes nothing.
    expect((await api.complete('student1', run.id)).statusCode).toBe(200);
    expect((await callback({ run: run.id, pid, exp: 'soon', sig: 'x' })).statusCode).toBe(400);
  });

  it('lets an adult who launched the student confirm the game was finished', async () => {
    const student1 = await demo.userId('student1');
    const run = await start(LAUNCHER, student1, await administer(variant.id));
    expect(run.userId).toBe(student1);
    const done = await api.complete(LAUNCHER, run.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'completed' });
  });

  it('says the game is not set up when the variant has no address or secret', async () => {
    const bare = await demo.call(SUPER, 'POST', '/api/admin/tasks/mefs/variants', {
      name: `bare ${generateId()}`,
      params: { launchUrl: 'https://games.example.com/play' },
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().hasSecret).toBe(false);
    const rotated = await demo.call(
      SUPER,
      'PATCH',
      `/api/admin/tasks/mefs/variants/${bare.json().id}`,
      { externalSecret: 'a-new-secret-of-sixteen+' },
    );
    expect(rotated.json().hasSecret).toBe(true);
  });
});
