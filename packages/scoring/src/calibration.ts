import {
  type CalibrationResponse,
  type PackedResponses,
  type PerItem,
  type ResponseColumns,
  packResponses,
  perItem,
} from './calibration-data.ts';
import {
  type CalibrationModel,
  type MmlFit,
  type NormalPrior,
  eapAbilities,
  fitMml,
} from './calibration-mml.ts';
import { type DifGrouping, type ItemDif, groupCodes, itemDif } from './dif.ts';
import type { ItemParams } from './irt.ts';
import {
  INFORMATIONAL_FLAGS,
  ITEM_FIT_RULES,
  ITEM_FLAGS,
  type ItemFitStatistics,
  type ItemFlag,
  MISFIT_FLAGS,
  flagItem,
  itemFitStatistics,
} from './item-fit.ts';

/**
 * Item calibration (issue 20, item 3; ADR 049): fits Rasch or 2PL item parameters (guessing and
 * slipping fixed per item) from collected answers by marginal maximum likelihood, judges item fit,
 * refits without the misfitting items, puts the result on the previous set's scale, checks DIF and
 * returns a new versioned, JSON-serialisable item-parameter set with its provenance. Pure: a
 * background job reads the answers, calls `calibrateItems` and stores the set.
 */
export interface CalibrationInput {
  /** One record per answer, or the same as columns (large samples). */
  readonly responses: readonly CalibrationResponse[] | ResponseColumns;
  /** Items in the bank; responses name items by index 0 .. itemCount - 1. */
  readonly itemCount: number;
  /** Bank ids in index order, copied into the set. */
  readonly itemIds?: readonly string[];
  readonly model: CalibrationModel;
  /** Fixed lower asymptote c (0.5 for two choices, 1/4 for four); 0 by default. */
  readonly guessing?: PerItem;
  /** Fixed upper asymptote d; 1 by default. */
  readonly upper?: PerItem;
  /**
   * The set being replaced (e.g. the provisional priors), index by index: the new set is put on its
   * scale (see `linking`) and keeps its parameters for items nobody answered.
   */
  readonly previous?: readonly (ItemParams | null | undefined)[];
  /** How the previous scale is carried over: mean-sigma of the difficulties (default) or mean-mean. */
  readonly linking?: 'mean-sigma' | 'mean-mean';
  /** Groupings to check for DIF (language, grade band). */
  readonly dif?: readonly DifGrouping[];
  readonly version: string;
  readonly provenance?: CalibrationSource;
  readonly options?: CalibrationOptions;
}

/** Where the answers came from, recorded as given. */
export interface CalibrationSource {
  readonly previousVersion?: string;
  readonly collectedFrom?: string;
  readonly collectedTo?: string;
  readonly createdAt?: string;
  readonly description?: string;
}

export interface CalibrationOptions {
  /** Quadrature over the sample's N(0, 1) ability: 41 points on [-5, 5] by default. */
  readonly quadrature?: { readonly points: number; readonly min: number; readonly max: number };
  readonly maxIterations?: number;
  readonly tolerance?: number;
  readonly priors?: { readonly logA?: NormalPrior; readonly b?: NormalPrior };
  readonly minResponses?: number;
  /** Refit with misfitting items out of the persons' likelihood (default true). */
  readonly dropMisfitting?: boolean;
}

export const CALIBRATION_DEFAULTS = {
  quadrature: { points: 41, min: -5, max: 5 },
  maxIterations: 500,
  tolerance: 1e-4,
  // Lognormal on a: median 1, 95 % within 0.38-2.66 per SD of the sample; b: N(0, 3), nearly flat.
  priors: { logA: { mean: 0, sd: 0.5 }, b: { mean: 0, sd: 3 } },
} as const;

export interface CalibratedItem {
  readonly index: number;
  readonly id: string | null;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly seA: number | null;
  readonly seB: number | null;
  /** False: no answers, the parameters are the previous ones (or the priors'). */
  readonly estimated: boolean;
  readonly n: number;
  readonly proportionCorrect: number | null;
  readonly infit: number | null;
  readonly outfit: number | null;
  readonly infitZ: number | null;
  readonly outfitZ: number | null;
  readonly eapCorrelation: number | null;
  /** The item's slope per SD of the calibration sample (what `lowDiscrimination` judges). */
  readonly sampleSlope: number | null;
  /** Left out of the persons' likelihood in the final fit (misfit in the first). */
  readonly dropped: boolean;
  readonly flags: readonly ItemFlag[];
  readonly reasons: readonly string[];
  /** No flag other than an informational one: fit to replace the item's parameters. */
  readonly usable: boolean;
}

