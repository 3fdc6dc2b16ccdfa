import { createRng, type Rng } from '../runtime/random.ts';
import { cardCode, parseCardCode } from './cards.ts';
import { rightResponses, selectionResponse } from './logic.ts';
import { SAME_DIFFERENT_BANK_SEED, SAME_DIFFERENT_ITEMS_PER_CELL } from './rules.ts';
import {
  DIMENSION_VALUES,
  DIMENSIONS,
  type Card,
  type Dimension,
  type ItemKind,
  type Phase,
  type SameDifferentItem,
} from './types.ts';

/**
 * The item bank, generated in code from a fixed seed (SAME_DIFFERENT_BANK_SEED): the same items,
 * ids and keys on every device and on the server. Every key is checked against the rules of
 * logic.ts as the bank is built: an item with more than one right answer is never kept.
 */

type Value = string | number;
type Columns = Record<Dimension, Value[]>;

const cardAt = (columns: Columns, i: number): Card =>
  ({
    shape: columns.shape[i],
    colour: columns.colour[i],
    size: columns.size[i],
    count: columns.number[i],
  }) as Card;

const valuesOf = (dimension: Dimension) => DIMENSION_VALUES[dimension];

/** An item from its cards, its key checked: the rules must accept exactly the intended answer. */
function itemOf(kind: ItemKind, dimension: Dimension, cards: Card[], key: string) {
  const codes = cards.map(cardCode).join('-');
  const item: SameDifferentItem = {
    id: kind === 'same-different' ? `sd.${dimension}.${codes}` : `${kind}.${codes}`,
    phase: kind === 'same-different' ? 'same-different' : 'matching',
    kind,
    dimension,
    cards,
    answer: key,
    selections: kind === 'same-different' ? null : kind === 'match' ? 2 : 1,
  };
  const right = rightResponses(item);
  if (right.length !== 1 || right[0] !== key) throw new Error(`${item.id}: not one key (${right})`);
  return item;
}

/**
 * Phase 1: two cards and a dimension. One or two of the other three dimensions differ, never
 * none and never all: 'same' cards are never twins and 'different' cards never differ in
 * everything, so only the asked dimension tells the answer.
 */
function pairItem(rng: Rng, dimension: Dimension, answer: 'same' | 'different') {
  const rest = DIMENSIONS.filter((d) => d !== dimension);
  const differing = rng.shuffle(rest).slice(0, rng.int(1, 2));
  const columns = {} as Columns;
  for (const d of DIMENSIONS) {
    const value = rng.pick(valuesOf(d));
    const differs = d === dimension ? answer === 'different' : differing.includes(d);
    columns[d] = [value, differs ? rng.pick(valuesOf(d).filter((v) => v !== value)) : value];
  }
  return itemOf('same-different', dimension, [cardAt(columns, 0), cardAt(columns, 1)], answer);
}

/**
 * Phase 2: n cards. 'match': two share a value of the dimension and the others each have their
 * own; 'unique': all but one share it. Every other dimension is all the same or all different
 * (at least one all different, so the cards do not look alike): neither ever singles out a pair
 * or a card, so exactly one answer is right. The cards are then put in a random order.
 */
function setItem(rng: Rng, kind: 'match' | 'unique', dimension: Dimension, n: number) {
  const columns = {} as Columns;
  const [a, ...others] = rng.shuffle(valuesOf(dimension));
  columns[dimension] =
    kind === 'match'
      ? [a!, a!, ...others.slice(0, n - 2)]
      : [...Array<Value>(n - 1).fill(a!), others[0]!];
  const rest = DIMENSIONS.filter((d) => d !== dimension);
  const canDiffer = rest.filter((d) => valuesOf(d).length >= n);
  const mustDiffer = rng.pick(canDiffer);
  for (const d of rest) {
    const values = rng.shuffle(valuesOf(d));
    const differ = d === mustDiffer || (canDiffer.includes(d) && rng.next() < 0.5);
    columns[d] = differ ? values.slice(0, n) : Array<Value>(n).fill(values[0]!);
  }
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const cards = order.map((i) => cardAt(columns, i));
  const key =
    kind === 'match'
      ? selectionResponse([order.indexOf(0), order.indexOf(1)])
      : String(order.indexOf(n - 1));
  return itemOf(kind, dimension, cards, key);
}

