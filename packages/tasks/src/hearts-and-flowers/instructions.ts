import type { ItemClipGroup } from '../choice/clip-texts.ts';
import type { HfBlockId, HfShape } from './types.ts';

/**
 * Everything Hearts and Flowers says, in English, written for this project for children of five
 * and up (short sentences; no spellings that differ between en-US and en-GB), as speech clips:
 * - `<block>.intro`: before the block's first step (with practice off too: the rule is in it);
 * - `instruction.<shape>`: with the shape of each instruction trial, every try;
 * - `retry.<shape>`: after a wrong instruction trial, before it comes again;
 * - `practice-intro` / `test-intro`: before the first practice / test step of a block that has
 *   instruction or practice trials (a block opening on its test needs no 'now for real');
 * - `feedback.correct` / `feedback.wrong` / `feedback.too-slow`: after a practice trial (optional
 *   to the screen, which may use sounds);
 * - `move-on`: when an instruction trial or a practice is given up and the game goes on;
 * - `end`: after the last trial.
 */
export const HF_CLIP_TEXTS: Readonly<Record<string, string>> = {
  'hearts.intro':
    'In this game you will see hearts and flowers. When you see a heart, press the button on the same side as the heart.',
  'flowers.intro':
    'Now it is time for flowers. When you see a flower, press the button on the other side, away from the flower.',
  'mixed.intro':
    'Now hearts and flowers come together! For a heart, press on the same side. For a flower, press on the other side.',
  'mixed2.intro':
    'One more time, hearts and flowers! Heart, same side. Flower, other side. Go as fast as you can.',
  'instruction.heart': 'Here is a heart. Press the button on the same side as the heart.',
  'instruction.flower':
    'Here is a flower. Press the button on the other side, away from the flower.',
  'retry.heart': 'Oops! For a heart, press on the same side. Let us try again.',
  'retry.flower': 'Oops! For a flower, press on the other side. Let us try again.',
  'practice-intro': "Let's try a few. Be quick!",
  'test-intro': "Great job! Now let's play. Go as fast as you can!",
  'feedback.correct': 'Good job!',
  'feedback.wrong': 'Oops, not that side.',
  'feedback.too-slow': 'Too slow! Try to be faster.',
  'move-on': "That's okay. Let's keep going!",
  end: 'You did it! Thank you for playing Hearts and Flowers.',
};

/** Clip key of a block's intro. */
export const hfIntroClip = (block: HfBlockId) => `${block}.intro`;

/** Clip key of an instruction trial's prompt, or of its retry after a wrong answer. */
export const hfShapeClip = (moment: 'instruction' | 'retry', shape: HfShape) =>
  `${moment}.${shape}`;

/** The game's clips as one group (the task id), spoken in English. */
export const hfClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: { ...HF_CLIP_TEXTS },
});
