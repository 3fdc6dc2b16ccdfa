import type { TaskPlugin } from '../plugin.ts';
import { vocabDefinition } from './definition.ts';
import type { VocabParams } from './params.ts';
import { playVocab } from './play.ts';
import { simulateVocab } from './simulate.ts';
import { VOCAB_VERSION } from './rules.ts';

export { vocabBank, vocabPictures, type VocabItem, type VocabLanguage } from './bank.ts';
export type { VocabParams } from './params.ts';

/** Picture Vocabulary's player: its declaration's schemas plus `run`. */
export function vocabPlugin(taskId: string): TaskPlugin<VocabParams> {
  return {
    info: {
      id: taskId,
      version: VOCAB_VERSION,
      params: vocabDefinition.params(
        taskId,
      ) as unknown as TaskPlugin<VocabParams>['info']['params'],
      data: vocabDefinition.trialData,
    },
    run: (context) => playVocab(context),
    simulate: (params, rng, child) => simulateVocab(params, rng, child),
  };
}
