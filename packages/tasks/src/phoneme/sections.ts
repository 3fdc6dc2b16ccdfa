import type { phonemeParams } from '@roar/contracts';
import type { z } from 'zod';
import { itemClipId } from '../choice/clips.ts';
import type { ChoiceSection } from '../choice/engine.ts';
import { paBank, type PaItem, type PaPicture } from '../pa-bank/index.ts';

/** Version of the Phoneme game's code, stored with every run. */
export const PHONEME_VERSION = '1.0.0';

export type PhonemeParams = z.output<ReturnType<typeof phonemeParams>>;
export type PhonemeTaskId = 'pa' | 'pa-es';

const picture = (p: PaPicture) => ({ value: p.word, image: p.file });

/** The sections of a Phoneme run: the variant's subtests in order, each with its practice. */
export function phonemeSections(
  taskId: PhonemeTaskId,
  params: Pick<PhonemeParams, 'subtests'>,
): ChoiceSection[] {
  const language = taskId === 'pa-es' ? 'es' : 'en';
  const bank = paBank(language);
  const item = (entry: PaItem) => ({
    id: entry.id,
    clip: itemClipId(language, taskId, entry.id),
    prompt: entry.prompt,
    cue: entry.cue ? picture(entry.cue) : null,
    answer: picture(entry.answer),
    distractors: entry.distractors.map(picture),
    // The prompt names the pictures in this order.
    order: entry.choices.map(picture),
  });
  return params.subtests.map((subtest) => ({
    id: subtest,
    practice: bank.items[subtest].practice.map(item),
    test: bank.items[subtest].test.map(item),
    intro: {
      clip: itemClipId(language, taskId, `${subtest}.intro`),
      text: bank.instructions[subtest].intro,
    },
    practiceIntro: {
      clip: itemClipId(language, taskId, `${subtest}.practice-intro`),
      text: bank.instructions[subtest].practiceIntro,
    },
  }));
}
