/**
 * `npm run new:task -- <taskId>`: writes the skeleton of a new game for one of the catalogue's
 * task ids and registers it (docs/architecture.md, 'Adding a game'). The skeleton is a working
 * choice game with three starter items, scored as number correct: replace its items, rules and
 * scoring with the game's own before it ships. Usage: new-task.ts <taskId> [--src <dir>].
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueTask } from '@roar/contracts';

const DEFAULT_SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** 'fluency-arf' -> 'fluencyArf'. */
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The files of a new game, by path below the tasks source folder. */
export function gameFiles(taskId: string): Record<string, string> {
  const task = catalogueTask(taskId);
  if (!task) throw new Error(`'${taskId}' is not a task id of the catalogue (packages/contracts).`);
  const name = camel(taskId);
  const constant = `${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  const language = task.language === 'es' ? 'es' : task.language === 'en-CA' ? 'en-CA' : 'en';
  const speech = language === 'es' ? 'es' : 'en';
  const reportOrder = 100 + task.displayOrder;
  return {
    [`${taskId}/tasks.ts`]: `import type { GameTask } from '../registry/definition.ts';

/** The task ids the ${taskId} game plays (its declaration and the web loaders read this). */
export const ${constant}_TASKS: readonly GameTask[] = [
  { id: '${taskId}', language: '${language}', clipGroups: ['${taskId}'], reportOrder: ${reportOrder} },
];
`,
    [`${taskId}/items.ts`]: `import { itemClipId } from '../choice/clips.ts';
import type { ChoiceItem, ChoiceSection } from '../choice/engine.ts';

/**
 * Starter items written by \`npm run new:task\`: replace them with the game's own bank (and its
 * README with sources and licences) before the game ships. Item ids are stable: trials store them
 * and the server rebuilds each item from its id to score it.
 */
const item = (id: string, prompt: string, answer: string, others: string[]): ChoiceItem => ({
  id,
  clip: itemClipId('${speech}', '${taskId}', id),
  prompt,
  answer: { value: answer },
  distractors: others.map((value) => ({ value })),
  order: [answer, ...others].map((value) => ({ value })),
});

export const ${constant}_SECTIONS: readonly ChoiceSection[] = [
  {
    id: 'main',
    practice: [item('${taskId}-p1', 'cat', 'cat', ['dog', 'sun'])],
    test: [
      item('${taskId}-1', 'hat', 'hat', ['map', 'pen']),
      item('${taskId}-2', 'fish', 'fish', ['ship', 'dish']),
      item('${taskId}-3', 'tree', 'tree', ['three', 'free']),
    ],
  },
];
`,
    [`${taskId}/definition.ts`]: `import { catalogueTask } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import type { z } from 'zod';
import { countHeadline, fewestOptions, judgeChoiceRun } from '../choice/judge.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';
import { defineGame } from '../registry/definition.ts';
import { ${constant}_SECTIONS } from './items.ts';
import { ${constant}_TASKS } from './tasks.ts';

type Params = Record<string, unknown>;

/** The variant's parameters: the catalogue's schema of the task. */
const params = (taskId: string) => catalogueTask(taskId)!.params as unknown as z.ZodType<Params>;

/** The ${taskId} game: one section of choice items, scored as the number correct. */
export const ${name}Definition = defineGame<Params>({
  game: '${taskId}',
  version: '0.1.0',
  tasks: ${constant}_TASKS,
  params,
  // No time limit among its params (a time limit param goes here, see registry/time-limits.ts).
  timeLimits: [],
  trialData: choiceTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: (run) => judgeChoiceRun(run, ${constant}_SECTIONS),
    headline: (_run, test) => countHeadline(test),
    reachedEnd: () => true,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.letter,
    choices: fewestOptions(${constant}_SECTIONS),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: () => undefined,
  },
  report: { norms: 'none', skills: [] },
  speechClips: (taskId) => ({
    group: taskId,
    language: '${speech}',
    texts: Object.fromEntries(
      ${constant}_SECTIONS.flatMap((s) => [...s.practice, ...s.test]).map((i) => [i.id, i.prompt]),
    ),
  }),
  simulate: (_taskId, p, rng, child) =>
    simulateChoiceGame(${constant}_SECTIONS, {
      practice: p.practice !== false,
      rng,
      child,
      medianRtMs: 2000,
    }),
});
`,
    [`${taskId}/load.ts`]: `import { playChoiceGame } from '../choice/play.ts';
