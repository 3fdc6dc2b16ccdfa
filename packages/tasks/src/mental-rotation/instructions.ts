import type { ItemClipGroup } from '../choice/clip-texts.ts';

/**
 * Everything the Matching Game says, in English, written for this project for children of five
 * and up: short sentences, the same words each time ("the same picture, just turned"; "flipped,
 * like in a mirror"), so the two ideas the child must tell apart keep their names.
 */

/** Clip keys, and when the game says each. */
export const ROTATION_CLIPS = {
  /** Once, before the run's first step (practice or test): what the game is. */
  intro: 'intro',
  /** Before the first practice item. */
  practiceIntro: 'practice.intro',
  /** On every item, and on the replay button: the question. */
  prompt: 'prompt',
  /** After a right practice answer. */
  practiceRight: 'practice.right',
  /** After a wrong practice answer, when the item comes again. */
  retry: 'retry',
  /** After the last wrong try at a practice item, when the game goes on without it. */
  practiceMoveOn: 'practice.move-on',
  /** Before the first test item. */
  testIntro: 'test.intro',
  /** After the last test item. */
  end: 'end',
} as const;

export type RotationClip = (typeof ROTATION_CLIPS)[keyof typeof ROTATION_CLIPS];

export const ROTATION_TEXTS: Readonly<Record<RotationClip, string>> = {
  intro:
    'Welcome to the Matching Game! Look at the picture at the top. Below it are two more pictures. One is the same picture, just turned. The other one is flipped, like in a mirror.',
  'practice.intro':
    "Let's try some together. Tap the picture that is the same as the one at the top, just turned.",
  prompt: 'Which one is the same picture, just turned?',
  'practice.right': 'Yes! That one is the same picture, just turned.',
  retry: 'Not quite. That one is flipped, like in a mirror. Try again!',
  'practice.move-on': "That was a tricky one. Let's keep going.",
  'test.intro':
    'Now you will play on your own. Some pictures are turned a lot. Take your time, and tap the one that is the same picture, just turned.',
  end: 'You did it! Thank you for playing the Matching Game.',
};

/** The game's clips as one group (the task id), spoken in English. */
export const rotationClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: { ...ROTATION_TEXTS },
});
