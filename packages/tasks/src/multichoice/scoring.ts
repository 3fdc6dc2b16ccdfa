import type { CognitionMeasure, WrittenChoiceBank } from '@roar/contracts';
import { estimateThetaEap, roarScoreFromTheta } from '@roar/scoring';
import type { Headline, JudgedTrial, RunToScore } from '../registry/definition.ts';
import { inTrialOrder, judged } from '../registry/judging.ts';
import { answerKeyOf, keyedBank } from './answer-keys/index.ts';
import { writtenRunPlan, type WrittenRunPlan } from './engine.ts';
import { itemParams } from './item-params.ts';
import type { WrittenChoiceParams } from './params.ts';
import type { WrittenItem } from './types.ts';

/** The run's items as the server rebuilds them from its params (keys from answer-keys/). */
export function serverPlan(params: WrittenChoiceParams): WrittenRunPlan {
  return writtenRunPlan(keyedBank(params.bank), {
    form: params.form,
    numTrials: params.numTrials,
    pilot: params.pilot,
    practice: params.practice,
  });
}

/**
 * Judges a run's trials against the items its params give, rebuilt on the server: practice
 * items and core items are judged against their keys; pilot items are stored but never scored
 * (left out here), and so is an item the time limit cut short (no answer). A trial of an item the
 * run does not give is not scored (correct null).
 */
export function judgeWrittenRun(run: RunToScore<WrittenChoiceParams>): JudgedTrial[] {
  const bank: WrittenChoiceBank = run.params.bank;
  const plan = serverPlan(run.params);
  const practice = new Map(plan.practice.map((item) => [item.id, item]));
  const core = new Map(plan.core.map((item) => [item.id, item]));
  const pilots = new Set(keyedBank(bank).pilot.map((item) => item.id));
  return inTrialOrder(run.trials).flatMap((trial) => {
    if (trial.itemId && pilots.has(trial.itemId)) return [];
    if (trial.data.timedOut === true) return [];
    const items = trial.stage === 'practice' ? practice : core;
    const item = trial.itemId ? items.get(trial.itemId) : undefined;
    const key = item ? answerKeyOf(bank, item.id) : undefined;
    return [
      judged(
        trial,
        item && key !== undefined
          ? { answer: item.options[key]!, facts: { grade: item.grade, kind: item.kind } }
          : undefined,
      ),
    ];
  });
}

/** The judged core answers with their items, in trial order. */
function coreAnswers(params: WrittenChoiceParams, test: readonly JudgedTrial[]) {
  const core = new Map(serverPlan(params).core.map((item) => [item.id, item]));
  return test.flatMap((trial) => {
    const item = trial.itemId ? core.get(trial.itemId) : undefined;
    return item && trial.correct !== null ? [{ item, correct: trial.correct, trial }] : [];
  });
}

/** EAP ability (normal prior, mean 0, SD 1) from core answers and the items' prior parameters. */
export function writtenAbility(answers: readonly { item: WrittenItem; correct: boolean }[]) {
  return estimateThetaEap(answers.map((a) => ({ item: itemParams(a.item), correct: a.correct })));
}

/**
 * The headline: the 100-900 score of the EAP ability (also the raw score the norms read),
 * percent correct of the core answers and the ability itself; null without any core answer.
 */
export function writtenHeadline(
  run: RunToScore<WrittenChoiceParams>,
  test: readonly JudgedTrial[],
): Headline {
  const answers = coreAnswers(run.params, test);
  if (answers.length === 0) return { rawScore: null, roarScore: null, ability: null };
  const ability = writtenAbility(answers);
  const roarScore = roarScoreFromTheta(ability.theta);
  const right = answers.filter((a) => a.correct).length;
  return {
    rawScore: roarScore,
    roarScore,
    percentCorrect: Math.round((100 * right) / answers.length),
    ability: { theta: ability.theta, se: Number.isFinite(ability.se) ? ability.se : null },
  };
}

/** The run ended naturally: every core item answered, or the time limit reached. */
export function writtenReachedEnd(
  run: RunToScore<WrittenChoiceParams>,
  test: readonly JudgedTrial[],
): boolean {
  if (run.trials.some((t) => t.data.timedOut === true)) return true;
  return coreAnswers(run.params, test).length >= serverPlan(run.params).core.length;
}

/** Morphology's subscores: right and tried among inflection items, then derivation items. */
export function morphologyMeasures(
  params: WrittenChoiceParams,
  test: readonly JudgedTrial[],
): CognitionMeasure[] {
  const answers = coreAnswers(params, test);
  return (['inflection', 'derivation'] as const).flatMap((part) => {
    const ofPart = answers.filter((a) => a.item.kind === part);
    if (ofPart.length === 0) return [];
    return [{ part, correct: ofPart.filter((a) => a.correct).length, attempted: ofPart.length }];
  });
}