const cards = (...codes: string[]) => codes.map((code) => parseCardCode(code)!);

/**
 * Practice, written by hand to teach the idea: phase 1 asks 'same color?' of two blue cards of
 * different shapes, then 'same size?' of a big and a small square; phase 2 shows two stars among
 * three (match), then one small square among big ones (unique).
 */
const PRACTICE: Readonly<Record<Phase, () => SameDifferentItem[]>> = {
  'same-different': () => [
    itemOf('same-different', 'colour', cards('cbB1', 'rbB1'), 'same'),
    itemOf('same-different', 'size', cards('soB1', 'soS1'), 'different'),
  ],
  matching: () => [
    itemOf('match', 'shape', cards('rbB1', 'coB1', 'ryB1'), '0-2'),
    itemOf('unique', 'size', cards('skB1', 'soS1', 'syB1'), '1'),
  ],
};

/** The bank's cells: phase 1 by dimension and answer, phase 2 by kind and dimension. */
function testItems(rng: Rng, phase: Phase, taken: Set<string>): SameDifferentItem[] {
  const items: SameDifferentItem[] = [];
  const make = (build: () => SameDifferentItem) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const item = build();
      if (!taken.has(item.id)) {
        taken.add(item.id);
        items.push(item);
        return;
      }
    }
    throw new Error('the bank generator keeps repeating an item');
  };
  for (const dimension of DIMENSIONS) {
    for (let k = 0; k < SAME_DIFFERENT_ITEMS_PER_CELL; k += 1) {
      if (phase === 'same-different') {
        make(() => pairItem(rng, dimension, 'same'));
        make(() => pairItem(rng, dimension, 'different'));
        continue;
      }
      // Four cards cannot leave a pair alone on size (two values): size matches use three.
      make(() => setItem(rng, 'match', dimension, dimension === 'size' ? 3 : 3 + (k % 2)));
      make(() => setItem(rng, 'unique', dimension, 3 + (k % 2)));
    }
  }
  return items;
}

export interface SameDifferentBank {
  practice: Readonly<Record<Phase, readonly SameDifferentItem[]>>;
  test: Readonly<Record<Phase, readonly SameDifferentItem[]>>;
}

function buildBank(): SameDifferentBank {
  const rng = createRng(SAME_DIFFERENT_BANK_SEED);
  const practice = {
    'same-different': PRACTICE['same-different'](),
    matching: PRACTICE.matching(),
  };
  const taken = new Set([...practice['same-different'], ...practice.matching].map((i) => i.id));
  const sameDifferent = testItems(rng, 'same-different', taken);
  return {
    practice,
    test: { 'same-different': sameDifferent, matching: testItems(rng, 'matching', taken) },
  };
}

let bank: SameDifferentBank | undefined;
let byId: Map<string, SameDifferentItem> | undefined;

/** The bank (built once). */
export const sameDifferentBank = (): SameDifferentBank => (bank ??= buildBank());

/** Every item, practice and test, of both phases. */
export const allSameDifferentItems = (): SameDifferentItem[] => {
  const { practice, test } = sameDifferentBank();
  return [
    ...practice['same-different'],
    ...practice.matching,
    ...test['same-different'],
    ...test.matching,
  ];
};

/** The item with this id, in either phase; undefined for an unknown id. */
export const sameDifferentItemById = (id: string): SameDifferentItem | undefined =>
  (byId ??= new Map(allSameDifferentItems().map((item) => [item.id, item]))).get(id);
