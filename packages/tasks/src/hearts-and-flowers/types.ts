/**
 * The shapes of Hearts and Flowers: a heart or a flower on the left or the right, answered with
 * the left or right button. Free of React and the DOM: the server rebuilds the run's items.
 */

/** The blocks, in the order the game gives them (COGNITION_PARTS names them the same way). */
export const HF_BLOCK_IDS = ['hearts', 'flowers', 'mixed', 'mixed2'] as const;
export type HfBlockId = (typeof HF_BLOCK_IDS)[number];

export const HF_SHAPES = ['heart', 'flower'] as const;
export type HfShape = (typeof HF_SHAPES)[number];

/** Where the shape is drawn, and the two answers (the response string of a trial). */
export const HF_SIDES = ['left', 'right'] as const;
export type HfSide = (typeof HF_SIDES)[number];

/**
 * The parts of a block: instruction trials (no time limit, each repeated until right), practice
 * (timed, with feedback, until a streak of right answers) and test. The first two are stored
 * with stage 'practice'.
 */
export const HF_PHASES = ['instruction', 'practice', 'test'] as const;
export type HfPhase = (typeof HF_PHASES)[number];

/** One trial of a run's plan, rebuilt from the run's seed on the server. */
export interface HfItem {
  /** '<block>.<phase>.<nn>' ('mixed.test.07'), unique within the run. */
  id: string;
  block: HfBlockId;
  phase: HfPhase;
  shape: HfShape;
  side: HfSide;
  /**
   * Test trials of the mixed blocks: whether the shape differs from the previous test trial of
   * the block (true: a switch, false: a repeat); null for the first one and in other blocks.
   */
  switched: boolean | null;
}

/** The side to press: a heart's own side, the other side for a flower. */
export const correctSide = (shape: HfShape, side: HfSide): HfSide =>
  shape === 'heart' ? side : side === 'left' ? 'right' : 'left';

/** A stored response as a side; anything else is no answer. */
export const asSide = (value: unknown): HfSide | null =>
  value === 'left' || value === 'right' ? value : null;
