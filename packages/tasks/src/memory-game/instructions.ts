import type { ItemClipGroup } from '../choice/clip-texts.ts';
import type { MemoryPhase } from './rules.ts';

/**
 * Everything the Memory Game says, in English, as speech clips (key -> text) for the speech
 * build. Written for this project, for children of five and up: short sentences, words they
 * know. When each is spoken is listed in README.md.
 */
export const MEMORY_CLIP_TEXTS = {
  'forward.intro':
    'Some squares will light up, one at a time. Watch carefully! When they stop, tap the same squares in the same order.',
  'forward.practice-intro': "Let's practice first.",
  'backward.intro':
    'Now something tricky! This time, tap the squares backwards. Start with the last square that lit up, and finish with the first one.',
  'backward.practice-intro': "Let's practice going backwards.",
  'test-intro': "Great! Now let's play. The squares will get harder to remember. Do your best!",
  watch: 'Watch.',
  'your-turn': 'Your turn.',
  'forward.reminder': 'Tap the squares that lit up, in the same order.',
  'backward.reminder': 'Tap the squares that lit up, backwards. Start with the last one.',
  retry: "Not quite. Let's try that one again. Watch carefully!",
  end: 'You did it! You remembered so many squares. Thank you for playing!',
} as const;

export type MemoryClipKey = keyof typeof MEMORY_CLIP_TEXTS;

/** Clip key of a phase's moment. */
export const memoryPhaseClip = (
  phase: MemoryPhase,
  moment: 'intro' | 'practice-intro' | 'reminder',
): MemoryClipKey => `${phase}.${moment}`;

/** The game's clips as one group (the task id), spoken in English. */
export const memoryClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: { ...MEMORY_CLIP_TEXTS },
});
