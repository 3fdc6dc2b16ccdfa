import type { PackedResponses } from './calibration-data.ts';
import { probability } from './irt.ts';
import { P_FLOOR } from './likelihood-grid.ts';

/**
 * Item fit of a calibration (issue 20, item 3): infit and outfit mean squares of each item's
 * answers at the persons' EAP abilities (Wright & Masters, 1982), their Wilson-Hilferty
 * standardised values, and the correlation of the item's answers with the EAPs.
 */
export interface ItemFitStatistics {
  readonly n: number;
  /** Information-weighted mean square sum (u - P)^2 / sum P(1 - P); null without answers. */
  readonly infit: number | null;
  /** Unweighted mean square: mean of (u - P)^2 / (P (1 - P)). */
  readonly outfit: number | null;
  readonly infitZ: number | null;
  readonly outfitZ: number | null;
  /** Point-biserial correlation of the answers with the EAPs; negative: a reversed item. */
  readonly eapCorrelation: number | null;
}

/** Item parameters as parallel arrays (the calibration's working form). */
export interface ItemArrays {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly c: Float64Array;
  readonly d: Float64Array;
}

/** Wilson-Hilferty cube-root transform of a mean square with standard deviation q to a z. */
function standardised(ms: number, q: number): number | null {
  if (!(q > 0)) return null;
  return (Math.cbrt(ms) - 1) * (3 / q) + q / 3;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** Fit statistics of every item at the abilities `theta` (one per packed person). */
export function itemFitStatistics(
  data: PackedResponses,
  items: ItemArrays,
  theta: Float64Array,
): ItemFitStatistics[] {
  const m = data.itemCount;
  const sumZ2 = new Float64Array(m);
  const sumSq = new Float64Array(m);
  const sumW = new Float64Array(m);
  const outfitVar = new Float64Array(m);
  const infitVar = new Float64Array(m);
  const su = new Float64Array(m);
  const st = new Float64Array(m);
  const sut = new Float64Array(m);
  const stt = new Float64Array(m);
  for (let p = 0; p < data.personIds.length; p += 1) {
    const t = theta[p] as number;
    for (let j = data.start[p] as number; j < (data.start[p + 1] as number); j += 1) {
      const i = data.item[j] as number;
      const u = data.correct[j] as number;
      const params = { a: items.a[i]!, b: items.b[i]!, c: items.c[i]!, d: items.d[i]! };
      const prob = Math.min(1 - P_FLOOR, Math.max(P_FLOOR, probability(params, t)));
      const w = prob * (1 - prob);
      const resid2 = (u - prob) ** 2;
      // Fourth central moment of a right/wrong answer: P Q^4 + Q P^4.
      const kurt = prob * (1 - prob) ** 4 + (1 - prob) * prob ** 4;
      sumZ2[i] = sumZ2[i]! + resid2 / w;
      sumSq[i] = sumSq[i]! + resid2;
      sumW[i] = sumW[i]! + w;
      outfitVar[i] = outfitVar[i]! + kurt / (w * w);
      infitVar[i] = infitVar[i]! + kurt - w * w;
      su[i] = su[i]! + u;
      st[i] = st[i]! + t;
      sut[i] = sut[i]! + u * t;
      stt[i] = stt[i]! + t * t;
    }
  }
  return Array.from({ length: m }, (_, i) => {
    const n = data.itemN[i] as number;
    if (n === 0) {
      return {
        n,
        infit: null,
        outfit: null,
        infitZ: null,
        outfitZ: null,
        eapCorrelation: null,
      };
    }
    const outfit = sumZ2[i]! / n;
    const infit = sumSq[i]! / sumW[i]!;
    const qOut = Math.sqrt(Math.max(0, outfitVar[i]! / (n * n) - 1 / n));
    const qIn = Math.sqrt(Math.max(0, infitVar[i]!) / sumW[i]! ** 2);
    const covUt = sut[i]! / n - (su[i]! / n) * (st[i]! / n);
    const varU = su[i]! / n - (su[i]! / n) ** 2;
    const varT = stt[i]! / n - (st[i]! / n) ** 2;
    const r = varU > 0 && varT > 0 ? covUt / Math.sqrt(varU * varT) : null;
    const z = (x: number | null) => (x === null ? null : round(x));
    return {
      n,
      infit: round(infit),
      outfit: round(outfit),
      infitZ: z(standardised(infit, qIn)),
      outfitZ: z(standardised(outfit, qOut)),
      eapCorrelation: z(r),
    };
  });
}

/**
 * The rules that flag an item (the ADR 049 reasons):
 * - mean squares: outside 0.7-1.3 (the usual range for a low-stakes test; 1.3 means 30 % more
 *   noise than the model expects) and at the same time |z| >= 2, so a small sample's noisy mean
 *   square alone does not flag, nor does a trivial misfit that a huge sample makes significant;
 * - slope: the item's own slope below 0.35 per SD of the sample's ability (for Rasch the slope
 *   the item takes when freed): it barely separates children;
 * - fewer answers than `minResponses` (100 for Rasch, 200 for 2PL: SE of b about 0.25 and of a
 *   about 0.2 at typical items).
 */
export const ITEM_FIT_RULES = {
  meanSquare: { low: 0.7, high: 1.3 },
  z: 2,
  minSlope: 0.35,
  minResponses: { rasch: 100, '2pl': 200 },
} as const;

export const ITEM_FLAGS = [
  'notAnswered',
  'fewResponses',
  'noVariance',
  'underfit',
  'overfit',
  'lowDiscrimination',
  'negativeDiscrimination',
  'dif',
] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/** Flags that keep an item out of the persons' likelihood in the second fit (misfit proper). */
export const MISFIT_FLAGS: readonly ItemFlag[] = [
  'noVariance',
  'underfit',
  'lowDiscrimination',
  'negativeDiscrimination',
];

/** Flags that leave an item usable: an item that fits too well measures, it is just steep. */
export const INFORMATIONAL_FLAGS: readonly ItemFlag[] = ['overfit'];

export interface FlagInput {
  readonly fit: ItemFitStatistics;
  readonly right: number;
  /** The item's slope per SD of the calibration sample (2PL a, or Rasch's freed slope). */
  readonly slope: number;
  readonly minResponses: number;
}

/** The flags of one item, each with a sentence saying why. */
export function flagItem({ fit, right, slope, minResponses }: FlagInput): {
  flags: ItemFlag[];
  reasons: string[];
} {
  const flags: ItemFlag[] = [];
  const reasons: string[] = [];
  const add = (flag: ItemFlag, reason: string) => {
    flags.push(flag);
    reasons.push(reason);
  };
  const { n } = fit;
  if (n === 0) {
    add('notAnswered', 'no answers: parameters not estimated');
    return { flags, reasons };
  }
  if (n < minResponses) add('fewResponses', `${n} answers, fewer than ${minResponses}`);
  if (right === 0 || right === n) {
    add(
      'noVariance',
      `every answer ${right === 0 ? 'wrong' : 'right'}: difficulty set by the prior`,
    );
    return { flags, reasons };
  }
  const { meanSquare, z } = ITEM_FIT_RULES;
  const high = (ms: number | null, zs: number | null) =>
    ms !== null && ms > meanSquare.high && (zs ?? 0) >= z;
  const low = (ms: number | null, zs: number | null) =>
    ms !== null && ms < meanSquare.low && (zs ?? 0) <= -z;
  if (high(fit.infit, fit.infitZ) || high(fit.outfit, fit.outfitZ)) {
    add('underfit', `infit ${fit.infit}, outfit ${fit.outfit}: noisier than the model`);
  } else if (low(fit.infit, fit.infitZ) || low(fit.outfit, fit.outfitZ)) {
    add('overfit', `infit ${fit.infit}, outfit ${fit.outfit}: steeper than the model`);
  }
  // Negative beyond chance (r below -2 / sqrt(n)): a random item's r wanders either side of 0.
  if (fit.eapCorrelation !== null && fit.eapCorrelation < -2 / Math.sqrt(n)) {
    add('negativeDiscrimination', `answers correlate ${fit.eapCorrelation} with ability`);
  } else if (slope < ITEM_FIT_RULES.minSlope) {
    add('lowDiscrimination', `slope ${slope.toFixed(2)} per SD, below ${ITEM_FIT_RULES.minSlope}`);
  }
  return { flags, reasons };
}
