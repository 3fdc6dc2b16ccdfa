import { createRng, type Rng } from '../runtime/random.ts';
import { cellKey, stepAfter } from './cells.ts';
import { luresFor } from './lures.ts';
import { DIFFICULTY_WEIGHTS, VARYING_KINDS } from './rules.ts';
import {
  MATRIX_ATTRIBUTES,
  MATRIX_COLOURS,
  MATRIX_CORNERS,
  MATRIX_ROTATIONS,
  MATRIX_SHAPES,
  ORIENTED_SHAPES,
  type MatrixAttribute,
  type MatrixCell,
  type MatrixColour,
  type MatrixItem,
  type MatrixPart,
  type MatrixPosition,
  type MatrixRules,
  type MatrixShape,
} from './types.ts';
import { itemProblems } from './validate.ts';

/**
 * The item generator: rule sets (templates) from one varying rule to four, and for each a grid
 * drawn with a generator seeded from the bank seed and the template's place, so the bank is the
 * same on every machine and adding a template leaves the others alone.
 */

type Value = MatrixCell[MatrixAttribute];

const take = <T>(rng: Rng, pool: readonly T[], n: number): T[] => rng.shuffle(pool).slice(0, n);

/** Nine values (row by row): every row holds the three values once, each row shifted. */
function distributed(rng: Rng, three: readonly Value[]): Value[] {
  const shift = rng.pick([1, 2]);
  return Array.from({ length: 9 }, (_, i) => three[(Math.floor(i / 3) * shift + (i % 3)) % 3]!);
}

/** Nine values: each row starts somewhere and steps along. */
function progressed(rng: Rng, attribute: MatrixAttribute, starts: readonly Value[]): Value[] {
  return [0, 1, 2].flatMap(() => {
    const first = rng.pick(starts);
    const second = stepAfter(attribute, first);
    return [first, second, stepAfter(attribute, second)];
  });
}

/**
 * The nine values of one attribute under its rule. A turning item uses oriented shapes only (a
 * turned circle looks the same); a moving item has one figure per cell (a group fits a corner
 * badly) and a counting item stays in the centre.
 */
function valuesOf(rng: Rng, attribute: MatrixAttribute, rules: MatrixRules): Value[] {
  const kind = rules[attribute];
  const same = (value: Value) => Array<Value>(9).fill(value);
  switch (attribute) {
    case 'shape': {
      const pool = rules.rotation === 'constant' ? MATRIX_SHAPES : ORIENTED_SHAPES;
      return kind === 'constant' ? same(rng.pick(pool)) : distributed(rng, take(rng, pool, 3));
    }
    case 'colour':
      return kind === 'constant'
        ? same(rng.pick(MATRIX_COLOURS))
        : distributed(rng, take(rng, MATRIX_COLOURS, 3));
    case 'count':
      if (kind === 'constant') return same(rules.position === 'constant' ? rng.pick([1, 2]) : 1);
      if (kind === 'progression') return progressed(rng, attribute, [1, 2]);
      return distributed(
        rng,
        rng.shuffle(
          rng.pick([
            [1, 2, 3],
            [2, 3, 4],
          ] as const),
        ),
      );
    case 'rotation':
      if (kind === 'constant') return same(0);
      if (kind === 'progression') return progressed(rng, attribute, MATRIX_ROTATIONS);
      return distributed(rng, take(rng, [0, 90, 180, 270], 3));
    case 'position':
      if (kind === 'constant') return same('centre');
      if (kind === 'progression') return progressed(rng, attribute, MATRIX_CORNERS);
      return distributed(rng, take(rng, MATRIX_CORNERS, 3));
  }
}

/** Provisional difficulty (README.md): the formula of DIFFICULTY_WEIGHTS, to two decimals. */
export function ruleDifficulty(rules: MatrixRules): number {
  const w = DIFFICULTY_WEIGHTS;
  const varying = MATRIX_ATTRIBUTES.filter((a) => rules[a] !== 'constant');
  const sum = varying.reduce(
    (total, a) =>
      total +
      (rules[a] === 'progression' ? w.progression : w.distribution) +
      (a === 'rotation' || a === 'position' ? w.spatial : 0),
    w.intercept + w.perExtraRule * Math.max(0, varying.length - 1),
  );
  return Math.round(sum * 100) / 100;
}

export const ruleCountOf = (rules: MatrixRules) =>
  MATRIX_ATTRIBUTES.filter((a) => rules[a] !== 'constant').length;

export const partOf = (ruleCount: number): MatrixPart =>
  ruleCount <= 1 ? 'rules-1' : ruleCount === 2 ? 'rules-2' : 'rules-3';

/** Most draws for one item: a draw that reads two ways is drawn again (it rarely takes three). */
const MAX_DRAWS = 50;

/** One item of the given rules, drawn from `seed`; valid (validate.ts) or an error. */
export function generateItem(
  id: string,
  stage: 'practice' | 'test',
  rules: MatrixRules,
  seed: string,
): MatrixItem {
  const rng = createRng(seed);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const [shape, colour, count, rotation, position] = MATRIX_ATTRIBUTES.map((a) =>
      valuesOf(rng, a, rules),
    );
    const grid = Array.from({ length: 9 }, (_, i): MatrixCell => ({
      shape: shape![i] as MatrixShape,
      colour: colour![i] as MatrixColour,
      count: count![i] as number,
      rotation: rotation![i] as number,
      position: position![i] as MatrixPosition,
    }));
    const answer = grid[8]!;
    const ruleCount = ruleCountOf(rules);
    const item: MatrixItem = {
      id,
      stage,
      rules,
      cells: grid.slice(0, 8),
      answer: cellKey(answer),
      options: [{ key: cellKey(answer), cell: answer }, ...luresFor(rng, rules, grid)],
      ruleCount,
      part: partOf(ruleCount),
      difficulty: ruleDifficulty(rules),
    };
    if (itemProblems(item).length === 0) return item;
  }
  throw new Error(`no valid draw for ${id}`);
}

/**
 * Every rule set with one to four varying rules, in a fixed order: each attribute varies by one
 * of its kinds (VARYING_KINDS), count and position never both (a moving group of four would not
 * fit a corner). 8 + 21 + 22 + 8 templates.
 */
export function ruleTemplates(): MatrixRules[] {
  const templates: MatrixRules[] = [];
  const constant = Object.fromEntries(MATRIX_ATTRIBUTES.map((a) => [a, 'constant'])) as MatrixRules;
  const grow = (from: number, rules: MatrixRules, size: number) => {
    if (size > 0) templates.push(rules);
    if (size === 4) return;
    for (let i = from; i < MATRIX_ATTRIBUTES.length; i += 1) {
      const a = MATRIX_ATTRIBUTES[i]!;
      if (a === 'position' && rules.count !== 'constant') continue;
      for (const kind of VARYING_KINDS[a]) grow(i + 1, { ...rules, [a]: kind }, size + 1);
    }
  };
  grow(0, constant, 0);
  return templates.sort((a, b) => ruleCountOf(a) - ruleCountOf(b));
}
