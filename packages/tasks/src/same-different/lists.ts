import { createRng } from '../runtime/random.ts';
import { sameDifferentBank } from './bank.ts';
import { SAME_DIFFERENT_STANDARD_TRIALS } from './rules.ts';
import type { Phase, SameDifferentItem } from './types.ts';

/**
 * A run's test items, chosen and ordered from its seed: the browser and the server rebuild the
 * same lists from the seed and the variant's numTrials.
 */

/** The cell an item balances in: phase 1 its dimension and answer, phase 2 its kind and dimension. */
const cellOf = (item: SameDifferentItem) =>
  item.kind === 'same-different'
    ? `${item.dimension}.${item.answer}`
    : `${item.kind}.${item.dimension}`;

/** Test items per phase: numTrials, or the standard 16; at most the whole bank of the phase. */
export const testCount = (phase: Phase, numTrials?: number): number =>
  Math.min(
    Math.max(1, Math.floor(numTrials ?? SAME_DIFFERENT_STANDARD_TRIALS)),
    sameDifferentBank().test[phase].length,
  );

/**
 * The phase's test items of a run: the cells in a seeded order, one item from each in turn (so
 * 16 items give two per cell: as many 'same' as 'different', every dimension as often), then the
 * chosen items shuffled.
 */
export function testList(seed: string, phase: Phase, numTrials?: number): SameDifferentItem[] {
  const rng = createRng(`${seed}/same-different/${phase}`);
  const cells = new Map<string, SameDifferentItem[]>();
  for (const item of sameDifferentBank().test[phase]) {
    cells.set(cellOf(item), [...(cells.get(cellOf(item)) ?? []), item]);
  }
  const queues = rng.shuffle([...cells.values()].map((items) => rng.shuffle(items)));
  const count = testCount(phase, numTrials);
  const chosen: SameDifferentItem[] = [];
  for (let round = 0; chosen.length < count; round += 1) {
    for (const queue of queues) {
      const item = queue[round];
      if (item && chosen.length < count) chosen.push(item);
    }
  }
  return rng.shuffle(chosen);
}
