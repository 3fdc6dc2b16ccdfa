import { generateId, type TrialInput } from '@roar/contracts';
import { createRng, gameOf, type GameTrial } from '@roar/tasks/registry';

/** Simulated Word runs the benchmark's trials are taken from. */
const RUNS = 8;

let pool: GameTrial[] | null = null;
/**
 * The trials of a few simulated Word (swr) runs, from the game's own simulate(): practice and
 * test items of children of a spread of abilities, with the game's timing fields and the ability
 * after each answer; about 400 bytes of JSON each, like the game's records.
 */
function simulatedWordTrials(): GameTrial[] {
  if (!pool) {
    const game = gameOf('swr');
    if (!game) throw new Error('No game plays swr');
    const params = game.params('swr').parse({});
    pool = Array.from({ length: RUNS }, (_, run) =>
      game.simulate('swr', params, createRng(`bench-${run}`), { theta: -1.5 + (3 * run) / RUNS }),
    ).flat();
  }
  return pool;
}

/** One trial record of a Word run at `trialIndex`, with a new client id. */
export function wordTrial(trialIndex: number): TrialInput {
  const trials = simulatedWordTrials();
  const trial = trials[trialIndex % trials.length]!;
  return {
    id: generateId(),
    trialIndex,
    ...(trial.block ? { block: trial.block } : {}),
    stage: trial.stage,
    ...(trial.itemId ? { itemId: trial.itemId } : {}),
    data: trial.data,
  };
}

/** The trials `first .. first + count - 1` of a run. */
export function wordTrials(first: number, count: number): TrialInput[] {
  return Array.from({ length: count }, (_, k) => wordTrial(first + k));
}

/** Trials of one full Word run (the mean length of the simulated runs: practice and test). */
export function wordRunLength(): number {
  return Math.round(simulatedWordTrials().length / RUNS);
}
