import type { SyntaxStructure } from '@roar/contracts';
import type { PictureName } from './pictures.ts';

export { SYNTAX_STRUCTURES, type SyntaxStructure } from '@roar/contracts';

/**
 * What the Syntax Game (trog) is made of: sentences, each with four pictures that differ only in
 * what the grammar of the sentence decides. A picture is data (figures placed in a small view),
 * drawn by one component (scene.tsx).
 */

/** The view every picture is drawn in; the ground is at GROUND_Y. */
export const VIEW = { width: 200, height: 150 } as const;
export const GROUND_Y = 138;

/**
 * One figure of a picture: `x` its centre, `y` its bottom (where it stands), `size` its width and
 * height, in the 200 x 150 view; drawn in the order listed (a later figure hides an earlier one:
 * in front of it). `flip`: mirrored left to right.
 */
export interface Figure {
  picture: PictureName;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}

/** One of an item's four pictures. */
export interface SyntaxPicture {
  figures: readonly Figure[];
  /**
   * What the picture shows in plain words ('big dog chases small cat'): for people checking the
   * bank and tests only. It is never shown or read to the child (it would give the answer away).
   */
  shows: string;
}

export interface SyntaxItem {
  /** '<structure>-<n>' (1-4, the order in the block), 'practice-<n>' for practice. */
  id: string;
  stage: 'practice' | 'test';
  structure: SyntaxStructure | 'practice';
  /** 0-based block (the structure's place in SYNTAX_STRUCTURES); -1 for practice. */
  block: number;
  /** The spoken sentence (clip '<id>'), also shown under the replay button. */
  sentence: string;
  /** The four pictures in the order shown (left to right, keys 1-4). */
  pictures: readonly SyntaxPicture[];
  /** The right picture's place, '1' to '4' (the response recorded is the chosen place). */
  answer: string;
  /** Provisional difficulty (logits), from the block (README.md). */
  difficulty: number;
}