export interface ScaleLink {
  /** 'sample': the calibration sample's ability is N(0, 1); 'linked': on the previous set's scale. */
  readonly kind: 'sample' | 'linked';
  readonly method: 'mean-sigma' | 'mean-mean' | 'mean' | null;
  readonly anchors: number;
  /** theta_set = slope * theta_sample + intercept. */
  readonly slope: number;
  readonly intercept: number;
  /** The calibration sample's ability distribution on the set's scale. */
  readonly latentMean: number;
  readonly latentSd: number;
}

export interface DifReport {
  readonly name: string;
  readonly reference: string;
  readonly focal: string;
  readonly persons: { readonly reference: number; readonly focal: number };
  readonly counts: {
    readonly A: number;
    readonly B: number;
    readonly C: number;
    readonly none: number;
  };
  readonly items: readonly ItemDif[];
}

export interface ItemParameterSet {
  readonly version: string;
  readonly model: CalibrationModel;
  readonly scale: ScaleLink;
  readonly items: readonly CalibratedItem[];
  readonly dif: readonly DifReport[];
  readonly provenance: {
    readonly method: 'marginal maximum likelihood, EM (Bock-Aitkin)';
    readonly source: CalibrationSource;
    readonly persons: number;
    readonly responses: number;
    readonly itemsAnswered: number;
    readonly itemsUsable: number;
    readonly quadrature: { readonly points: number; readonly min: number; readonly max: number };
    readonly priors: { readonly logA: NormalPrior; readonly b: NormalPrior };
    readonly fits: readonly { readonly iterations: number; readonly converged: boolean }[];
    readonly converged: boolean;
    readonly logLikelihood: number;
    readonly parameters: number;
    readonly aic: number;
    readonly bic: number;
    readonly fit: {
      readonly rules: typeof ITEM_FIT_RULES & { readonly minResponsesUsed: number };
      readonly flagged: Readonly<Partial<Record<ItemFlag, number>>>;
      readonly meanInfit: number | null;
      readonly meanOutfit: number | null;
    };
    readonly notes: readonly string[];
  };
}

export interface CalibrationResult {
  readonly set: ItemParameterSet;
  /** Each person's EAP ability and SD on the set's scale, from the final fit. */
  readonly persons: {
    readonly ids: readonly number[];
    readonly theta: Float64Array;
    readonly se: Float64Array;
  };
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const finiteOrNull = (x: number) => (Number.isFinite(x) ? round(x) : null);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};

interface Judged {
  readonly fit: MmlFit;
  readonly stats: ItemFitStatistics[];
  readonly flags: { flags: ItemFlag[]; reasons: string[] }[];
}

function judge(
  data: PackedResponses,
  fit: MmlFit,
  c: Float64Array,
  d: Float64Array,
  minResponses: number,
): Judged {
  const stats = itemFitStatistics(data, { a: fit.a, b: fit.b, c, d }, fit.eap);
  const flags = stats.map((s, i) =>
    flagItem({
      fit: s,
      right: data.itemRight[i] as number,
      slope: fit.freeSlope[i] as number,
      minResponses,
    }),
  );
  return { fit, stats, flags };
}

/** The linear map from the sample metric to the previous set's scale (ADR 049). */
function linkScale(
  fit: MmlFit,
  usable: readonly boolean[],
  previous: CalibrationInput['previous'],
  method: 'mean-sigma' | 'mean-mean',
): ScaleLink {
  const anchors = usable.flatMap((ok, i) => {
    const old = previous?.[i];
    return ok && old ? [{ old, b: fit.b[i] as number, a: fit.a[i] as number }] : [];
  });
  const sampleScale: ScaleLink = {
    kind: 'sample',
    method: null,
    anchors: 0,
    slope: 1,
    intercept: 0,
    latentMean: 0,
    latentSd: 1,
  };
  if (anchors.length === 0) return sampleScale;
  let slope = 1;
  let used: ScaleLink['method'] = 'mean';
  if (anchors.length >= 2) {
    const spreadOld = sd(anchors.map((x) => x.old.b));
    const spreadNew = sd(anchors.map((x) => x.b));
    if (method === 'mean-sigma' && spreadOld > 1e-6 && spreadNew > 1e-6) {
      slope = spreadOld / spreadNew;
      used = 'mean-sigma';
    } else {
      slope = mean(anchors.map((x) => x.a)) / mean(anchors.map((x) => x.old.a));
      used = 'mean-mean';
    }
  }
  const intercept = mean(anchors.map((x) => x.old.b)) - slope * mean(anchors.map((x) => x.b));
  return {
    kind: 'linked',
    method: used,
    anchors: anchors.length,
    slope: round(slope, 6),
    intercept: round(intercept, 6),
    latentMean: round(intercept),
    latentSd: round(slope),
  };
}

