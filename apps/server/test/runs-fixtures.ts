import { expect } from 'vitest';
import { generateId, type TrialInput } from '@roar/contracts';
import { findVariantIdByName, type Database } from '@roar/db';
import type { DemoFixture } from './demo-fixtures.ts';

const DAY_MS = 86_400_000;

/** Trials `start..start+n-1`; test trials carry theta/SE like an adaptive game's. */
export function trialBatch(
  start: number,
  n: number,
  options: { stage?: 'practice' | 'test'; rt?: number; correct?: (i: number) => boolean } = {},
): TrialInput[] {
  const { stage = 'test', rt = 850, correct = (i: number) => i % 4 !== 0 } = options;
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      id: generateId(),
      trialIndex: i,
      stage,
      itemId: `item-${i}`,
      data: {
        correct: correct(i) ? 1 : 0,
        rt,
        response: correct(i) ? 'real' : 'made-up',
        ...(stage === 'test' ? { theta: 0.3, se: 0.25 } : {}),
      },
    };
  });
}

/** The run calls of one login, with a bearer token. */
export function runClient(demo: DemoFixture) {
  return {
    create: (login: string, body: Record<string, unknown>) =>
      demo.call(login, 'POST', '/api/app/runs', {
        id: generateId(),
        taskVersion: '1.0.0',
        seed: 'seed-1',
        ...body,
      }),
    trials: (login: string, runId: string, trials: TrialInput[]) =>
      demo.call(login, 'POST', `/api/app/runs/${runId}/trials`, { trials }),
    events: (login: string, runId: string, events: unknown[]) =>
      demo.call(login, 'POST', `/api/app/runs/${runId}/interactions`, { events }),
    complete: (login: string, runId: string, body: unknown = {}) =>
      demo.call(login, 'POST', `/api/app/runs/${runId}/complete`, body),
    read: (login: string, runId: string) => demo.call(login, 'GET', `/api/app/runs/${runId}`),
  };
}

/** A new open administration of the grade 3 class (student1) with the tasks' default variants. */
export async function administer(
  demo: DemoFixture,
  database: Database,
  taskIds: string[],
): Promise<string> {
  const assessments = [];
  for (const taskId of taskIds) {
    assessments.push({
      variantId: await findVariantIdByName(database.db, { taskId, name: 'default' }),
    });
  }
  const res = await demo.call('superadmin@demo.roar.test', 'POST', '/api/admin/administrations', {
    name: `Runs ${generateId()}`,
    publicName: 'Reading check',
    dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
    dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    orgs: {
      districts: [],
      schools: [],
      classes: [demo.orgId.grade3],
      groups: [],
      families: [],
    },
    assessments,
    sequential: false,
    legal: { consent: false, assent: false },
    isTest: false,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
