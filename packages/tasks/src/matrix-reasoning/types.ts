/**
 * The Puzzle Game's vocabulary: a cell of the 3x3 matrix is a set of attributes, and each
 * attribute follows one rule along the rows.
 */

/** Shapes distinct in outline (not only in colour); the last three have no rotational symmetry. */
export const MATRIX_SHAPES = [
  'circle',
  'square',
  'triangle',
  'star',
  'cross',
  'heart',
  'arrow',
  'moon',
] as const;
export type MatrixShape = (typeof MATRIX_SHAPES)[number];

/** Shapes whose every turn by 45 degrees looks different: the only ones a rotation rule uses. */
export const ORIENTED_SHAPES: readonly MatrixShape[] = ['heart', 'arrow', 'moon'];

/**
 * Fill colours, told apart by colour-blind children because their lightness differs as well as
 * their hue (black, blue, orange and white: relative luminance about 0.01, 0.15, 0.42 and 1).
 */
export const MATRIX_COLOURS = ['black', 'blue', 'orange', 'white'] as const;
export type MatrixColour = (typeof MATRIX_COLOURS)[number];

/** How many copies of the figure a cell holds. */
export const MATRIX_COUNTS = [1, 2, 3, 4] as const;

/** Turns (degrees clockwise), in 45-degree steps. */
export const MATRIX_ROTATIONS = [0, 45, 90, 135, 180, 225, 270, 315] as const;

/** The corners in clockwise order (a position progression moves one corner on). */
export const MATRIX_CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
export type MatrixPosition = 'centre' | (typeof MATRIX_CORNERS)[number];

export interface MatrixCell {
  shape: MatrixShape;
  colour: MatrixColour;
  /** 1 to 4 copies. */
  count: number;
  /** Degrees clockwise, a multiple of 45 in [0, 360). */
  rotation: number;
  position: MatrixPosition;
}

export const MATRIX_ATTRIBUTES = ['shape', 'colour', 'count', 'rotation', 'position'] as const;
export type MatrixAttribute = (typeof MATRIX_ATTRIBUTES)[number];

/**
 * A row rule: the same value in every cell; a progression along the row (count +1, rotation +45,
 * position one corner clockwise); or a distribution of three (every row holds the same three
 * values once each, in another order).
 */
export type MatrixRuleKind = 'constant' | 'progression' | 'distribution';
export type MatrixRules = Readonly<Record<MatrixAttribute, MatrixRuleKind>>;

/** Parts of the game for the measures: items by their number of varying rules (3: three or more). */
export const MATRIX_PARTS = ['rules-1', 'rules-2', 'rules-3'] as const;
export type MatrixPart = (typeof MATRIX_PARTS)[number];

/** One answer to choose: the cell and its key (the response string when it is chosen). */
export interface MatrixChoice {
  key: string;
  cell: MatrixCell;
}

export interface MatrixItem {
  /** 'mx-001'... in rising difficulty; practice 'mx-p01'... */
  id: string;
  stage: 'practice' | 'test';
  rules: MatrixRules;
  /** The eight cells shown, row by row; the ninth (bottom right) is the one to find. */
  cells: readonly MatrixCell[];
  /** The right cell's key. */
  answer: string;
  /** The answer first, then the three lures (the screen shows them in the run's order). */
  options: readonly MatrixChoice[];
  /** Rules that are not constant. */
  ruleCount: number;
  part: MatrixPart;
  /** Provisional Rasch-like difficulty (README.md, 'Item parameters'). */
  difficulty: number;
}
