import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { matrixPracticeItems } from './bank.ts';
import { MATRIX_ATTRIBUTES, type MatrixAttribute, type MatrixRuleKind } from './types.ts';

/**
 * Everything the Puzzle Game says, in English, written for this project for children of five and
 * up (short sentences, words they know; numbers in words for the speech engine). Keys and when
 * the screen plays them:
 * - `intro`: what the game is, before the run's first step (practice or test);
 * - `practice.intro`: before the first practice step; `test.intro`: before the first test step;
 * - `prompt`: the question, with every item (and on the replay button);
 * - `correct`: after a right practice answer;
 * - `retry` then `<itemId>.hint`: after a wrong practice answer, when the item comes again;
 * - `move-on`: after the last wrong try at a practice item, when the game goes on without it;
 * - `end`: when the game is over.
 */
export const MATRIX_TEXTS = {
  intro:
    'Welcome to the Puzzle Game! Each puzzle has three rows of pictures. ' +
    'The pictures change in a pattern. One piece is missing, in the empty box. ' +
    'Look at the rows, then tap the piece that fits.',
  'practice.intro': "Let's try some together first.",
  'test.intro':
    'Now you will do more puzzles on your own. Some are easy and some are tricky. ' +
    'Take your time, and do your best!',
  prompt: 'Which piece fits in the empty box?',
  correct: 'Yes! That piece fits the pattern.',
  retry: 'Not quite. Look at the rows again.',
  'move-on': "Good try! Let's keep going.",
  end: 'You finished the puzzles. Great job!',
} as const;

export type MatrixClipKey = keyof typeof MATRIX_TEXTS;

/** The hint after a wrong practice answer, by the practice item's one varying rule. */
const HINTS: Partial<Record<`${MatrixAttribute}:${MatrixRuleKind}`, string>> = {
  'count:progression':
    'In each row, every box has one more shape than the box before it. ' +
    'How many shapes go in the empty box? Try again.',
  'shape:distribution':
    'Each row has the same three shapes, one of each. ' +
    'Which shape is missing from the last row? Try again.',
};

/** Clip key of a practice item's hint. */
export const matrixHintClip = (itemId: string) => `${itemId}.hint`;

/** Every spoken text by clip key: the fixed texts and each practice item's hint. */
export function matrixClipTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...MATRIX_TEXTS };
  for (const item of matrixPracticeItems()) {
    const varying = MATRIX_ATTRIBUTES.find((a) => item.rules[a] !== 'constant');
    const hint = varying && HINTS[`${varying}:${item.rules[varying]}`];
    if (!hint) throw new Error(`practice item ${item.id} has no hint`);
    texts[matrixHintClip(item.id)] = hint;
  }
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const matrixClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: matrixClipTexts(),
});
