/**
 * Simulated calibration samples for the calibration tests and bench/calibration.ts: children with
 * known abilities answer items with known parameters, every item or a random subset of them.
 */
import type { CalibrationResponse } from './calibration-data.ts';
import { type ItemParams, probability } from './irt.ts';

/** Standard normal draw by Box-Muller. */
export const gaussian = (rng: () => number) =>
  Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

export interface SimulatedSample {
  readonly theta: number[];
  readonly responses: CalibrationResponse[];
}

export interface SampleOptions {
  readonly children: number;
  readonly items: readonly ItemParams[];
  /** Items each child answers (a random subset); all of them by default. */
  readonly perChild?: number;
  readonly mean?: number;
  readonly sd?: number;
  /** Overrides the model for some answers (planted misfit or DIF). */
  readonly answer?: (child: number, item: number, theta: number, modelRight: boolean) => boolean;
}

export function simulateSample(rng: () => number, options: SampleOptions): SimulatedSample {
  const { children, items } = options;
  const perChild = Math.min(options.perChild ?? items.length, items.length);
  const theta: number[] = [];
  const responses: CalibrationResponse[] = [];
  const order = items.map((_, i) => i);
  for (let child = 0; child < children; child += 1) {
    const t = (options.mean ?? 0) + (options.sd ?? 1) * gaussian(rng);
    theta.push(t);
    // A partial Fisher-Yates shuffle picks this child's items.
    for (let k = 0; k < perChild; k += 1) {
      const swap = k + Math.floor(rng() * (order.length - k));
      [order[k], order[swap]] = [order[swap] as number, order[k] as number];
    }
    for (let k = 0; k < perChild; k += 1) {
      const item = order[k] as number;
      const modelRight = rng() < probability(items[item] as ItemParams, t);
      const correct = options.answer ? options.answer(child, item, t, modelRight) : modelRight;
      responses.push({ person: child, item, correct });
    }
  }
  return { theta, responses };
}

export const rmse = (xs: readonly number[], ys: readonly number[]) =>
  Math.sqrt(xs.reduce((sum, x, i) => sum + (x - (ys[i] as number)) ** 2, 0) / xs.length);

/**
 * A large sample as columns (bench/calibration.ts: 100,000 children): each child answers
 * `perChild` items drawn at random from the bank.
 */
export function simulateColumns(
  rng: () => number,
  {
    children,
    items,
    perChild,
  }: { children: number; items: readonly ItemParams[]; perChild: number },
) {
  const total = children * perChild;
  const person = new Int32Array(total);
  const item = new Int32Array(total);
  const correct = new Uint8Array(total);
  const order = items.map((_, i) => i);
  let k = 0;
  for (let child = 0; child < children; child += 1) {
    const t = gaussian(rng);
    for (let j = 0; j < perChild; j += 1) {
      const swap = j + Math.floor(rng() * (order.length - j));
      [order[j], order[swap]] = [order[swap] as number, order[j] as number];
      const i = order[j] as number;
      person[k] = child;
      item[k] = i;
      correct[k] = rng() < probability(items[i] as ItemParams, t) ? 1 : 0;
      k += 1;
    }
  }
  return { person, item, correct };
}
