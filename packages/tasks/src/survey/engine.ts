import type { GameTrial } from '../trial-types.ts';
import { CHILD_ITEMS, PRACTICE_ITEMS, type SurveyItem, type SurveyLanguage } from './items.ts';
import type { SurveyStep } from './steps.ts';
import { SURVEY_TEXTS } from './texts.ts';

export type { AssentStep, QuestionStep, SurveyStep } from './steps.ts';

/** The assent step's item id and answers. */
export const ASSENT_ITEM = 'assent';

export interface SurveyEngineOptions {
  language: SurveyLanguage;
  practice: boolean;
}

type Planned =
  { kind: 'assent' } | { kind: 'question'; item: SurveyItem; stage: 'practice' | 'test' };

/**
 * The survey's order, free of the screen: the assent question; when the child says yes, the
 * practice questions (when given) and the survey's questions in the bank's order; when no, the
 * end. Every step is asked once: no answer is wrong, so nothing repeats.
 */
export function createSurveyEngine(options: SurveyEngineOptions) {
  const { language } = options;
  const plan: Planned[] = [
    { kind: 'assent' },
    ...(options.practice ? PRACTICE_ITEMS : []).map(
      (item) => ({ kind: 'question', item, stage: 'practice' }) as const,
    ),
    ...CHILD_ITEMS.map((item) => ({ kind: 'question', item, stage: 'test' }) as const),
  ];
  let pos = 0;
  let declined = false;
  let pending: SurveyStep | null = null;

  const stepAt = (index: number): SurveyStep => {
    const planned = plan[index]!;
    if (planned.kind === 'assent') {
      const text = SURVEY_TEXTS[language].assent;
      return {
        kind: 'assent',
        trialIndex: index,
        stage: 'test',
        itemId: ASSENT_ITEM,
        language,
        text,
      };
    }
    const previous = plan[index - 1];
    return {
      kind: 'question',
      trialIndex: index,
      stage: planned.stage,
      itemId: planned.item.id,
      item: planned.item,
      language,
      text: planned.item.text[language],
      opensStage: previous?.kind !== 'question' || previous.stage !== planned.stage,
    };
  };

  const engine = {
    /** The step to ask; the same one until it is answered; null at the end. */
    next(): SurveyStep | null {
      if (pending) return pending;
      if (declined || pos >= plan.length) return null;
      return (pending = stepAt(pos));
    },

    /** Records the answer to the pending step: 'yes'/'no' to assent, '0'..'3' to a question. */
    answer(step: SurveyStep, response: string): void {
      if (!pending || step.trialIndex !== pending.trialIndex) return;
      if (pending.kind === 'assent' && response === 'no') declined = true;
      pending = null;
      pos += 1;
    },

    /** Whether the child chose not to answer. */
    declined: () => declined,

    /** Survey questions answered, of all of them. */
    progress(): { answered: number; total: number } {
      const testStart = plan.findIndex((p) => p.kind === 'question' && p.stage === 'test');
      return { answered: Math.max(0, pos - testStart), total: CHILD_ITEMS.length };
    },

    /**
     * Replays the recorded trials in order (after a reload), so the survey goes on after the
     * last of them; stops at a trial that is not the step the engine asks there. Returns how many
     * trials it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...trials].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const step = engine.next();
        const response = trial.data.response;
        if (!step || trial.itemId !== step.itemId || typeof response !== 'string') break;
        engine.answer(step, response);
        replayed += 1;
      }
      pending = null;
      return replayed;
    },
  };
  return engine;
}

export type SurveyEngine = ReturnType<typeof createSurveyEngine>;
