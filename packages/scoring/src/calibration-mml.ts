import type { PackedResponses } from './calibration-data.ts';
import { P_FLOOR } from './likelihood-grid.ts';

/**
 * Marginal maximum likelihood of Rasch and 2PL item parameters, with a fixed lower asymptote c
 * (guessing) and upper asymptote d per item, by EM on a fixed quadrature grid (Bock & Aitkin,
 * 1981). Everything here is in the calibration sample's own metric: ability N(0, 1), which is what
 * identifies the scale; calibration.ts links the result to an earlier scale afterwards.
 */
export type CalibrationModel = 'rasch' | '2pl';

/** A normal prior (for b, and for ln a: a lognormal prior on a). */
export interface NormalPrior {
  readonly mean: number;
  readonly sd: number;
}

export interface MmlOptions {
  readonly model: CalibrationModel;
  readonly c: Float64Array;
  readonly d: Float64Array;
  /** Evenly spaced quadrature points over [min, max], weighted by the N(0, 1) density. */
  readonly quadrature: { readonly points: number; readonly min: number; readonly max: number };
  readonly priors: { readonly logA: NormalPrior; readonly b: NormalPrior };
  readonly maxIterations: number;
  /** EM stops when no a or b moved more than this in a cycle. */
  readonly tolerance: number;
  /**
   * 1 where an item's answers count towards the persons' posteriors. An item left out is still
   * estimated from those posteriors (so it stays on the same scale) but cannot pull them.
   */
  readonly inLikelihood?: Uint8Array;
  readonly start?: { readonly a: Float64Array; readonly b: Float64Array };
}

export interface MmlFit {
  readonly a: Float64Array;
  readonly b: Float64Array;
  /** Standard errors from the persons' score cross-products plus the priors; NaN: not answered. */
  readonly seA: Float64Array;
  readonly seB: Float64Array;
  /**
   * The item's own slope given the final posteriors: a for 2PL; for Rasch the 2PL slope the item
   * would take alone (a misfit diagnostic: a random item's slope is near 0).
   */
  readonly freeSlope: Float64Array;
  readonly iterations: number;
  readonly converged: boolean;
  /** Marginal log-likelihood of the answers that count (priors excluded). */
  readonly logLikelihood: number;
  /** Posterior mean and SD of each person's ability (EAP), in the order of personIds. */
  readonly eap: Float64Array;
  readonly eapSd: Float64Array;
}

interface Grid {
  readonly q: number;
  readonly theta: Float64Array;
  readonly logWeight: Float64Array;
}

function makeGrid({ points, min, max }: MmlOptions['quadrature']): Grid {
  if (!Number.isInteger(points) || points < 5 || !(max > min)) {
    throw new RangeError('quadrature needs at least 5 points and min < max');
  }
  const theta = new Float64Array(points);
  const logWeight = new Float64Array(points);
  let total = 0;
  for (let k = 0; k < points; k += 1) {
    theta[k] = min + ((max - min) * k) / (points - 1);
    total += Math.exp(-((theta[k] as number) ** 2) / 2);
  }
  for (let k = 0; k < points; k += 1) {
    logWeight[k] = -((theta[k] as number) ** 2) / 2 - Math.log(total);
  }
  return { q: points, theta, logWeight };
}

const logistic = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Log-likelihood, gradient and Fisher information of one item's expected counts at (ln a, b). */
interface ItemTerms {
  objective: number;
  gA: number;
  gB: number;
  iAA: number;
  iAB: number;
  iBB: number;
}

function itemTerms(
  grid: Grid,
  n: Float64Array,
  r: Float64Array,
  offset: number,
  logA: number,
  b: number,
  c: number,
  d: number,
): ItemTerms {
  const a = Math.exp(logA);
  const t: ItemTerms = { objective: 0, gA: 0, gB: 0, iAA: 0, iAB: 0, iBB: 0 };
  for (let k = 0; k < grid.q; k += 1) {
    const nk = n[offset + k] as number;
    if (nk <= 0) continue;
    const rk = r[offset + k] as number;
    const x = (grid.theta[k] as number) - b;
    const l = logistic(a * x);
    const p = Math.min(1 - P_FLOOR, Math.max(P_FLOOR, c + (d - c) * l));
    const slope = (d - c) * l * (1 - l);
    const dB = -a * slope;
    const dA = a * x * slope;
    const w = 1 / (p * (1 - p));
    const resid = rk - nk * p;
    t.objective += rk * Math.log(p) + (nk - rk) * Math.log(1 - p);
    t.gA += resid * w * dA;
    t.gB += resid * w * dB;
    t.iAA += nk * w * dA * dA;
    t.iAB += nk * w * dA * dB;
    t.iBB += nk * w * dB * dB;
  }
  return t;
}

