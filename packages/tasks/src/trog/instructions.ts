import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { allSyntaxItems } from './bank.ts';

/**
 * Everything the Syntax Game says, in English, written for this project for children of five and
 * up (short sentences; numbers in words for the speech engine). Keys and when they are said:
 * - `intro`: what the game is, before the run's first step;
 * - `practice.intro`, `test.intro`: before the first practice and the first test sentence;
 * - `break`: before the sixth, eleventh and sixteenth block (a short rest);
 * - `<itemId>`: the sentence, with its pictures (and on 'Hear it again');
 * - `correct`, `retry`, `move-on`: after a practice answer (right; wrong, it comes again; wrong
 *   for the last time, the game goes on);
 * - `end`: when the game is over.
 */
export const SYNTAX_TEXTS = {
  intro:
    'Welcome to the Syntax Game! You will hear a sentence and see four pictures. ' +
    'Tap the picture that goes with the sentence. Listen carefully: the pictures are almost the same!',
  'practice.intro': "Let's try two together first.",
  'test.intro':
    'Now you will play on your own. Some sentences are easy and some are tricky. ' +
    'You can hear a sentence again with the speaker button. Do your best!',
  break: "You're doing great! Take a little rest, then let's keep going.",
  correct: 'Yes! That picture goes with the sentence.',
  retry: 'Not quite. Listen again and look carefully at each picture.',
  'move-on': "Good try! Let's keep going.",
  end: 'You finished the Syntax Game. Great job!',
} as const;

/** Blocks (0-based) before which the `break` is said. */
export const SYNTAX_BREAK_BEFORE_BLOCKS: readonly number[] = [5, 10, 15];

/** Every spoken text by clip key: the fixed texts and each sentence. */
export function syntaxClipTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...SYNTAX_TEXTS };
  for (const item of allSyntaxItems()) texts[item.id] = item.sentence;
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const syntaxClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: syntaxClipTexts(),
});
