import type { ItemRole, SourceBank, SourceRow, WrittenBank, WrittenItem } from './types.ts';

/** The 24 orders of four positions. */
const PERMUTATIONS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const build = (prefix: number[]) => {
    if (prefix.length === 4) out.push(prefix);
    for (let p = 0; p < 4; p += 1) if (!prefix.includes(p)) build([...prefix, p]);
  };
  build([]);
  return out;
})();

/** A small string hash (FNV-1a), so the arrangement is fixed by the bank and block alone. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Where the answer of the `index`th item of a list goes: each block of four items puts its
 * answers in the four positions once, in an order chosen by the block's hash (balanced positions,
 * with no pattern a child could follow).
 */
export const keyPosition = (bank: string, role: ItemRole, index: number): number =>
  PERMUTATIONS[hash(`${bank}/${role}/${Math.floor(index / 4)}`) % PERMUTATIONS.length]![index % 4]!;

const ID_PART: Record<ItemRole, (n: number) => string> = {
  practice: (n) => `x${n}`,
  core: (n) => String(n).padStart(3, '0'),
  pilot: (n) => `p${String(n).padStart(2, '0')}`,
};

/** An item's id: its bank's prefix, its role and its place in the list (from 1). */
export const itemId = (source: SourceBank, role: ItemRole, index: number) =>
  `${source.prefix}-${ID_PART[role](index + 1)}`;

function arrangeRow(source: SourceBank, role: ItemRole, row: SourceRow, index: number) {
  const [grade, tag, text, answer, ...distractors] = row;
  const key = keyPosition(source.id, role, index);
  const options = [...distractors];
  options.splice(key, 0, answer);
  const morphology = source.id === 'morphology';
  const item: WrittenItem = {
    id: itemId(source, role, index),
    role,
    grade,
    kind: morphology ? (tag === 'I' ? 'inflection' : 'derivation') : null,
    target: morphology ? null : tag,
    text,
    options: options as unknown as WrittenItem['options'],
  };
  return { item, key };
}

/**
 * A written bank arranged for showing: every item's options in their shown order, the web's bank
 * (practice keys only) and the keys of every item by id (the server's). Pure and deterministic:
 * scripts/multichoice/build-banks.ts writes the web's part to bank-items.ts, and a test checks
 * that file against a fresh arrangement.
 */
export function arrangeBank(source: SourceBank): {
  bank: WrittenBank;
  keys: ReadonlyMap<string, number>;
} {
  const keys = new Map<string, number>();
  const list = (role: ItemRole, rows: readonly SourceRow[]) =>
    rows.map((row, index) => {
      const { item, key } = arrangeRow(source, role, row, index);
      keys.set(item.id, key);
      return { item, key };
    });
  return {
    bank: {
      id: source.id,
      practice: list('practice', source.practice).map(({ item, key }) => ({ ...item, key })),
      core: list('core', source.core).map(({ item }) => item),
      pilot: list('pilot', source.pilot).map(({ item }) => item),
    },
    keys,
  };
}