const logPrior = (x: number, prior: NormalPrior) => -(((x - prior.mean) / prior.sd) ** 2) / 2;

/**
 * Fisher scoring on one item's expected counts, for b alone or for (ln a, b), with the priors,
 * steps capped and halved until the penalised log-likelihood does not fall.
 */
function maximiseItem(
  grid: Grid,
  n: Float64Array,
  r: Float64Array,
  offset: number,
  start: { logA: number; b: number },
  c: number,
  d: number,
  priors: MmlOptions['priors'],
  freeSlope: boolean,
): { logA: number; b: number } {
  let { logA, b } = start;
  const penalised = (la: number, bb: number, obj: number) =>
    obj + logPrior(bb, priors.b) + (freeSlope ? logPrior(la, priors.logA) : 0);
  let t = itemTerms(grid, n, r, offset, logA, b, c, d);
  let value = penalised(logA, b, t.objective);
  for (let iter = 0; iter < 20; iter += 1) {
    const pb = 1 / priors.b.sd ** 2;
    const gB = t.gB - (b - priors.b.mean) * pb;
    const iBB = t.iBB + pb;
    let stepA = 0;
    let stepB: number;
    if (freeSlope) {
      const pa = 1 / priors.logA.sd ** 2;
      const gA = t.gA - (logA - priors.logA.mean) * pa;
      const iAA = t.iAA + pa;
      const det = iAA * iBB - t.iAB * t.iAB;
      stepA = (iBB * gA - t.iAB * gB) / det;
      stepB = (iAA * gB - t.iAB * gA) / det;
    } else {
      stepB = gB / iBB;
    }
    stepA = Math.max(-0.5, Math.min(0.5, stepA));
    stepB = Math.max(-1, Math.min(1, stepB));
    let accepted = false;
    for (let halving = 0; halving < 10; halving += 1) {
      const next = itemTerms(grid, n, r, offset, logA + stepA, b + stepB, c, d);
      const nextValue = penalised(logA + stepA, b + stepB, next.objective);
      if (nextValue >= value - 1e-10) {
        logA += stepA;
        b += stepB;
        t = next;
        value = nextValue;
        accepted = true;
        break;
      }
      stepA /= 2;
      stepB /= 2;
    }
    if (!accepted || (Math.abs(stepA) < 1e-6 && Math.abs(stepB) < 1e-6)) break;
  }
  return { logA, b };
}

interface EStep {
  /** Expected answers (n) and right answers (r) of each item at each point, item-major. */
  readonly n: Float64Array;
  readonly r: Float64Array;
  readonly logLikelihood: number;
}

