import { describe, expect, it } from 'vitest';
import type { RunToScore, StoredTrial } from '../registry/definition.ts';
import { sameDifferentBank } from './bank.ts';
import { testList } from './lists.ts';
import { possibleResponses } from './logic.ts';
import {
  judgeSameDifferentRun,
  sameDifferentHeadline,
  sameDifferentMeasures,
  sameDifferentPracticeNotPassed,
  sameDifferentReachedEnd,
} from './scoring.ts';
import type { Phase, SameDifferentItem } from './types.ts';

const SEED = 'golden';
const list = (phase: Phase) => testList(SEED, phase, 2);
const wrongOf = (item: SameDifferentItem) =>
  possibleResponses(item).find((r) => r !== item.answer)!;

let index = 0;
function trial(
  item: SameDifferentItem,
  right: boolean,
  rt: number,
  extra: Partial<StoredTrial> = {},
): StoredTrial {
  return {
    trialIndex: index++,
    block: item.phase,
    subtask: item.phase,
    stage: 'test',
    itemId: item.id,
    data: { response: right ? item.answer : wrongOf(item), rt, correct: right ? 1 : 0 },
    ...extra,
  };
}

const run = (trials: StoredTrial[], seed: string | null = SEED): RunToScore<unknown> => ({
  taskId: 'same-different-selection',
  params: { numTrials: 2, practice: true },
  seed,
  trials,
});

/** Phase 1: right (1000 ms), wrong; phase 2: right (2000 ms), right (4000 ms). */
const golden = () => [
  trial(list('same-different')[0]!, true, 1000),
  trial(list('same-different')[1]!, false, 3000),
  trial(list('matching')[0]!, true, 2000),
  trial(list('matching')[1]!, true, 4000),
];

const score = (trials: StoredTrial[], seed: string | null = SEED) => {
  const judged = judgeSameDifferentRun(run(trials, seed));
  return {
    judged,
    headline: sameDifferentHeadline(judged),
    measures: sameDifferentMeasures(judged),
    reachedEnd: sameDifferentReachedEnd(run(trials, seed), judged),
  };
};

describe('Shapes Game scoring', () => {
  it('counts the test items right, with right, tried and median time per phase', () => {
    const { headline, measures, reachedEnd } = score(golden());
    expect(headline).toEqual({ rawScore: 3, percentCorrect: 75 });
    expect(measures).toEqual([
      { part: 'same-different', correct: 1, attempted: 2, medianRtMs: 1000 },
      { part: 'matching', correct: 2, attempted: 2, medianRtMs: 3000 },
    ]);
    expect(reachedEnd).toBe(true);
    expect(score(golden().slice(0, 3)).reachedEnd).toBe(false);
  });

  it('ignores what the browser judged: a tampered correct or key changes nothing', () => {
    const tampered = golden().map((t) => ({
      ...t,
      data: { ...t.data, correct: 1, correctResponse: t.data.response },
    }));
    expect(score(tampered).headline).toEqual({ rawScore: 3, percentCorrect: 75 });
  });

  it('does not score unknown, misplaced or foreign items', () => {
    const [a, b, c, d] = golden();
    const other = testList('another seed', 'same-different', 48).find(
      (item) => !list('same-different').includes(item),
    )!;
    const practice = sameDifferentBank().practice.matching[0]!;
    const forged = [
      { ...a!, itemId: 'sd.shape.zzS1-rbS3' },
      trial(other, true, 900),
      { ...c!, subtask: 'same-different', block: 'same-different' },
      trial(practice, true, 900),
      { ...d!, itemId: null },
      b!,
    ].map((t, i) => ({ ...t, trialIndex: i }));
    const { judged, headline } = score(forged);
    // The run's first item never came at its place, so its second is out of place too.
    expect(judged.map((t) => t.correct)).toEqual([null, null, null, null, null, null]);
    expect(headline).toEqual({ rawScore: 0, percentCorrect: null });
  });

  it('scores a test item only at its place in the list, and none after the phase stopped', () => {
    const [a, b] = golden();
    const swapped = [b!, a!].map((t, i) => ({ ...t, trialIndex: i }));
    expect(score(swapped).judged.map((t) => t.correct)).toEqual([null, true]);
    // Four wrong in a row end phase 1: a fifth answer, even a right one, counts neither way.
    const phase1 = testList(SEED, 'same-different').slice(0, 5);
    const trials = phase1.map((item, i) => trial(item, i === 4, 2000));
    const judged = judgeSameDifferentRun({ ...run(trials), params: {} });
    expect(judged.map((t) => t.correct)).toEqual([false, false, false, false, null]);
  });

  it('counts an item answered twice once, with its first answer', () => {
    const [a] = golden();
    const again = { ...a!, trialIndex: 99, data: { ...a!.data, response: 'nonsense' } };
    const first = { ...a!, trialIndex: -1, data: { ...a!.data, response: 'nonsense' } };
    expect(score([...golden(), again]).headline.rawScore).toBe(3);
    expect(score([first, ...golden()]).headline.rawScore).toBe(2);
  });

  it('scores no test item without a seed (the lists cannot be rebuilt)', () => {
    expect(score(golden(), null).headline).toEqual({ rawScore: 0, percentCorrect: null });
  });

  it('clamps response times and judges a missing response wrong', () => {
    const [a, b] = golden();
    const odd = [
      { ...a!, data: { ...a!.data, rt: -50 } },
      { ...b!, data: { ...b!.data, response: null, rt: 10_000_000 } },
    ];
    const { judged } = score(odd);
    expect(judged.map((t) => [t.correct, t.rtMs])).toEqual([
      [true, 0],
      [false, 120_000],
    ]);
  });

  it('ends a phase early after four errors in a row: the run still reached its end', () => {
    const phase1 = testList(SEED, 'same-different').slice(0, 4);
    const phase2 = testList(SEED, 'matching').slice(0, 4);
    const trials = [...phase1, ...phase2].map((item) => trial(item, false, 2000));
    const judged = judgeSameDifferentRun({ ...run(trials), params: {} });
    expect(sameDifferentReachedEnd({ ...run(trials), params: {} }, judged)).toBe(true);
    const three = trials.filter((_, i) => i !== 3);
    const cut = judgeSameDifferentRun({ ...run(three), params: {} });
    expect(sameDifferentReachedEnd({ ...run(three), params: {} }, cut)).toBe(false);
  });

  it('lists practice items never answered right in three tries', () => {
    const [p1, p2] = sameDifferentBank().practice['same-different'];
    const tries = (item: SameDifferentItem, pattern: boolean[]) =>
      pattern.map((right) => trial(item, right, 1500, { stage: 'practice' }));
    const judged = judgeSameDifferentRun(
      run([...tries(p1!, [false, false, false]), ...tries(p2!, [false, false, true])]),
    );
    expect(sameDifferentPracticeNotPassed(judged)).toEqual([p1!.id]);
    expect(judged.filter((t) => t.stage === 'practice').every((t) => t.correct !== null)).toBe(
      true,
    );
  });
});
