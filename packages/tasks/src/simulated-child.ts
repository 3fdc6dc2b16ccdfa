import type { Rng } from './runtime/random.ts';

/** A standard normal draw (Box-Muller) from the run's generator. */
export function normalDraw(rng: Rng): number {
  const u = Math.max(rng.next(), Number.EPSILON);
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * A response time around `medianMs`, log-normally spread (response times are right-skewed), never
 * below 150 ms (faster than a child can see and press).
 */
export function simulatedRtMs(rng: Rng, medianMs: number): number {
  return Math.max(150, Math.round(medianMs * Math.exp(0.35 * normalDraw(rng))));
}
