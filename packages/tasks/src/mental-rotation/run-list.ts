import { createRng, type Rng } from '../runtime/random.ts';
import { ROTATION_TEST_BANK, type RotationItem } from './bank.ts';
import { ALL_ANGLES, ROTATION_SIDES, ROTATION_STANDARD_TRIALS } from './rules.ts';

/**
 * A run's test items, chosen and ordered from its seed, so the browser and the server (which
 * judges only the items of this list) build the same list:
 * - the angles get the items in turns (a seed-shuffled order of the ten angles, round after
 *   round), so their counts differ by one at most (40 items: 4 per angle); an angle whose items
 *   are used up is passed over (over 80 items the animal-only angles run out);
 * - within an angle, the pictures come in a seed-shuffled order and the side of the match
 *   alternates, its start alternating between angles, so the sides are balanced;
 * - the chosen items are shuffled, then no picture follows itself where that can be avoided.
 */

/** The list's own stream of the seed: drawing it does not shift the run's other draws. */
const listRng = (seed: string) => createRng(`${seed}:mental-rotation-list`);

/**
 * An angle's items in the order they are taken: picture j of n (seed order) on lap 0, then
 * again on lap 1 with the other side; the side alternates along the list.
 */
function angleQueue(angle: number, startSide: number, rng: Rng): RotationItem[] {
  const here = ROTATION_TEST_BANK.filter((i) => i.angle === angle);
  const pictures = rng.shuffle([...new Set(here.map((i) => i.stimulusId))]);
  const n = pictures.length;
  return Array.from({ length: 2 * n }, (_, j) => {
    const side = ROTATION_SIDES[(startSide + (j % n) + Math.floor(j / n)) % 2]!;
    return here.find((i) => i.stimulusId === pictures[j % n] && i.matchSide === side)!;
  });
}

/** How many items each angle gives: in turns, passing over an angle with none left. */
function angleCounts(order: readonly number[], sizes: ReadonlyMap<number, number>, total: number) {
  const counts = new Map(order.map((a) => [a, 0]));
  let given = 0;
  while (given < total) {
    const before = given;
    for (const angle of order) {
      if (given < total && counts.get(angle)! < sizes.get(angle)!) {
        counts.set(angle, counts.get(angle)! + 1);
        given += 1;
      }
    }
    if (given === before) break; // the bank is used up
  }
  return counts;
}

/** Whether the item at `p` shows the same picture as one beside it. */
const clashes = (list: readonly RotationItem[], p: number) =>
  list[p]!.stimulusId === list[p - 1]?.stimulusId ||
  list[p]!.stimulusId === list[p + 1]?.stimulusId;

/**
 * Moves items so that no picture follows itself: an item showing the picture before it trades
 * places with the first item that fits there and whose own place it fits, when there is one.
 */
function spreadPictures(list: RotationItem[]): RotationItem[] {
  const swap = (a: number, b: number) => ([list[a], list[b]] = [list[b]!, list[a]!]);
  for (let i = 1; i < list.length; i += 1) {
    if (list[i]!.stimulusId !== list[i - 1]!.stimulusId) continue;
    for (let k = 0; k < list.length; k += 1) {
      if (k === i) continue;
      swap(i, k);
      if (!clashes(list, i) && !clashes(list, k)) break;
      swap(i, k);
    }
  }
  return list;
}

/** The test items of a run: `numTrials` of them (standard: 40), in the order given. */
export function rotationRunList(
  seed: string,
  numTrials: number = ROTATION_STANDARD_TRIALS,
): RotationItem[] {
  const rng = listRng(seed);
  const total = Math.max(1, Math.floor(numTrials));
  const order = rng.shuffle(ALL_ANGLES);
  const queues = new Map(order.map((angle, i) => [angle, angleQueue(angle, i % 2, rng)]));
  const sizes = new Map([...queues].map(([angle, q]) => [angle, q.length]));
  const counts = angleCounts(order, sizes, total);
  const chosen = order.flatMap((angle) => queues.get(angle)!.slice(0, counts.get(angle)));
  return spreadPictures(rng.shuffle(chosen));
}
