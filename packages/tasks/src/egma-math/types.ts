import { EARLY_MATH_BLOCKS } from '@roar/contracts';

/**
 * The shapes of the Math Game (egma-math): early-grade math blocks, each a fixed list of items.
 * Free of React and the DOM: the server rebuilds items from their ids to judge a run.
 */

/** Age band of a child; it picks the magnitudes and the number-line ranges. */
export type EgmaBand = 'young' | 'middle' | 'older';

export const EGMA_BANDS: readonly EgmaBand[] = ['young', 'middle', 'older'];

/** The blocks, in the order the game gives them. */
export const EGMA_BLOCK_IDS = EARLY_MATH_BLOCKS;

export type EgmaBlockId = (typeof EGMA_BLOCK_IDS)[number];

/**
 * How a block's screen works. The five arithmetic blocks share one format (a problem and four
 * answers), so only the first of them has practice items.
 */
export const EGMA_FORMATS = [
  'number-identification',
  'number-comparison',
  'missing-number',
  'arithmetic',
  'number-line-choice',
  'number-line-slider',
] as const;

export type EgmaFormat = (typeof EGMA_FORMATS)[number];

/** The error a wrong option stands for (reports can say which errors a child made). */
export type EgmaLureKind =
  | 'digits-reversed'
  | 'teen-ty'
  | 'written-as-said'
  | 'off-by-one'
  | 'off-by-ten'
  | 'smaller'
  | 'count-by-one'
  | 'step-slip'
  | 'wrong-operation'
  | 'place-value-slip'
  | 'related-fact'
  | 'mirror'
  | 'neighbour'
  | 'near';

export interface EgmaLure {
  value: string;
  kind: EgmaLureKind;
}

/** One problem. Its content is a function of its id alone, whichever band lists it. */
export interface EgmaItem {
  /** `egma.<block code>.<content>`, e.g. `egma.add1.3-4`, `egma.nls.0-100.37`. */
  id: string;
  block: EgmaBlockId;
  format: EgmaFormat;
  /** The question, on screen and for screen readers; it never gives the answer away. */
  prompt: string;
  /**
   * What was asked: the spoken number, the two numbers, the sequence with `__` for the blank,
   * the sum (`3 + 4`), the number at the mark or the number to place.
   */
  stimulus: string;
  /** The key: an option's value; for the slider, the target as a string. */
  answer: string;
  /** The wrong options, each with the error it stands for; none for the slider. */
  lures: readonly EgmaLure[];
  /** Number line: its two ends. */
  range?: readonly [number, number];
  /** Number line: the value at the mark (choice) or to place (slider). */
  target?: number;
  /** Speech clip key of a number the game says (number identification, slider): the item id. */
  clip?: string;
  /** Rough difficulty on the ability scale (logits); blocks list items by it, easy first. */
  difficulty: number;
}

/** One block of a band's bank, with the rule that ends it early. */
export interface EgmaBlock {
  id: EgmaBlockId;
  format: EgmaFormat;
  /** Shown with feedback before the test items; only the first block of each format has them. */
  practice: readonly EgmaItem[];
  test: readonly EgmaItem[];
  /** Consecutive test errors that end the block (the game goes on with the next one). */
  maxConsecutiveErrors: number;
}
