/**
 * What the Shapes Game (same-different-selection) is made of: cards, the dimensions they vary on,
 * its two phases and their items.
 */

export const SHAPES = ['circle', 'square', 'triangle', 'star'] as const;
export type Shape = (typeof SHAPES)[number];

/**
 * Four colours apart in hue and in lightness (black, blue, orange, yellow: no red-green pair), so a
 * colour-blind child, or a grey screen, still tells them apart.
 */
export const COLOURS = ['black', 'blue', 'orange', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** Two sizes only, the small half the big: clearly different at a glance. */
export const SIZES = ['small', 'big'] as const;
export type Size = (typeof SIZES)[number];

export const COUNTS = [1, 2, 3] as const;
export type Count = (typeof COUNTS)[number];

/** One card: `count` copies of a shape in a colour at a size. */
export interface Card {
  shape: Shape;
  colour: Colour;
  size: Size;
  count: Count;
}

/** The ways two cards can be the same or differ ('number': how many shapes a card shows). */
export const DIMENSIONS = ['shape', 'colour', 'size', 'number'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The values a dimension takes, in a fixed order. */
export const DIMENSION_VALUES: Readonly<Record<Dimension, readonly (string | number)[]>> = {
  shape: SHAPES,
  colour: COLOURS,
  size: SIZES,
  number: COUNTS,
};

/** A card's value on one dimension. */
export const valueOf = (card: Card, dimension: Dimension): string | number =>
  dimension === 'number' ? card.count : card[dimension];

/** The phases in the order played; also the trials' block and subtask and the measures' parts. */
export const PHASES = ['same-different', 'matching'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * 'same-different': two cards, is the asked dimension the same ('same' | 'different');
 * 'match': pick the two cards that match; 'unique': pick the one that is different.
 */
export type ItemKind = 'same-different' | 'match' | 'unique';

export interface SameDifferentItem {
  /** Names the content: the kind, the dimension (phase 1) and the cards' codes (cardCode). */
  id: string;
  phase: Phase;
  kind: ItemKind;
  /** Phase 1: the dimension asked about; phase 2: the one the right cards stand out on. */
  dimension: Dimension;
  cards: readonly Card[];
  /** The key: 'same' | 'different', or the right card indices ascending joined by '-'. */
  answer: string;
  /** Cards to select in phase 2 (2: match, 1: unique); null in phase 1 (Same/Different buttons). */
  selections: 1 | 2 | null;
}