/** The posteriors of every person over the grid, summed into expected counts per item. */
function eStep(
  data: PackedResponses,
  grid: Grid,
  logP: Float64Array,
  logQ: Float64Array,
  inLikelihood: Uint8Array,
  onPerson?: (person: number, post: Float64Array) => void,
): EStep {
  const { q } = grid;
  const n = new Float64Array(data.itemCount * q);
  const r = new Float64Array(data.itemCount * q);
  const ll = new Float64Array(q);
  const post = new Float64Array(q);
  let total = 0;
  const persons = data.personIds.length;
  for (let p = 0; p < persons; p += 1) {
    const from = data.start[p] as number;
    const to = data.start[p + 1] as number;
    ll.set(grid.logWeight);
    for (let j = from; j < to; j += 1) {
      const i = data.item[j] as number;
      if (inLikelihood[i] !== 1) continue;
      const table = data.correct[j] === 1 ? logP : logQ;
      const base = i * q;
      for (let k = 0; k < q; k += 1) ll[k] = (ll[k] as number) + (table[base + k] as number);
    }
    let peak = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < q; k += 1) peak = Math.max(peak, ll[k] as number);
    let mass = 0;
    for (let k = 0; k < q; k += 1) {
      const w = Math.exp((ll[k] as number) - peak);
      post[k] = w;
      mass += w;
    }
    total += peak + Math.log(mass);
    for (let k = 0; k < q; k += 1) post[k] = (post[k] as number) / mass;
    for (let j = from; j < to; j += 1) {
      const base = (data.item[j] as number) * q;
      if (data.correct[j] === 1) {
        for (let k = 0; k < q; k += 1) {
          n[base + k] = (n[base + k] as number) + (post[k] as number);
          r[base + k] = (r[base + k] as number) + (post[k] as number);
        }
      } else {
        for (let k = 0; k < q; k += 1) n[base + k] = (n[base + k] as number) + (post[k] as number);
      }
    }
    onPerson?.(p, post);
  }
  return { n, r, logLikelihood: total };
}

function fillTables(
  grid: Grid,
  a: Float64Array,
  b: Float64Array,
  c: Float64Array,
  d: Float64Array,
  logP: Float64Array,
  logQ: Float64Array,
): void {
  for (let i = 0; i < a.length; i += 1) {
    for (let k = 0; k < grid.q; k += 1) {
      const l = logistic((a[i] as number) * ((grid.theta[k] as number) - (b[i] as number)));
      const ci = c[i] as number;
      const p = Math.min(1 - P_FLOOR, Math.max(P_FLOOR, ci + ((d[i] as number) - ci) * l));
      logP[i * grid.q + k] = Math.log(p);
      logQ[i * grid.q + k] = Math.log(1 - p);
    }
  }
}

/** Starting values: a = 1 and b from the item's proportion right. */
function startValues(data: PackedResponses, c: Float64Array, d: Float64Array) {
  const a = new Float64Array(data.itemCount).fill(1);
  const b = new Float64Array(data.itemCount);
  for (let i = 0; i < data.itemCount; i += 1) {
    const ci = c[i] as number;
    const di = d[i] as number;
    const p = ((data.itemRight[i] as number) + 0.5) / ((data.itemN[i] as number) + 1);
    const l = Math.min(0.98, Math.max(0.02, (p - ci) / (di - ci)));
    // Marginal logit is about the conditional one shrunk by sqrt(1 + a^2 / 2.89) for N(0, 1).
    b[i] = -Math.log(l / (1 - l)) * Math.sqrt(1 + 1 / 2.89);
  }
  return { a, b };
}

/** Fits the model by EM; see the module comment. Items nobody answered keep their start values. */
export function fitMml(data: PackedResponses, options: MmlOptions): MmlFit {
  const grid = makeGrid(options.quadrature);
  const { c, d, model } = options;
  const items = data.itemCount;
  const inLikelihood = options.inLikelihood ?? new Uint8Array(items).fill(1);
  const initial = options.start ?? startValues(data, c, d);
  const a = Float64Array.from(initial.a);
  const b = Float64Array.from(initial.b);
  if (model === 'rasch') {
    // One slope shared by every item: start from the geometric mean of the start values.
    let sum = 0;
    for (let i = 0; i < items; i += 1) sum += Math.log(a[i] as number);
    a.fill(items > 0 ? Math.exp(sum / items) : 1);
  }
  const logP = new Float64Array(items * grid.q);
  const logQ = new Float64Array(items * grid.q);
  let iterations = 0;
  let converged = false;
  for (; iterations < options.maxIterations; iterations += 1) {
    fillTables(grid, a, b, c, d, logP, logQ);
    const counts = eStep(data, grid, logP, logQ, inLikelihood);
    const change = mStep(data, grid, counts, a, b, options, inLikelihood);
    if (change < options.tolerance) {
      converged = true;
      iterations += 1;
      break;
    }
  }
  return finalPass(data, grid, a, b, options, inLikelihood, iterations, converged);
}

