import type { Rng } from '../runtime/random.ts';
import { cellKey, cornerAfter, seenValue, turned, withValue } from './cells.ts';
import {
  MATRIX_ATTRIBUTES,
  MATRIX_COLOURS,
  MATRIX_CORNERS,
  MATRIX_SHAPES,
  ORIENTED_SHAPES,
  type MatrixAttribute,
  type MatrixCell,
  type MatrixChoice,
  type MatrixPosition,
  type MatrixRules,
} from './types.ts';

/**
 * The three lures of an item: a balanced 2 x 2 design over two attributes A and B. The answer is
 * (a1, b1), the lures (a2, b1), (a1, b2) and (a2, b2): every value of A and of B is in exactly two
 * of the four options and every other attribute is the same in all four, so each option shares
 * as many features with the others as any other option does. Counting features (the 'response
 * elimination' of Raven-type tests: the answer as the option most like the rest) cannot find the
 * answer; only the rules can. A is a varying rule; B another varying rule when the item has two
 * or more, else a constant attribute. The wrong values are likely slips: a value of the row taken
 * again, a step too few or too many, a change of something that stayed the same.
 */

type Value = MatrixCell[MatrixAttribute];

const others = <T>(pool: readonly T[], value: T) => pool.filter((v) => v !== value);

/** Wrong values for one attribute, the likeliest slips first. */
function wrongValues(
  rng: Rng,
  attribute: MatrixAttribute,
  rules: MatrixRules,
  grid: readonly MatrixCell[],
): Value[] {
  const answer = grid[8]!;
  const value = answer[attribute];
  const kind = rules[attribute];
  if (kind === 'distribution') {
    // The other values of the row: the child took one of the row's own values again.
    return rng.shuffle(others([grid[6]![attribute], grid[7]![attribute]], value));
  }
  switch (attribute) {
    case 'shape': {
      // A turning item's lures keep to shapes with a direction, so their turn still shows.
      const pool = rules.rotation === 'constant' ? MATRIX_SHAPES : ORIENTED_SHAPES;
      return rng.shuffle(others(pool, answer.shape));
    }
    case 'colour':
      return rng.shuffle(others(MATRIX_COLOURS, answer.colour));
    case 'count':
      return rng.shuffle([answer.count - 1, answer.count + 1].filter((n) => n >= 1 && n <= 4));
    case 'rotation':
      // A turn shows only on a shape with a direction.
      if (!ORIENTED_SHAPES.includes(answer.shape)) return [];
      return kind === 'progression'
        ? rng.shuffle([turned(answer.rotation, -1), turned(answer.rotation, 1)])
        : rng.shuffle([90, 180, 270]);
    case 'position':
      return kind === 'progression'
        ? rng.shuffle([
            cornerAfter(value as MatrixPosition, -1),
            cornerAfter(value as MatrixPosition, 1),
          ])
        : rng.shuffle([...MATRIX_CORNERS]);
  }
}

/**
 * Whether a cell is drawn as the game's cells are: a turn only on a shape with a direction, and
 * a group (two or more) only in the centre.
 */
const drawable = (cell: MatrixCell) =>
  (cell.rotation === 0 || ORIENTED_SHAPES.includes(cell.shape)) &&
  (cell.count === 1 || cell.position === 'centre');

/**
 * Whether four cells (the answer, then (a2, b1), (a1, b2), (a2, b2)) are a balanced design as
 * seen: A splits them {answer, (a1, b2)} against the others, B {answer, (a2, b1)} against the
 * others, and every other attribute looks the same in all four (a turn hidden by a shape's
 * symmetry would break the balance the cells' values only seem to have).
 */
function balanced(cells: readonly MatrixCell[], a: MatrixAttribute, b: MatrixAttribute): boolean {
  return MATRIX_ATTRIBUTES.every((attribute) => {
    const [v0, v1, v2, v3] = cells.map((cell) => seenValue(cell, attribute));
    if (attribute === a) return v0 === v2 && v1 === v3 && v0 !== v1;
    if (attribute === b) return v0 === v1 && v2 === v3 && v0 !== v2;
    return v0 === v1 && v0 === v2 && v0 === v3;
  });
}

type Pair = [MatrixAttribute, MatrixAttribute];

/** The pairs (A, B) to try, in order: two varying rules when there are two, else one and a constant. */
function designPairs(rng: Rng, rules: MatrixRules): Pair[] {
  const varying = rng.shuffle(MATRIX_ATTRIBUTES.filter((a) => rules[a] !== 'constant'));
  const constant = rng.shuffle(MATRIX_ATTRIBUTES.filter((a) => rules[a] === 'constant'));
  if (varying.length >= 2)
    return varying.flatMap((a, i) => varying.slice(i + 1).map((b): Pair => [a, b]));
  return varying.flatMap((a) => constant.map((b): Pair => [a, b]));
}

/**
 * The three lures, (a2, b1), (a1, b2) and (a2, b2), from the first pair (A, B) and values a2, b2
 * (likeliest slips first) whose four options are drawable, look different and are balanced; none
 * (an empty list, which the validator rejects, so the generator draws again) if no pair gives one.
 */
export function luresFor(
  rng: Rng,
  rules: MatrixRules,
  grid: readonly MatrixCell[],
): MatrixChoice[] {
  const answer = grid[8]!;
  const wrong = new Map<MatrixAttribute, Value[]>();
  const wrongOf = (attribute: MatrixAttribute) => {
    if (!wrong.has(attribute)) wrong.set(attribute, wrongValues(rng, attribute, rules, grid));
    return wrong.get(attribute)!;
  };
  for (const [a, b] of designPairs(rng, rules)) {
    for (const a2 of wrongOf(a)) {
      for (const b2 of wrongOf(b)) {
        const onlyA = withValue(answer, a, a2);
        const lures = [onlyA, withValue(answer, b, b2), withValue(onlyA, b, b2)];
        if ([answer, ...lures].every(drawable) && balanced([answer, ...lures], a, b))
          return lures.map((cell) => ({ key: cellKey(cell), cell }));
      }
    }
  }
  return [];
}
