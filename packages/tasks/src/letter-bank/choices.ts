/**
 * Where the target goes among the four choices, item after item: each run of four uses every slot
 * once, so the target is equally often in each slot, with no simple repeating pattern. A game may
 * still shuffle the choices with its seeded generator; the stored order is the bank's own.
 */
const TARGET_SLOTS = [1, 3, 0, 2, 2, 0, 3, 1, 3, 1, 2, 0] as const;

/** Four choices: the target in the slot of the `index`-th item, the distractors around it. */
export function placeTarget(
  target: string,
  distractors: readonly string[],
  index: number,
): readonly [string, string, string, string] {
  const [a, b, c, more] = [distractors[0], distractors[1], distractors[2], distractors.length > 3];
  if (a === undefined || b === undefined || c === undefined || more) {
    throw new Error(`${target}: needs exactly 3 distractors`);
  }
  const slot = TARGET_SLOTS[index % TARGET_SLOTS.length];
  if (slot === 0) return [target, a, b, c];
  if (slot === 1) return [a, target, b, c];
  if (slot === 2) return [a, b, target, c];
  return [a, b, c, target];
}
