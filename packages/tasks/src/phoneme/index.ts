import { phonemeParams } from '@roar/contracts';
import type { z } from 'zod';
import { playChoiceGame } from '../choice/play.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';
import type { TaskPlugin } from '../plugin.ts';
import {
  PHONEME_VERSION,
  phonemeSections,
  type PhonemeParams,
  type PhonemeTaskId,
} from './sections.ts';
import { phonemeSubtestStops } from './stop-rule.ts';

export { PHONEME_VERSION, phonemeSections } from './sections.ts';
export type { PhonemeParams, PhonemeTaskId } from './sections.ts';

/** The Phoneme game (phonological awareness): pa in English, pa-es in Spanish. */
export function phonemePlugin(taskId: PhonemeTaskId): TaskPlugin<PhonemeParams> {
  const language = taskId === 'pa-es' ? 'es' : 'en';
  return {
    info: {
      id: taskId,
      version: PHONEME_VERSION,
      params: phonemeParams(language) as z.ZodType<PhonemeParams>,
      data: choiceTrialSchema as z.ZodType<Record<string, unknown>>,
    },
    run: (context) =>
      playChoiceGame(context as Parameters<typeof playChoiceGame>[0], {
        language,
        look: 'pictures',
        sections: phonemeSections(taskId, context.params),
        practice: context.params.practice,
        skipInstructions: context.params.skipInstructions,
        stop: phonemeSubtestStops,
      }),
    simulate: (params, rng, child) =>
      simulateChoiceGame(phonemeSections(taskId, params), {
        practice: params.practice,
        stop: phonemeSubtestStops,
        rng,
        child,
        medianRtMs: 2400,
      }),
  };
}
