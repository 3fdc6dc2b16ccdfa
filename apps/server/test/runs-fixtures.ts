import { expect } from 'vitest';
import { generateId, type TrialInput } from '@roar/contracts';
import { findVariantIdByName, type Database } from '@roar/db';
import { createRng, gameOf, type GameTrial } from '@roar/tasks/registry';
import type { DemoFixture } from './demo-fixtures.ts';

const DAY_MS = 86_400_000;

/** A wrong answer to a trial: another option shown, or the other of two choices. */
function wrongResponse(data: Record<string, unknown>): string {
  const right = String(data.correctResponse);
  if (Array.isArray(data.options)) return String(data.options.find((o) => o !== right));
  const other: Record<string, string> = {
    real: 'made-up',
    'made-up': 'real',
    true: 'false',
    false: 'true',
  };
  return other[right] ?? '';
}

const simulatedTests = new Map<string, GameTrial[]>();
/**
 * The test trials of one simulated run of a task's default variant (its own game's rules) by a
 * child of ability `theta`.
 */
function simulatedTestTrials(taskId: string, theta: number): GameTrial[] {
  const key = `${taskId}@${theta}`;
  let trials = simulatedTests.get(key);
  if (!trials) {
    const game = gameOf(taskId);
    if (!game) throw new Error(`No game plays ${taskId}`);
    const params = game.params(taskId).parse({});
    trials = game
      .simulate(taskId, params, createRng(`fixture-${taskId}`), { theta })
      .filter((t) => t.stage === 'test');
    simulatedTests.set(key, trials);
  }
  return trials;
}

/**
 * Trials `start..start+n-1` of a run of `taskId` (default swr): the items, places and data of a
 * simulated run (each index its own item), answered right when `correct(i)`, else wrong, in `rt`
 * ms. Scores are the server's: it judges each response against the item rebuilt from its id.
 * The items are those a child of average ability meets (an adaptive game picks items near ability
 * 0, so four answers right in five put a Word estimate a little below 0, ROAR score about 475);
 * with `subtask`, the batch takes that part's items in order, from a run that gives them all.
 */
export function trialBatch(
  start: number,
  n: number,
  options: {
    stage?: 'practice' | 'test';
    rt?: number;
    correct?: (i: number) => boolean;
    taskId?: string;
    subtask?: string;
  } = {},
): TrialInput[] {
  const { stage = 'test', rt = 850, correct = (i: number) => i % 5 !== 0 } = options;
  const taskId = options.taskId ?? 'swr';
  const source = options.subtask
    ? simulatedTestTrials(taskId, 3).filter((t) => t.subtask === options.subtask)
    : simulatedTestTrials(taskId, 0);
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const trial = source[(options.subtask ? k : i) % source.length]!;
    const data: Record<string, unknown> = { ...trial.data, rt };
    return {
      id: generateId(),
      trialIndex: i,
      ...(trial.block ? { block: trial.block } : {}),
      ...(trial.subtask ? { subtask: trial.subtask } : {}),
      stage,
      ...(trial.itemId ? { itemId: trial.itemId } : {}),
      data: { ...data, response: correct(i) ? data.correctResponse : wrongResponse(data) },
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