/** One M-step in place; returns the largest change of any a or b. */
function mStep(
  data: PackedResponses,
  grid: Grid,
  { n, r }: EStep,
  a: Float64Array,
  b: Float64Array,
  { model, c, d, priors }: MmlOptions,
  inLikelihood: Uint8Array,
): number {
  let change = 0;
  const answered = (i: number) => (data.itemN[i] as number) > 0;
  if (model === '2pl') {
    for (let i = 0; i < data.itemCount; i += 1) {
      if (!answered(i)) continue;
      const start = { logA: Math.log(a[i] as number), b: b[i] as number };
      const next = maximiseItem(grid, n, r, i * grid.q, start, c[i]!, d[i]!, priors, true);
      const nextA = Math.exp(next.logA);
      change = Math.max(change, Math.abs(nextA - a[i]!), Math.abs(next.b - b[i]!));
      a[i] = nextA;
      b[i] = next.b;
    }
    return change;
  }
  // Rasch: each b with the common slope fixed, then the common slope from all items' counts.
  const common = (a[0] as number | undefined) ?? 1;
  for (let i = 0; i < data.itemCount; i += 1) {
    if (!answered(i)) continue;
    const start = { logA: Math.log(common), b: b[i] as number };
    const next = maximiseItem(grid, n, r, i * grid.q, start, c[i]!, d[i]!, priors, false);
    change = Math.max(change, Math.abs(next.b - b[i]!));
    b[i] = next.b;
  }
  let logA = Math.log(common);
  for (let iter = 0; iter < 5; iter += 1) {
    let g = -(logA - priors.logA.mean) / priors.logA.sd ** 2;
    let info = 1 / priors.logA.sd ** 2;
    for (let i = 0; i < data.itemCount; i += 1) {
      // Items left out of the likelihood (misfits) must not pull the shared slope.
      if (!answered(i) || inLikelihood[i] !== 1) continue;
      const t = itemTerms(grid, n, r, i * grid.q, logA, b[i]!, c[i]!, d[i]!);
      g += t.gA;
      info += t.iAA;
    }
    const step = Math.max(-0.5, Math.min(0.5, g / info));
    logA += step;
    if (Math.abs(step) < 1e-6) break;
  }
  const nextCommon = Math.exp(logA);
  change = Math.max(change, Math.abs(nextCommon - common));
  a.fill(nextCommon);
  return change;
}

/**
 * A last E-step at the estimates: persons' EAPs, the marginal log-likelihood, the items' free
 * slopes and standard errors from the cross-products of the persons' scores (the empirical
 * information, which counts the uncertainty of each child's ability), plus the priors' precision.
 */
