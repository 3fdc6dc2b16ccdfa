import type { JudgedTrial, RunToScore } from '../registry/definition.ts';
import { clampRt, inTrialOrder, responseOf } from '../registry/judging.ts';
import { coreMathItem } from './bank.ts';
import { judgeCoreMathResponse } from './judge.ts';
import type { CoreMathAnswer } from './types.ts';

/**
 * Judges a stored Core Math run on the server: each trial's item is rebuilt from its id and the
 * response judged against its key (the registry's `judged` compares strings, which would miss
 * '0,5' for 0.5 and 4/6 for 2/3). A trial is not scored (correct: null) when its id is unknown,
 * or when its place does not fit the item: a practice item in the test, a test item outside
 * practice's block under another strand. Facts: the item's strand and grade.
 */
export function judgeCoreMathRun(run: RunToScore<unknown>): JudgedTrial[] {
  return inTrialOrder(run.trials).map((trial) => {
    const stage = trial.stage === 'practice' ? 'practice' : 'test';
    const item = trial.itemId ? coreMathItem(trial.itemId) : undefined;
    const isPractice = item?.id.startsWith('practice-') ?? false;
    const fits =
      item !== undefined &&
      (stage === 'practice' ? isPractice : !isPractice && trial.subtask === item.subskill);
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage,
      itemId: trial.itemId ?? null,
      correct: fits ? judgeCoreMathResponse(item, responseOf(trial)) : null,
      rtMs: clampRt(trial.data.rt),
      facts: fits ? { subskill: item.subskill, grade: item.grade } : {},
    };
  });
}

/** The scored test answers of judged trials, in trial order (what the scoring functions read). */
export const coreMathAnswers = (judged: readonly JudgedTrial[]): CoreMathAnswer[] =>
  judged.flatMap((t) =>
    t.stage === 'test' && t.correct !== null && t.itemId
      ? [{ itemId: t.itemId, correct: t.correct }]
      : [],
  );