/** Calibrates the bank from the answers; see the module comment and ADR 049. */
export function calibrateItems(input: CalibrationInput): CalibrationResult {
  const { itemCount, model } = input;
  const data = packResponses(input.responses, itemCount);
  const c = perItem(input.guessing, 0, itemCount, 'guessing', [0, 0.99]);
  const d = perItem(input.upper, 1, itemCount, 'upper', [0.01, 1]);
  for (let i = 0; i < itemCount; i += 1) {
    if (!((c[i] as number) < (d[i] as number) - 0.01)) {
      throw new RangeError(`item ${i}: guessing must be below upper`);
    }
  }
  if (input.itemIds && input.itemIds.length !== itemCount) {
    throw new RangeError(`itemIds needs one id per item (${itemCount})`);
  }
  const options = input.options ?? {};
  const priors = {
    logA: options.priors?.logA ?? CALIBRATION_DEFAULTS.priors.logA,
    b: options.priors?.b ?? CALIBRATION_DEFAULTS.priors.b,
  };
  const quadrature = options.quadrature ?? CALIBRATION_DEFAULTS.quadrature;
  const minResponses = options.minResponses ?? ITEM_FIT_RULES.minResponses[model];
  const mmlOptions = {
    model,
    c,
    d,
    quadrature,
    priors,
    maxIterations: options.maxIterations ?? CALIBRATION_DEFAULTS.maxIterations,
    tolerance: options.tolerance ?? CALIBRATION_DEFAULTS.tolerance,
  };
  const notes: string[] = [];

  const first = judge(data, fitMml(data, mmlOptions), c, d, minResponses);
  const isMisfit = (f: { flags: ItemFlag[] }) => f.flags.some((x) => MISFIT_FLAGS.includes(x));
  const misfit = first.flags.map(isMisfit);
  let final = first;
  const fits = [{ iterations: first.fit.iterations, converged: first.fit.converged }];
  if ((options.dropMisfitting ?? true) && misfit.some(Boolean)) {
    const inLikelihood = Uint8Array.from(misfit, (m) => (m ? 0 : 1));
    const refit = fitMml(data, {
      ...mmlOptions,
      inLikelihood,
      start: { a: first.fit.a, b: first.fit.b },
    });
    final = judge(data, refit, c, d, minResponses);
    fits.push({ iterations: refit.iterations, converged: refit.converged });
    notes.push(`refitted without ${misfit.filter(Boolean).length} misfitting item(s)`);
  }
  const { fit } = final;
  // A dropped item keeps the reasons it was dropped for, and whatever the refit found.
  const itemFlags = final.flags.map((f, i) => {
    const flags = new Set(f.flags);
    const reasons = [...f.reasons];
    if (misfit[i]) {
      first.flags[i]!.flags.forEach((flag, k) => {
        if (!flags.has(flag)) {
          flags.add(flag);
          reasons.push(`first fit: ${first.flags[i]!.reasons[k]}`);
        }
      });
    }
    return { flags, reasons };
  });

  const dif = (input.dif ?? []).map((grouping) => {
    const groups = groupCodes(data, grouping);
    const firstPass = itemDif(data, groups, fit.eap);
    // Purification: match again on abilities without the items that showed DIF.
    const suspect = firstPass.filter((x) => x.etsClass === 'B' || x.etsClass === 'C');
    let items = firstPass;
    if (suspect.length > 0 && suspect.length < itemCount) {
      const inLikelihood = Uint8Array.from({ length: itemCount }, (_, i) =>
        misfit[i] || suspect.some((x) => x.item === i) ? 0 : 1,
      );
      const matching = eapAbilities(data, { a: fit.a, b: fit.b, c, d }, quadrature, inLikelihood);
      items = itemDif(data, groups, matching.eap);
    }
    for (const x of items) {
      if (x.etsClass === 'C') {
        itemFlags[x.item]!.flags.add('dif');
        itemFlags[x.item]!.reasons.push(
          `DIF class C by ${grouping.name} (${grouping.focal} vs ${grouping.reference}): delta ${x.delta}`,
        );
      }
    }
    const count = (k: 'A' | 'B' | 'C' | null) => items.filter((x) => x.etsClass === k).length;
    return {
      name: grouping.name,
      reference: grouping.reference,
      focal: grouping.focal,
      persons: {
        reference: groups.filter((g) => g === 1).length,
        focal: groups.filter((g) => g === 2).length,
      },
      counts: { A: count('A'), B: count('B'), C: count('C'), none: count(null) },
      items,
    };
  });

  const usable = itemFlags.map(({ flags }) =>
    [...flags].every((f) => INFORMATIONAL_FLAGS.includes(f)),
  );
  const scale = linkScale(fit, usable, input.previous, input.linking ?? 'mean-sigma');
  const { slope: A, intercept: B } = scale;

  const items: CalibratedItem[] = Array.from({ length: itemCount }, (_, i) => {
    const n = data.itemN[i] as number;
    const estimated = n > 0;
    const old = input.previous?.[i];
    const stats = final.stats[i] as ItemFitStatistics;
    const { flags, reasons } = itemFlags[i]!;
    const params = estimated
      ? { a: (fit.a[i] as number) / A, b: A * (fit.b[i] as number) + B }
      : (old ?? { a: Math.exp(priors.logA.mean) / A, b: A * priors.b.mean + B });
    return {
      index: i,
      id: input.itemIds?.[i] ?? null,
      a: round(params.a),
      b: round(params.b),
      c: c[i] as number,
      d: d[i] as number,
      seA: estimated ? finiteOrNull((fit.seA[i] as number) / A) : null,
      seB: estimated ? finiteOrNull(A * (fit.seB[i] as number)) : null,
      estimated,
      n,
      proportionCorrect: estimated ? round((data.itemRight[i] as number) / n) : null,
      infit: stats.infit,
      outfit: stats.outfit,
      infitZ: stats.infitZ,
      outfitZ: stats.outfitZ,
      eapCorrelation: stats.eapCorrelation,
      sampleSlope: estimated ? round(fit.freeSlope[i] as number) : null,
      dropped: misfit[i] === true && fits.length > 1,
      flags: ITEM_FLAGS.filter((f) => flags.has(f)),
      reasons,
      usable: usable[i] === true,
    };
  });

  if (scale.kind === 'sample' && input.previous) {
    notes.push('no usable item had previous parameters: the set is on the sample scale');
  }
  const flagged: Partial<Record<ItemFlag, number>> = {};
  for (const item of items) for (const f of item.flags) flagged[f] = (flagged[f] ?? 0) + 1;
  const good = items.filter((x) => x.usable && x.infit !== null);
  const answered = items.filter((x) => x.estimated).length;
  const parameters = model === '2pl' ? 2 * answered : answered + (answered > 0 ? 1 : 0);
  const persons = data.personIds.length;
  const logLikelihood = round(fit.logLikelihood, 3);
  const set: ItemParameterSet = {
    version: input.version,
    model,
    scale,
    items,
    dif,
    provenance: {
      method: 'marginal maximum likelihood, EM (Bock-Aitkin)',
      source: input.provenance ?? {},
      persons,
      responses: data.item.length,
      itemsAnswered: answered,
      itemsUsable: items.filter((x) => x.usable).length,
      quadrature,
      priors,
      fits,
      converged: fits.every((f) => f.converged),
      logLikelihood,
      parameters,
      aic: round(-2 * logLikelihood + 2 * parameters, 3),
      bic: round(-2 * logLikelihood + Math.log(Math.max(1, persons)) * parameters, 3),
      fit: {
        rules: { ...ITEM_FIT_RULES, minResponsesUsed: minResponses },
        flagged,
        meanInfit: good.length > 0 ? round(mean(good.map((x) => x.infit as number))) : null,
        meanOutfit: good.length > 0 ? round(mean(good.map((x) => x.outfit as number))) : null,
      },
      notes,
    },
  };
  return {
    set,
    persons: {
      ids: data.personIds,
      theta: fit.eap.map((t) => A * t + B),
      se: fit.eapSd.map((s) => A * s),
    },
  };
}

/** The usable items of a set as 4PL parameters for scoring, by bank index. */
export function calibratedParams(set: ItemParameterSet): Map<number, ItemParams> {
  return new Map(
    set.items.filter((x) => x.usable).map((x) => [x.index, { a: x.a, b: x.b, c: x.c, d: x.d }]),
  );
}