function finalPass(
  data: PackedResponses,
  grid: Grid,
  a: Float64Array,
  b: Float64Array,
  options: MmlOptions,
  inLikelihood: Uint8Array,
  iterations: number,
  converged: boolean,
): MmlFit {
  const { q } = grid;
  const { c, d, priors, model } = options;
  const items = data.itemCount;
  const logP = new Float64Array(items * q);
  const logQ = new Float64Array(items * q);
  fillTables(grid, a, b, c, d, logP, logQ);
  // Scores d ln P(u | theta) / d(b) and / d(ln a) of a right (1) and a wrong (0) answer.
  const scoreB = [new Float64Array(items * q), new Float64Array(items * q)] as const;
  const scoreA = [new Float64Array(items * q), new Float64Array(items * q)] as const;
  for (let i = 0; i < items; i += 1) {
    for (let k = 0; k < q; k += 1) {
      const x = (grid.theta[k] as number) - (b[i] as number);
      const l = logistic((a[i] as number) * x);
      const p = Math.exp(logP[i * q + k] as number);
      const slope = ((d[i] as number) - (c[i] as number)) * l * (1 - l);
      const w = 1 / (p * (1 - p));
      for (const u of [0, 1] as const) {
        scoreB[u][i * q + k] = (u - p) * w * -(a[i] as number) * slope;
        scoreA[u][i * q + k] = (u - p) * w * (a[i] as number) * x * slope;
      }
    }
  }
  const sBB = new Float64Array(items);
  const sAB = new Float64Array(items);
  const sAA = new Float64Array(items);
  let commonAA = 0;
  const eap = new Float64Array(data.personIds.length);
  const eapSd = new Float64Array(data.personIds.length);
  const counts = eStep(data, grid, logP, logQ, inLikelihood, (p, post) => {
    let m1 = 0;
    let m2 = 0;
    for (let k = 0; k < q; k += 1) {
      m1 += (post[k] as number) * (grid.theta[k] as number);
      m2 += (post[k] as number) * (grid.theta[k] as number) ** 2;
    }
    eap[p] = m1;
    eapSd[p] = Math.sqrt(Math.max(0, m2 - m1 * m1));
    let personA = 0;
    for (let j = data.start[p] as number; j < (data.start[p + 1] as number); j += 1) {
      const i = data.item[j] as number;
      const u = data.correct[j] as 0 | 1;
      let sb = 0;
      let sa = 0;
      for (let k = 0; k < q; k += 1) {
        sb += (post[k] as number) * (scoreB[u][i * q + k] as number);
        sa += (post[k] as number) * (scoreA[u][i * q + k] as number);
      }
      sBB[i] = (sBB[i] as number) + sb * sb;
      sAB[i] = (sAB[i] as number) + sa * sb;
      sAA[i] = (sAA[i] as number) + sa * sa;
      if (inLikelihood[i] === 1) personA += sa;
    }
    commonAA += personA * personA;
  });
  const seA = new Float64Array(items).fill(Number.NaN);
  const seB = new Float64Array(items).fill(Number.NaN);
  const freeSlope = Float64Array.from(a);
  const pb = 1 / priors.b.sd ** 2;
  const pa = 1 / priors.logA.sd ** 2;
  for (let i = 0; i < items; i += 1) {
    if ((data.itemN[i] as number) === 0) continue;
    if (model === '2pl') {
      const iBB = (sBB[i] as number) + pb;
      const iAA = (sAA[i] as number) + pa;
      const det = iAA * iBB - (sAB[i] as number) ** 2;
      seB[i] = Math.sqrt(iAA / det);
      seA[i] = (a[i] as number) * Math.sqrt(iBB / det);
    } else {
      seB[i] = 1 / Math.sqrt((sBB[i] as number) + pb);
      seA[i] = (a[i] as number) / Math.sqrt(commonAA + pa);
      const alone = maximiseItem(
        grid,
        counts.n,
        counts.r,
        i * q,
        { logA: Math.log(a[i] as number), b: b[i] as number },
        c[i]!,
        d[i]!,
        priors,
        true,
      );
      freeSlope[i] = Math.exp(alone.logA);
    }
  }
  return {
    a,
    b,
    seA,
    seB,
    freeSlope,
    iterations,
    converged,
    logLikelihood: counts.logLikelihood,
    eap,
    eapSd,
  };
}

/**
 * EAP abilities (posterior mean and SD, N(0, 1) prior, sample metric) of every packed person from
 * the items marked in `inLikelihood`: DIF matching without the items found to function
 * differently.
 */
export function eapAbilities(
  data: PackedResponses,
  items: {
    readonly a: Float64Array;
    readonly b: Float64Array;
    readonly c: Float64Array;
    readonly d: Float64Array;
  },
  quadrature: MmlOptions['quadrature'],
  inLikelihood: Uint8Array,
): { eap: Float64Array; eapSd: Float64Array } {
  const grid = makeGrid(quadrature);
  const logP = new Float64Array(data.itemCount * grid.q);
  const logQ = new Float64Array(data.itemCount * grid.q);
  fillTables(grid, items.a, items.b, items.c, items.d, logP, logQ);
  const eap = new Float64Array(data.personIds.length);
  const eapSd = new Float64Array(data.personIds.length);
  eStep(data, grid, logP, logQ, inLikelihood, (p, post) => {
    let m1 = 0;
    let m2 = 0;
    for (let k = 0; k < grid.q; k += 1) {
      m1 += (post[k] as number) * (grid.theta[k] as number);
      m2 += (post[k] as number) * (grid.theta[k] as number) ** 2;
    }
    eap[p] = m1;
    eapSd[p] = Math.sqrt(Math.max(0, m2 - m1 * m1));
  });
  return { eap, eapSd };
}
