import { WRITTEN_CHOICE_BANKS, type WrittenChoiceBank } from '@roar/contracts';
import type { ItemClipGroup } from '../choice/clip-texts.ts';

/**
 * What the written four-choice game says (its clip group is the task id). Items are read
 * silently: only the instructions are spoken. Every task's group holds every bank's
 * instructions, since a variant may give any bank.
 */
const BANK_TEXTS: Readonly<Record<WrittenChoiceBank, { intro: string; question: string }>> = {
  morphology: {
    intro:
      'Read each sentence to yourself. One word is missing. Choose the word that fits the sentence best.',
    question: 'Which word fits in the blank?',
  },
  cva: {
    intro:
      'Read each sentence to yourself. Look at the word in dark letters. Choose what that word means in the sentence.',
    question: 'What does this word mean?',
  },
};

const SHARED = {
  'practice-intro': "Let's practice first.",
  'practice-answer': 'Look, this is the right answer. Continue when you are ready.',
  'test-intro':
    'Now it is your turn. There is no help from here on. Some sentences are new, so just do your best.',
  break: 'Great work! Take a short break, and continue when you are ready.',
  'time-up': 'Time is up. Thank you!',
  end: 'You did it! Thank you for reading with us.',
} as const;

/** Every clip text of a task's group, by key ('morphology.intro', 'practice-intro'...). */
export function writtenChoiceTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...SHARED };
  for (const bank of WRITTEN_CHOICE_BANKS) texts[`${bank}.intro`] = BANK_TEXTS[bank].intro;
  return texts;
}

/** The question shown above the options (not spoken: the item is read silently). */
export const questionOf = (bank: WrittenChoiceBank) => BANK_TEXTS[bank].question;

export const writtenChoiceClips = (taskId: string): ItemClipGroup => ({
  group: taskId,
  language: 'en',
  texts: writtenChoiceTexts(),
});

/** Names the mark on a practice item's right answer, shown after a wrong choice (not spoken). */
export const RIGHT_ANSWER_LABEL = 'the right answer';

/** A break screen comes before every this many test items (long runs only). */
export const BREAK_EVERY = 24;
