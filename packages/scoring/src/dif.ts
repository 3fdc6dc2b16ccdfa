import type { PackedResponses } from './calibration-data.ts';
import { normalCdf } from './normal.ts';

/**
 * Differential item functioning between a reference and a focal group (grade band, language) by
 * the Mantel-Haenszel common odds ratio across ability strata (Holland & Thayer, 1988), with the
 * ETS A/B/C classification of delta = -2.35 ln(alpha) (Zwick, 2012). Children of both groups who
 * answered the item are matched on their EAP ability: on an adaptive test the raw score does not
 * compare children who saw different items.
 */
export interface DifGrouping {
  /** What the groups are, e.g. 'language' or 'gradeBand'. */
  readonly name: string;
  readonly reference: string;
  readonly focal: string;
  /** The group of a person id (the ids of the responses); anything else leaves them out. */
  readonly groupOf: (person: number) => string | null | undefined;
}

export type EtsClass = 'A' | 'B' | 'C';

/** One stratum's 2 x 2 table: right and wrong answers of the reference and the focal group. */
export interface StratumTable {
  readonly refRight: number;
  readonly refWrong: number;
  readonly focalRight: number;
  readonly focalWrong: number;
}

export interface MantelHaenszel {
  /** Common odds ratio (reference over focal); > 1: the item is easier for the reference group. */
  readonly alpha: number;
  /** ETS delta, -2.35 ln alpha: negative means the item favours the reference group. */
  readonly delta: number;
  /** SE of delta from the Robins-Breslow-Greenland variance of ln alpha. */
  readonly seDelta: number;
  /** MH chi-square (1 df, continuity corrected) and its p-value. */
  readonly chiSquare: number;
  readonly p: number;
}

/** The MH statistics of a set of strata; null when a group has no answers or alpha is 0 or infinite. */
export function mantelHaenszel(strata: readonly StratumTable[]): MantelHaenszel | null {
  let sumR = 0;
  let sumS = 0;
  let pr = 0;
  let psQr = 0;
  let qs = 0;
  let observed = 0;
  let expected = 0;
  let variance = 0;
  for (const { refRight: a, refWrong: b, focalRight: c, focalWrong: d } of strata) {
    const t = a + b + c + d;
    if (t < 2) continue;
    const r = (a * d) / t;
    const s = (b * c) / t;
    const p = (a + d) / t;
    const q = (b + c) / t;
    sumR += r;
    sumS += s;
    pr += p * r;
    psQr += p * s + q * r;
    qs += q * s;
    const nRef = a + b;
    const nFocal = c + d;
    const right = a + c;
    const wrong = b + d;
    observed += a;
    expected += (nRef * right) / t;
    variance += (nRef * nFocal * right * wrong) / (t * t * (t - 1));
  }
  if (!(sumR > 0) || !(sumS > 0) || !(variance > 0)) return null;
  const alpha = sumR / sumS;
  const varLn = pr / (2 * sumR ** 2) + psQr / (2 * sumR * sumS) + qs / (2 * sumS ** 2);
  const chiSquare = Math.max(0, Math.abs(observed - expected) - 0.5) ** 2 / variance;
  return {
    alpha,
    delta: -2.35 * Math.log(alpha),
    seDelta: 2.35 * Math.sqrt(varLn),
    chiSquare,
    p: 2 * (1 - normalCdf(Math.sqrt(chiSquare))),
  };
}

/**
 * ETS classes: A (negligible) when |delta| < 1 or the chi-square is not significant at 0.05;
 * C (large) when |delta| >= 1.5 and |delta| is significantly above 1 (one-sided 0.05);
 * B (moderate) otherwise.
 */
export function etsClass({ delta, seDelta, p }: MantelHaenszel): EtsClass {
  const size = Math.abs(delta);
  if (size < 1 || p >= 0.05) return 'A';
  if (size >= 1.5 && (size - 1) / seDelta > 1.645) return 'C';
  return 'B';
}

/** Fewest answers of each group to an item for a DIF verdict on it. */
export const DIF_MIN_PER_GROUP = 100;
/** Width (in SDs of the sample's ability) of the ability strata; the ends are open at +-3. */
export const DIF_STRATUM_WIDTH = 0.25;

export interface ItemDif {
  readonly item: number;
  readonly nReference: number;
  readonly nFocal: number;
  readonly delta: number | null;
  readonly seDelta: number | null;
  readonly p: number | null;
  /** null: too few answers in a group for a verdict. */
  readonly etsClass: EtsClass | null;
  readonly favours: 'reference' | 'focal' | null;
}

/** 0: in neither group, 1: reference, 2: focal, per packed person. */
export function groupCodes(data: PackedResponses, grouping: DifGrouping): Uint8Array {
  return Uint8Array.from(data.personIds, (id) => {
    const g = grouping.groupOf(id);
    return g === grouping.reference ? 1 : g === grouping.focal ? 2 : 0;
  });
}

/**
 * MH DIF of every item, matching children on `theta` (sample metric) in strata of
 * DIF_STRATUM_WIDTH.
 */
export function itemDif(
  data: PackedResponses,
  groups: Uint8Array,
  theta: Float64Array,
  minPerGroup = DIF_MIN_PER_GROUP,
): ItemDif[] {
  const edge = 3;
  const bins = Math.round((2 * edge) / DIF_STRATUM_WIDTH) + 2;
  // Counts per item and stratum: ref right, ref wrong, focal right, focal wrong.
  const cells = new Float64Array(data.itemCount * bins * 4);
  for (let p = 0; p < data.personIds.length; p += 1) {
    const g = groups[p] as number;
    if (g === 0) continue;
    const t = theta[p] as number;
    const bin =
      t < -edge ? 0 : t >= edge ? bins - 1 : 1 + Math.floor((t + edge) / DIF_STRATUM_WIDTH);
    for (let j = data.start[p] as number; j < (data.start[p + 1] as number); j += 1) {
      const cell = ((data.item[j] as number) * bins + bin) * 4 + (g - 1) * 2;
      const at = data.correct[j] === 1 ? cell : cell + 1;
      cells[at] = (cells[at] as number) + 1;
    }
  }
  return Array.from({ length: data.itemCount }, (_, item) => {
    const strata: StratumTable[] = [];
    let nReference = 0;
    let nFocal = 0;
    for (let k = 0; k < bins; k += 1) {
      const o = (item * bins + k) * 4;
      const table = {
        refRight: cells[o] as number,
        refWrong: cells[o + 1] as number,
        focalRight: cells[o + 2] as number,
        focalWrong: cells[o + 3] as number,
      };
      nReference += table.refRight + table.refWrong;
      nFocal += table.focalRight + table.focalWrong;
      strata.push(table);
    }
    const mh = nReference >= minPerGroup && nFocal >= minPerGroup ? mantelHaenszel(strata) : null;
    if (!mh) {
      return {
        item,
        nReference,
        nFocal,
        delta: null,
        seDelta: null,
        p: null,
        etsClass: null,
        favours: null,
      };
    }
    const round = (x: number) => Math.round(x * 1e4) / 1e4;
    return {
      item,
      nReference,
      nFocal,
      delta: round(mh.delta),
      seDelta: round(mh.seDelta),
      p: round(mh.p),
      etsClass: etsClass(mh),
      favours: mh.delta < 0 ? 'reference' : 'focal',
    };
  });
}
