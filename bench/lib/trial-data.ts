import { generateId, type TrialInput } from '@roar/contracts';

/** Practice items at the start of a word (swr) run, as in the game. */
const PRACTICE_TRIALS = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function letterString(length: number): string {
  return Array.from({ length }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * One trial record of a word (lexical decision) run with the fields of tasks.md's common shape:
 * stimulus, correct and given response, response source, correct 0/1, rt and timings in ms,
 * theta and SE after the trial and the item parameters used. About 400 bytes of JSON, like the
 * game's records.
 */
export function wordTrial(trialIndex: number): TrialInput {
  const real = Math.random() < 0.5;
  const correct = Math.random() < 0.75;
  const expected = real ? 'real' : 'made-up';
  const response = correct ? expected : real ? 'made-up' : 'real';
  const stage = trialIndex < PRACTICE_TRIALS ? 'practice' : 'test';
  return {
    id: generateId(),
    trialIndex,
    block: stage === 'practice' ? 'practice' : `test-${1 + Math.floor(trialIndex / 28)}`,
    stage,
    itemId: `swr-${real ? 'real' : 'pseudo'}-${Math.floor(Math.random() * 500)}`,
    data: {
      taskId: 'swr',
      taskVersion: '1.0.0',
      stimulus: letterString(4 + Math.floor(Math.random() * 4)),
      correctResponse: expected,
      response,
      responseSource: 'keyboard',
      correct: correct ? 1 : 0,
      rt: round(450 + Math.random() * 1200, 1),
      onsetMs: round(2_000 + trialIndex * 2_400 + Math.random() * 50, 1),
      exposureMs: round(350 + Math.random() * 17, 1),
      ...(stage === 'test'
        ? {
            theta: round(Math.random() * 2 - 1, 4),
            se: round(0.3 + Math.random() * 0.5, 4),
            itemParams: { a: round(0.8 + Math.random(), 3), b: round(Math.random() * 4 - 2, 3) },
          }
        : {}),
    },
  };
}

/** The trials `first .. first + count - 1` of a run. */
export function wordTrials(first: number, count: number): TrialInput[] {
  return Array.from({ length: count }, (_, k) => wordTrial(first + k));
}