import type { TaskPlugin } from '../plugin.ts';
import { ${name}Definition } from './definition.ts';
import { ${constant}_SECTIONS } from './items.ts';

/** The ${taskId} game's web player: its declaration plus \`run\` (registry/loaders.ts). */
export const load = (taskId: string): TaskPlugin<unknown> => ({
  info: {
    id: taskId,
    version: ${name}Definition.version,
    params: ${name}Definition.params(taskId),
    data: ${name}Definition.trialData,
  },
  run: (context) => {
    const params = context.params as Record<string, unknown>;
    return playChoiceGame(context, {
      language: '${speech}',
      look: 'words',
      sections: ${constant}_SECTIONS,
      practice: params.practice !== false,
      skipInstructions: params.skipInstructions === true,
    });
  },
  simulate: (params, rng, child) =>
    ${name}Definition.simulate(taskId, params as Record<string, unknown>, rng, child),
});
`,
    [`${taskId}/${taskId}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { createRng, scoreStoredRun } from '../registry/index.ts';
import { ${name}Definition as game } from './definition.ts';

describe('${taskId}', () => {
  const params = game.params('${taskId}').parse({});
  const run = (theta: number, seed: string) => {
    const trials = game
      .simulate('${taskId}', params, createRng(seed), { theta })
      .map((t) => ({ ...t, subtask: t.subtask ?? null }));
    return scoreStoredRun(game, { taskId: '${taskId}', params, seed, trials }, { grade: '3' });
  };

  it('scores an able child above a struggling one, from the stored answers', () => {
    const able = run(3, 'able').computed.composite.rawScore ?? 0;
    const struggling = run(-3, 'struggling').computed.composite.rawScore ?? 0;
    expect(able).toBeGreaterThanOrEqual(struggling);
  });
});
`,
  };
}

/** Inserts `line` above the marker comment of a registry file. */
function insertAbove(path: string, marker: string, line: string): void {
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${path} has no '${marker}' marker.`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  writeFileSync(path, `${text.slice(0, lineStart)}${line}\n${text.slice(lineStart)}`);
}

/** Writes the game's files below `src` and registers it in games.ts and loaders.ts. */
export function newTask(taskId: string, src = DEFAULT_SRC): string[] {
  const files = gameFiles(taskId);
  if (existsSync(join(src, taskId))) throw new Error(`${join(src, taskId)} exists already.`);
  const registry = readFileSync(join(src, 'registry', 'games.ts'), 'utf8');
  if (registry.includes(`'../${taskId}/definition.ts'`)) {
    throw new Error(`${taskId} is registered already.`);
  }
  mkdirSync(join(src, taskId));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(src, path), text);
  const name = camel(taskId);
  const constant = `${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_TASKS`;
  const games = join(src, 'registry', 'games.ts');
  insertAbove(
    games,
    '// new:task imports',
    `import { ${name}Definition } from '../${taskId}/definition.ts';`,
  );
  insertAbove(games, '// new:task games', `  ${name}Definition,`);
  const loaders = join(src, 'registry', 'loaders.ts');
  insertAbove(
    loaders,
    '// new:task imports',
    `import { ${constant} } from '../${taskId}/tasks.ts';`,
  );
  insertAbove(
    loaders,
    '// new:task loaders',
    `  { game: '${taskId}', tasks: ${constant}, load: () => import('../${taskId}/load.ts') },`,
  );
  return [...Object.keys(files).map((path) => join(src, path)), games, loaders];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [taskId, flag, dir] = process.argv.slice(2);
  if (!taskId || (flag !== undefined && flag !== '--src')) {
    console.error('Usage: npm run new:task -- <taskId> [--src <dir>]');
    process.exit(2);
  }
  try {
    for (const path of newTask(taskId, dir ?? DEFAULT_SRC)) process.stdout.write(`wrote ${path}\n`);
    process.stdout.write('Next: replace the starter items, run `npm run format` and `npm test`.\n');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
