import { seenValue, stepAfter } from './cells.ts';
import {
  MATRIX_ATTRIBUTES,
  MATRIX_COLOURS,
  MATRIX_CORNERS,
  MATRIX_COUNTS,
  MATRIX_ROTATIONS,
  MATRIX_SHAPES,
  type MatrixAttribute,
  type MatrixCell,
  type MatrixItem,
  type MatrixChoice,
  type MatrixRuleKind,
} from './types.ts';

/**
 * The checks every item must pass (the bank's test runs them on all items): the grid follows its
 * rules, its missing cell has one reading only, and exactly one option completes it. They read
 * the cells as shown, not how the generator made them, so they also catch a generator slip.
 */

type Value = MatrixCell[MatrixAttribute];

/** Every value an attribute can take. */
const DOMAINS: Readonly<Record<MatrixAttribute, readonly Value[]>> = {
  shape: MATRIX_SHAPES,
  colour: MATRIX_COLOURS,
  count: MATRIX_COUNTS,
  rotation: MATRIX_ROTATIONS,
  position: ['centre', ...MATRIX_CORNERS],
};

const RULE_KINDS: readonly MatrixRuleKind[] = ['constant', 'progression', 'distribution'];

const sortedRow = (row: readonly Value[]) => [...row].map(String).sort().join();

/** Whether nine values (row by row) follow one rule of the attribute. */
export function fitsRule(
  attribute: MatrixAttribute,
  kind: MatrixRuleKind,
  values: readonly Value[],
): boolean {
  const rows = [values.slice(0, 3), values.slice(3, 6), values.slice(6, 9)];
  if (kind === 'constant') return values.every((v) => v === values[0]);
  if (kind === 'progression') {
    if (attribute === 'shape' || attribute === 'colour') return false;
    return rows.every((row) =>
      row.every(
        (v, c) =>
          c === 0 ||
          (row[c - 1] !== 'centre' &&
            DOMAINS[attribute].includes(v) &&
            v === stepAfter(attribute, row[c - 1]!)),
      ),
    );
  }
  // Distribution of three: three different values in the first row, the same three in each row.
  return new Set(rows[0]).size === 3 && rows.every((row) => sortedRow(row) === sortedRow(rows[0]!));
}

const column = (cells: readonly MatrixCell[], attribute: MatrixAttribute) =>
  cells.map((cell) => cell[attribute]);

/** Whether a full grid (nine cells) follows the item's rules. */
export const followsRules = (item: MatrixItem, grid: readonly MatrixCell[]): boolean =>
  MATRIX_ATTRIBUTES.every((attribute) =>
    fitsRule(attribute, item.rules[attribute], column(grid, attribute)),
  );

/** The options that complete the grid by its rules: exactly the answer, in a valid item. */
export const consistentOptions = (item: MatrixItem): MatrixChoice[] =>
  item.options.filter((option) => followsRules(item, [...item.cells, option.cell]));

/**
 * The values of an attribute that complete the eight cells by any rule (not only the item's
 * own): more than one means a child could read the rows another way and be marked wrong.
 */
export function readings(item: MatrixItem, attribute: MatrixAttribute): Value[] {
  const shown = column(item.cells, attribute);
  return DOMAINS[attribute].filter((value) =>
    RULE_KINDS.some((kind) => fitsRule(attribute, kind, [...shown, value])),
  );
}

/**
 * For each option (in the item's order), how many of its attribute values, as seen, the other
 * three options share: what a test-wise child could pick by without looking at the matrix (the
 * option most like the rest, or the least like them).
 */
export const sharedFeatures = (item: MatrixItem): number[] =>
  item.options.map((option) =>
    item.options
      .filter((other) => other !== option)
      .reduce(
        (total, other) =>
          total +
          MATRIX_ATTRIBUTES.filter((a) => seenValue(other.cell, a) === seenValue(option.cell, a))
            .length,
        0,
      ),
  );

/**
 * Cues to the answer in the options alone: the answer alone at the top or the bottom of the
 * shared-feature counts, or an attribute whose values the options do not hold two and two (or
 * all alike). In a valid item the options are a balanced 2 x 2 design (lures.ts).
 */
export function optionCues(item: MatrixItem): string[] {
  const cues: string[] = [];
  const shared = sharedFeatures(item);
  const at = item.options.findIndex((o) => o.key === item.answer);
  const mine = shared[at];
  const rest = shared.filter((_, i) => i !== at);
  if (mine !== undefined && rest.every((n) => n < mine)) cues.push('the answer shares the most');
  if (mine !== undefined && rest.every((n) => n > mine)) cues.push('the answer shares the least');
  for (const attribute of MATRIX_ATTRIBUTES) {
    const seen = item.options.map((o) => seenValue(o.cell, attribute));
    const held = seen.map((v) => seen.filter((w) => w === v).length);
    if (!held.every((n) => n === 2) && !held.every((n) => n === seen.length))
      cues.push(`the options' ${attribute} is not two and two`);
  }
  return cues;
}

/** What is wrong with an item ([] for a valid one). */
export function itemProblems(item: MatrixItem): string[] {
  const problems: string[] = [];
  if (item.cells.length !== 8) problems.push('not eight cells shown');
  const answer = item.options.find((o) => o.key === item.answer);
  if (!answer || item.options[0] !== answer) problems.push('the answer is not the first option');
  if (item.options.length !== 4) problems.push('not four options');
  if (new Set(item.options.map((o) => o.key)).size !== item.options.length)
    problems.push('two options look the same');
  const consistent = consistentOptions(item);
  if (consistent.length !== 1 || consistent[0] !== answer)
    problems.push(`${consistent.length} options follow the rules`);
  problems.push(...optionCues(item));
  for (const attribute of MATRIX_ATTRIBUTES) {
    const values = readings(item, attribute);
    if (values.length !== 1 || values[0] !== answer?.cell[attribute])
      problems.push(`${attribute} can be read as ${values.join(' or ') || 'nothing'}`);
  }
  return problems;
}
