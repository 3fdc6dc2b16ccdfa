import type { EgmaBlockId } from './types.ts';

/**
 * What the Math Game says and shows, in English: written for this project, for children of five
 * and up (short sentences, words they know; no spellings that differ between en-US and en-GB).
 * The game speaks the intros and prompts; instructions.ts lists them as speech clips.
 */
export interface EgmaBlockTexts {
  /** Said before the block's first item. */
  intro: string;
  /** Said before the practice items, in the blocks that have them. */
  practiceIntro?: string;
  /** The question of each item (the slider's names its number: sliderPrompt). */
  prompt: string;
}

export const EGMA_BLOCK_TEXTS: Readonly<Record<EgmaBlockId, EgmaBlockTexts>> = {
  'number-identification': {
    intro: 'Listen to the number. Tap the number you hear.',
    practiceIntro: "Let's try one together first. Listen carefully!",
    prompt: 'Tap the number you hear.',
  },
  'number-comparison': {
    intro: 'You will see two numbers. Tap the bigger number.',
    practiceIntro: "Let's try one first.",
    prompt: 'Which number is bigger?',
  },
  'missing-number': {
    intro:
      'Here are some numbers in a row, but one number is missing. Tap the number that goes in the empty box.',
    practiceIntro: "Let's try one first.",
    prompt: 'Which number is missing?',
  },
  'addition-1': {
    intro: "Now let's add. Look at the problem, then tap the answer.",
    practiceIntro: "Let's try one together first.",
    prompt: 'What is the answer?',
  },
  'subtraction-1': {
    intro: "Now let's take away. Look at the problem, then tap the answer.",
    prompt: 'What is the answer?',
  },
  'addition-2': {
    intro: 'These adding problems have bigger numbers. Take your time, then tap the answer.',
    prompt: 'What is the answer?',
  },
  'subtraction-2': {
    intro: 'These take-away problems have bigger numbers. Take your time, then tap the answer.',
    prompt: 'What is the answer?',
  },
  multiplication: {
    intro: "Now let's try some times problems. Tap the answer.",
    prompt: 'What is the answer?',
  },
  'number-line-choice': {
    intro:
      'This is a number line. The numbers get bigger from one end to the other. Look at the mark on the line, and tap the number that goes there.',
    practiceIntro: "Let's try one first.",
    prompt: 'Which number is at the mark?',
  },
  'number-line-slider': {
    intro:
      'Now you get to move the marker! Slide it to the place on the line where the number goes.',
    practiceIntro: "Let's try one first.",
    prompt: 'Where does this number go on the line?',
  },
};

/** Said when a practice answer was wrong and the item comes again. */
export const EGMA_RETRY_TEXT = 'Not quite. Try again!';

/** The slider's question, naming the number to place. */
export const sliderPrompt = (label: string) => `Where does ${label} go on the line?`;

/** Fractions as the game says them (the speech engine would read "1/4" as "one slash four"). */
const FRACTION_WORDS: Readonly<Record<string, string>> = {
  '1/2': 'one half',
  '1/3': 'one third',
  '2/3': 'two thirds',
  '1/4': 'one quarter',
  '3/4': 'three quarters',
  '1/5': 'one fifth',
  '2/5': 'two fifths',
  '3/5': 'three fifths',
  '4/5': 'four fifths',
  '1/10': 'one tenth',
  '9/10': 'nine tenths',
};

/**
 * A number as the speech engine should say it: digits as they are (it reads "27" as twenty-seven
 * and "0.7" as zero point seven), fractions in words.
 */
export function spokenNumber(label: string): string {
  const words = FRACTION_WORDS[label];
  if (words) return words;
  if (label.includes('/')) throw new Error(`no words for the fraction ${label}`);
  return label;
}

export const FRACTION_LABELS = Object.keys(FRACTION_WORDS);
