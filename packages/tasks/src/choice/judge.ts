import type { JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { inTrialOrder, judged } from '../registry/judging.ts';
import type { ChoiceItem, ChoiceSection } from './engine.ts';

/** The items of a run's sections by section id and item id. */
function itemIndex(sections: readonly ChoiceSection[]) {
  return new Map(
    sections.map((section) => [
      section.id,
      new Map<string, ChoiceItem>(
        [...section.practice, ...section.test].map((item) => [item.id, item]),
      ),
    ]),
  );
}

/**
 * Judges a choice game's trials against the items its sections give: the item is found in the
 * trial's section (a trial of a section the run does not give, or of an unknown item, is not
 * scored), and the response must be the item's answer. The answer is also what was asked for
 * (`stimulus`, the letter shown in a letter game).
 */
export function judgeChoiceRun(
  run: RunToScore<unknown>,
  sections: readonly ChoiceSection[],
): JudgedTrial[] {
  const index = itemIndex(sections);
  return inTrialOrder(run.trials).map((trial: StoredTrial) => {
    const item = trial.itemId ? index.get(trial.subtask ?? '')?.get(trial.itemId) : undefined;
    return judged(
      trial,
      item && { answer: item.answer.value, facts: { stimulus: item.answer.value } },
    );
  });
}

/** Percent correct of the test answers, and the number correct as the raw score. */
export function countHeadline(test: readonly JudgedTrial[]) {
  const correct = test.filter((t) => t.correct === true).length;
  return {
    rawScore: correct,
    percentCorrect: test.length > 0 ? Math.round((100 * correct) / test.length) : null,
  };
}

/** Fewest options any item of the sections shows: the chance rate of a guess. */
export const fewestOptions = (sections: readonly ChoiceSection[]) =>
  Math.min(
    ...sections.flatMap((s) => [...s.practice, ...s.test]).map((i) => i.distractors.length + 1),
  );
