import type { Dimension, ItemKind, Phase, SameDifferentItem } from './types.ts';

/**
 * What the Shapes Game says and shows, in English: written for this project for children of five
 * and up (short sentences, words they know, US spelling since the texts are shown too). The game
 * speaks them; instructions.ts lists them as speech clips.
 */

export interface PhaseTexts {
  /** Said before the phase's first item. */
  intro: string;
  /** Said before its practice items (when the variant has practice). */
  practiceIntro: string;
  /** Said before its first test item. */
  testIntro: string;
}

export const PHASE_TEXTS: Readonly<Record<Phase, PhaseTexts>> = {
  'same-different': {
    intro:
      "Let's play the Shapes Game! You will see two cards. I will ask you a question about them. If the answer is yes, tap Same. If not, tap Different.",
    practiceIntro: "Let's try some together first. Look carefully!",
    testIntro: 'Now you play on your own. Listen to each question.',
  },
  matching: {
    intro:
      'Great job! Now you will see three or four cards. Sometimes you pick the two that match. Sometimes you pick the one that is different. Look at the shapes, the colors, the sizes, and how many shapes there are.',
    practiceIntro: "Let's try some together first.",
    testIntro: 'Now you play on your own. Take your time.',
  },
};

/** The phase-1 questions, one per dimension. */
export const ASK_TEXTS: Readonly<Record<Dimension, string>> = {
  shape: 'Are these the same shape?',
  colour: 'Are these the same color?',
  size: 'Are these the same size?',
  number: 'Do these have the same number of shapes?',
};

/** The phase-2 instructions, one per kind. */
export const PICK_TEXTS: Readonly<Record<Exclude<ItemKind, 'same-different'>, string>> = {
  match: 'Pick the two that match.',
  unique: 'Pick the one that is different.',
};

/** Said after a wrong practice answer and its hint, when the item comes again. */
export const RETRY_TEXT = "Let's try that one again.";

/** Said after the last item. */
export const END_TEXT = 'You did it! Thank you for playing the Shapes Game.';

/** Clip key and text of an item's question. */
export function promptOf(item: SameDifferentItem): { clip: string; text: string } {
  if (item.kind === 'same-different') {
    return { clip: `ask.${item.dimension}`, text: ASK_TEXTS[item.dimension] };
  }
  return { clip: `pick.${item.kind}`, text: PICK_TEXTS[item.kind] };
}
