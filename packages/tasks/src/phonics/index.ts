import { phonicsParams } from '@roar/contracts';
import type { z } from 'zod';
import { playChoiceGame } from '../choice/play.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { choiceTrialSchema } from '../choice/trial-schema.ts';
import type { TaskPlugin } from '../plugin.ts';
import { PHONICS_VERSION, phonicsSections, type PhonicsParams } from './sections.ts';

export { PHONICS_CLIP_GROUP, PHONICS_VERSION, phonicsSections } from './sections.ts';
export type { PhonicsParams } from './sections.ts';

/** The Phonics game (decoding by skill category), English. */
export function phonicsPlugin(): TaskPlugin<PhonicsParams> {
  return {
    info: {
      id: 'phonics',
      version: PHONICS_VERSION,
      params: phonicsParams('en') as z.ZodType<PhonicsParams>,
      data: choiceTrialSchema as z.ZodType<Record<string, unknown>>,
    },
    run: (context) =>
      playChoiceGame(context as Parameters<typeof playChoiceGame>[0], {
        language: 'en',
        look: 'words',
        sections: phonicsSections(context.params),
        practice: context.params.practice,
        skipInstructions: context.params.skipInstructions,
      }),
    simulate: (params, rng, child) =>
      simulateChoiceGame(phonicsSections(params), {
        practice: params.practice,
        rng,
        child,
        medianRtMs: 2200,
      }),
  };
}
