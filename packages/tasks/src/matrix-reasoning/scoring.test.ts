import { describe, expect, it } from 'vitest';
import type { RunToScore, StoredTrial } from '../registry/definition.ts';
import { createRng } from '../runtime/random.ts';
import { matrixItemById, matrixTestList } from './bank.ts';
import {
  judgeMatrixRun,
  matrixHeadline,
  matrixMeasures,
  matrixPracticeNotPassed,
  matrixReachedEnd,
  type MatrixRunParams,
} from './scoring.ts';
import { median } from '../registry/judging.ts';
import { simulateMatrix } from './simulate.ts';

const runOf = (trials: readonly StoredTrial[], params: MatrixRunParams = {}) =>
  ({ taskId: 'matrix-reasoning', params, seed: 'x', trials }) as RunToScore<MatrixRunParams>;

/** A stored test trial answering `itemId` right or with a lure, after `rt` ms. */
function answer(trialIndex: number, itemId: string, right: boolean, rt = 4000): StoredTrial {
  const item = matrixItemById(itemId)!;
  return {
    trialIndex,
    block: item.stage,
    subtask: item.part,
    stage: item.stage,
    itemId,
    data: { response: right ? item.answer : item.options[1]!.key, rt, correct: right ? 1 : 0 },
  };
}

const list = matrixTestList().map((i) => i.id);
const judge = (trials: readonly StoredTrial[], params?: MatrixRunParams) =>
  judgeMatrixRun(runOf(trials, params));

describe('judgeMatrixRun and the scores', () => {
  it('scores a golden run: right, percent, parts and times', () => {
    // Items 1-3 of the standard list are rules-1, the 10th is rules-2.
    const trials = [
      answer(0, list[0]!, true, 3000),
      answer(1, list[1]!, true, 5000),
      answer(2, list[2]!, false, 9000),
      answer(3, list[9]!, true, 7000),
    ];
    const judged = judge(trials);
    expect(judged.map((t) => t.correct)).toEqual([true, true, false, true]);
    const headline = matrixHeadline(judged);
    expect(headline).toMatchObject({ rawScore: 3, percentCorrect: 75 });
    expect(headline.ability!.theta).toBeGreaterThan(-1);
    expect(headline.ability!.se).toBeGreaterThan(0);
    expect(matrixMeasures(judged)).toEqual([
      { part: 'rules-1', correct: 2, attempted: 3, medianRtMs: 4000 },
      { part: 'rules-2', correct: 1, attempted: 1, medianRtMs: 7000 },
    ]);
    expect(judged[0]!.facts).toMatchObject({ part: 'rules-1', provisional: true });
  });

  it('ignores a tampered correct field and judges the response', () => {
    const forged = answer(0, list[0]!, false);
    forged.data.correct = 1;
    expect(judge([forged])[0]!.correct).toBe(false);
    const noAnswer = { ...answer(0, list[0]!, true), data: { response: null, rt: 100 } };
    expect(judge([noAnswer])[0]!.correct).toBe(false);
    const notAnOption = { ...answer(0, list[0]!, true), data: { response: 'star', rt: 100 } };
    expect(judge([notAnOption])[0]!.correct).toBe(false);
  });

  it('does not score unknown, misplaced, out-of-list or out-of-order items', () => {
    const unknown = { ...answer(0, list[0]!, true), itemId: 'mx-999' };
    const wrongPart = { ...answer(0, list[0]!, true), subtask: 'rules-3' };
    const offList = answer(0, 'mx-002', true); // not on the standard list
    const practiceAsTest = { ...answer(0, 'mx-p01', true), stage: 'test' as const };
    for (const trial of [unknown, wrongPart, offList, practiceAsTest]) {
      expect(judge([trial])[0]!.correct).toBeNull();
    }
    // An earlier item after a later one was not given there.
    const judged = judge([answer(0, list[5]!, true), answer(1, list[2]!, true)]);
    expect(judged.map((t) => t.correct)).toEqual([true, null]);
    // A short variant's list: mx-034 is its middle item, not on the standard list.
    expect(judge([answer(0, 'mx-034', true)], { numTrials: 3 })[0]!.correct).toBe(true);
    expect(judge([answer(0, 'mx-034', true)])[0]!.correct).toBeNull();
  });

  it('counts a duplicated trial once, and nothing after the errors ended the game', () => {
    const first = answer(0, list[0]!, true);
    const judged = judge([first, { ...first, trialIndex: 1 }]);
    expect(judged).toHaveLength(1);
    const wrong = [1, 2, 3, 4].map((i) => answer(i - 1, list[i]!, false));
    const extra = answer(4, list[5]!, true);
    expect(judge([...wrong, extra]).map((t) => t.correct)).toEqual([
      false,
      false,
      false,
      false,
      null,
    ]);
    expect(matrixReachedEnd(runOf([]), judge(wrong))).toBe(true);
    expect(matrixReachedEnd(runOf([]), judge(wrong.slice(0, 3)))).toBe(false);
  });

  it('reaches the end when the whole list is answered', () => {
    const trials = matrixTestList(5).map((item, i) => answer(i, item.id, i % 2 === 0));
    const run = runOf(trials, { numTrials: 5 });
    expect(matrixReachedEnd(run, judgeMatrixRun(run))).toBe(true);
  });

  it('lists practice items never answered right in three tries', () => {
    const practice = (id: string, right: boolean, i: number) => answer(i, id, right);
    const judged = judge([
      practice('mx-p01', false, 0),
      practice('mx-p01', false, 1),
      practice('mx-p01', true, 2),
      practice('mx-p02', false, 3),
      practice('mx-p02', false, 4),
      practice('mx-p02', false, 5),
    ]);
    expect(matrixPracticeNotPassed(judged)).toEqual(['mx-p02']);
    expect(judge([practice('mx-p01', true, 0)], { practice: false })[0]!.correct).toBeNull();
  });

  it('judges a simulated run as the game did; ability rises with the answers', () => {
    const stored = (theta: number): StoredTrial[] =>
      simulateMatrix({ practice: true }, 'seed', createRng(`t${theta}`), { theta }).map((t) => ({
        ...t,
        subtask: t.subtask ?? null,
      }));
    for (const theta of [-2, 0, 2]) {
      const trials = stored(theta);
      const judged = judge(trials);
      judged.forEach((t, i) => expect(t.correct).toBe(trials[i]!.data.correct === 1));
    }
    const theta = (t: number) => matrixHeadline(judge(stored(t))).ability!.theta;
    expect(theta(3)).toBeGreaterThan(theta(-3));
    expect(matrixHeadline([])).toEqual({ rawScore: 0, percentCorrect: null, ability: null });
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
