import type { phonicsParams } from '@roar/contracts';
import type { z } from 'zod';
import { itemClipId } from '../choice/clips.ts';
import type { ChoiceSection } from '../choice/engine.ts';
import { phonicsBank, type PhonicsItem } from '../phonics-bank/index.ts';

/** Version of the Phonics game's code, stored with every run. */
export const PHONICS_VERSION = '1.0.0';

export type PhonicsParams = z.output<ReturnType<typeof phonicsParams>>;

/** Speech clip group of the phonics items and instructions. */
export const PHONICS_CLIP_GROUP = 'phonics';

const item = (entry: PhonicsItem) => ({
  id: entry.id,
  clip: itemClipId('en', PHONICS_CLIP_GROUP, entry.id),
  prompt: entry.prompt,
  answer: { value: entry.word },
  distractors: entry.choices.filter((c) => c !== entry.word).map((value) => ({ value })),
  order: entry.choices.map((value) => ({ value })),
});

/**
 * The sections of a Phonics run: the practice words first (with the instructions), then one
 * section per skill category the variant gives, in the catalogue's order (easiest first).
 */
export function phonicsSections(params: Pick<PhonicsParams, 'categories'>): ChoiceSection[] {
  const bank = phonicsBank();
  return params.categories.map((category, index) => ({
    id: category,
    practice: index === 0 ? bank.practice.map(item) : [],
    test: bank.test[category].map(item),
    ...(index === 0
      ? {
          intro: {
            clip: itemClipId('en', PHONICS_CLIP_GROUP, 'intro'),
            text: bank.instructions.intro,
          },
          practiceIntro: {
            clip: itemClipId('en', PHONICS_CLIP_GROUP, 'practice-intro'),
            text: bank.instructions.practiceIntro,
          },
        }
      : {}),
  }));
}
