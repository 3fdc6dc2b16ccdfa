import { playChoiceGame } from '../choice/play.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import type { TaskPlugin } from '../plugin.ts';
import { letterInfo, letterLanguageOf, type LetterParams, type LetterTaskId } from './info.ts';
import { letterSections } from './sections.ts';

export type { LetterParams, LetterTaskId } from './info.ts';

/** The Letter game (letter names and sounds): letter, letter-es, letter-en-ca. */
export function letterPlugin(taskId: LetterTaskId): TaskPlugin<LetterParams> {
  const speech = letterLanguageOf(taskId) === 'es' ? 'es' : 'en';
  return {
    info: letterInfo(taskId),
    run: (context) =>
      playChoiceGame(context as Parameters<typeof playChoiceGame>[0], {
        language: speech,
        look: 'letters',
        sections: letterSections(taskId, context.params, context.rng),
        practice: context.params.practice,
        skipInstructions: context.params.skipInstructions,
      }),
    simulate: (params, rng, child) =>
      simulateChoiceGame(letterSections(taskId, params, rng), {
        practice: params.practice,
        rng,
        child,
        medianRtMs: 1800,
      }),
  };
}
