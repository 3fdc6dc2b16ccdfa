/**
 * Stratified choice of items: difficulty b is cut into bins of half a theta unit over [-3, 3] and
 * each bin gets the same share of items, so an adaptive test finds informative items at every
 * ability. Within a bin, real words rotate over word lengths; made-up words copy the form of the
 * real words (same length, same kind of ending, accent or not), so neither length nor ending
 * betrays which is which.
 */
import { type Rng, createRng } from '../../src/runtime/random.ts';
import { B_RANGE } from './priors.ts';

export const BIN_WIDTH = 0.5;
export const BIN_COUNT = (B_RANGE.max - B_RANGE.min) / BIN_WIDTH;

export interface Scored {
  word: string;
  b: number;
}

export const binOf = (b: number) =>
  Math.min(BIN_COUNT - 1, Math.max(0, Math.floor((b - B_RANGE.min) / BIN_WIDTH)));

/** Items per bin: equal shares, the remainder to the middle bins. */
export function binQuotas(total: number): number[] {
  const quotas = Array.from({ length: BIN_COUNT }, () => Math.floor(total / BIN_COUNT));
  const order = Array.from({ length: BIN_COUNT }, (_, i) => i).sort(
    (x, y) => Math.abs(x - (BIN_COUNT - 1) / 2) - Math.abs(y - (BIN_COUNT - 1) / 2) || x - y,
  );
  for (let i = 0; i < total - BIN_COUNT * Math.floor(total / BIN_COUNT); i += 1) {
    quotas[order[i] as number] = (quotas[order[i] as number] as number) + 1;
  }
  return quotas;
}

/**
 * A fixed random order of words: each word's place comes from its own seeded draw, so removing
 * one candidate (a new exclusion) leaves the choice of all the others unchanged.
 */
export function stableOrder<T extends { word: string }>(items: readonly T[], seed: string): T[] {
  const keyed = items.map((item) => ({ item, key: createRng(`${seed}:${item.word}`).next() }));
  keyed.sort((x, y) => x.key - y.key || (x.item.word < y.item.word ? -1 : 1));
  return keyed.map((k) => k.item);
}

/**
 * Two items of one family (play, player, playground) are not both chosen: they share five first
 * letters, or one is the other plus up to three letters.
 */
export function sameFamily(x: string, y: string): boolean {
  let common = 0;
  while (common < Math.min(x.length, y.length) && x[common] === y[common]) common += 1;
  if (common >= 5) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/** Same length, one letter different (perímetro, perémetro). */
export function oneLetterApart(x: string, y: string): boolean {
  if (x.length !== y.length) return false;
  let differences = 0;
  for (let i = 0; i < x.length && differences < 2; i += 1) if (x[i] !== y[i]) differences += 1;
  return differences === 1;
}

function conflicts(word: string, chosen: readonly string[], plain: (w: string) => string) {
  const p = plain(word);
  // Equal plain forms too: sio and sío would look like one string shown twice.
  return chosen.some((other) => p === plain(other) || sameFamily(p, plain(other)));
}

/** Length groups taken in turn within a bin: 3 and 8-9 letters once, 4-5 and 6-7 twice. */
const LENGTH_GROUPS = [
  [4, 5],
  [6, 7],
  [3, 3],
  [4, 5],
  [6, 7],
  [8, 9],
] as const;

/**
 * Chooses `total` real words, equal numbers per difficulty bin, lengths rotating within a bin.
 * When bins run short (Spanish has few very rare words), the rest comes from the hardest bins
 * that still have candidates, which keeps the top of the scale covered. `maxOfLength` caps the
 * words of one length (where made-up words of that length are scarce).
 */
export function chooseRealWords<T extends Scored>(
  candidates: readonly T[],
  total: number,
  seed: string,
  plain: (w: string) => string,
  maxOfLength: (length: number) => number = () => Number.POSITIVE_INFINITY,
): T[] {
  const byBin = Array.from({ length: BIN_COUNT }, () => [] as T[]);
  for (const item of stableOrder(candidates, seed)) byBin[binOf(item.b)]?.push(item);
  const chosen: T[] = [];
  const words: string[] = [];
  const ofLength = new Map<number, number>();
  const take = (pool: T[], want: number) => {
    for (let round = 0, got = 0; got < want; round += 1) {
      const [min, max] = LENGTH_GROUPS[round % LENGTH_GROUPS.length] as readonly [number, number];
      const fits = (item: T) =>
        (ofLength.get(item.word.length) ?? 0) < maxOfLength(item.word.length) &&
        !conflicts(item.word, words, plain);
      const index = pool.findIndex(
        (item) => item.word.length >= min && item.word.length <= max && fits(item),
      );
      if (index < 0) {
        if (!pool.some(fits)) return;
        continue;
      }
      const [item] = pool.splice(index, 1) as [T];
      chosen.push(item);
      words.push(item.word);
      ofLength.set(item.word.length, (ofLength.get(item.word.length) ?? 0) + 1);
      got += 1;
    }
  };
  binQuotas(total).forEach((quota, bin) => take(byBin[bin] as T[], quota));
  for (let bin = BIN_COUNT - 1; bin >= 0 && chosen.length < total; bin -= 1) {
    take(byBin[bin] as T[], total - chosen.length);
  }
  if (chosen.length < total) throw new Error(`only ${chosen.length} real words fit`);
  return chosen;
}

/**
 * Chooses one made-up word per real word, of the same length and if possible the same form class,
 * with difficulty bins spread like the quotas. Where no candidate sits in the wanted bin, the
 * nearest bin is used.
 */
export function chooseMadeUpWords<T extends Scored>(
  candidates: readonly T[],
  realWords: readonly string[],
  formClass: (word: string) => string,
  rng: Rng,
  plain: (w: string) => string,
): T[] {
  const quotas = binQuotas(realWords.length);
  const targets = rng.shuffle(quotas.flatMap((n, bin) => Array.from({ length: n }, () => bin)));
  const byLength = new Map<number, T[]>();
  for (const item of stableOrder(candidates, rng.seed)) {
    const group = byLength.get(item.word.length) ?? [];
    group.push(item);
    byLength.set(item.word.length, group);
  }
  const chosen: T[] = [];
  const words: string[] = [];
  // A made-up word one letter away from a longer real item of the bank would test that item
  // twice (short strings are one letter away from many words anyway).
  const nearReal = (word: string) =>
    word.length >= 5 && realWords.some((real) => oneLetterApart(plain(word), plain(real)));
  realWords.forEach((real, slot) => {
    const target = targets[slot] as number;
    const wanted = formClass(real);
    const group = byLength.get(real.length) ?? [];
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    group.forEach((item, index) => {
      // A different form class costs more than any distance in bins.
      const cost =
        Math.abs(binOf(item.b) - target) + (formClass(item.word) === wanted ? 0 : BIN_COUNT);
      if (cost < bestCost && !conflicts(item.word, words, plain) && !nearReal(item.word)) {
        best = index;
        bestCost = cost;
      }
    });
    if (best < 0) throw new Error(`no made-up word as long as "${real}"`);
    const [item] = group.splice(best, 1) as [T];
    chosen.push(item);
    words.push(item.word);
  });
  return chosen;
}
