import { type ItemParams, itemInformation } from './irt.ts';

/** An item of an adaptive bank: a stable id and its 4PL parameters (plus whatever a task adds). */
export interface BankItem {
  readonly id: string;
  readonly params: ItemParams;
}

/**
 * How the next item is chosen:
 * - 'maximum-information': the highest Fisher information at the current theta;
 * - 'closest': the smallest |b - (theta + closestOffset)|;
 * - 'random': uniformly among the eligible items, drawn with the injected rng;
 * - 'fixed': the first eligible item in bank order.
 */
export type SelectionMethod = 'maximum-information' | 'closest' | 'random' | 'fixed';

export interface SelectionOptions<T extends BankItem> {
  readonly method: SelectionMethod;
  /** Current ability estimate. */
  readonly theta: number;
  /** Ids of the items already given; they are never chosen again. */
  readonly usedIds?: ReadonlySet<string> | readonly string[];
  /**
   * Restricts the candidates, e.g. to alternate real and made-up words 50:50 the caller passes
   * `(item) => item.kind === nextKind`.
   */
  readonly filter?: (item: T) => boolean;
  /** Uniform [0, 1) generator, required for 'random' (the run's seeded generator). */
  readonly rng?: () => number;
  /**
   * Shift of the target difficulty for 'closest' (0 by default). With guessing, information peaks
   * above b: ln((1 + sqrt(1 + 8c)) / 2), about 0.481 for c = 0.5.
   */
  readonly closestOffset?: number;
  /**
   * Exposure control (issue 20 item 9; docs/decisions/053-exposure-retest-and-equating.md):
   * 'maximum-information' and 'closest' draw uniformly among the `randomesque` best eligible
   * items with `rng` instead of always taking the best (1, the default, takes the best). The draw
   * uses the run's seeded generator, so a run is still rebuilt exactly from its seed and answers.
   */
  readonly randomesque?: number;
  /**
   * Items to avoid while others remain (a retest's items of the last 120 days): they are chosen
   * only when no other eligible item is left, so a retest shares as few items as the bank allows.
   */
  readonly avoidIds?: ReadonlySet<string> | readonly string[];
}

/**
 * The next item to give, or undefined when no eligible item remains. Ties go to the item that comes
 * first in bank order, so a selection is reproducible.
 */
export function selectNextItem<T extends BankItem>(
  bank: readonly T[],
  options: SelectionOptions<T>,
): T | undefined {
  const ids = options.usedIds ?? [];
  const used: ReadonlySet<string> = ids instanceof Set ? ids : new Set(ids);
  const { filter } = options;
  const eligible = bank.filter((item) => !used.has(item.id) && (!filter || filter(item)));
  if (eligible.length === 0) return undefined;
  const avoid = toSet(options.avoidIds);
  const fresh = avoid.size === 0 ? eligible : eligible.filter((item) => !avoid.has(item.id));
  const candidates = fresh.length > 0 ? fresh : eligible;
  const k = Math.max(1, Math.floor(options.randomesque ?? 1));

  switch (options.method) {
    case 'fixed':
      return candidates[0];
    case 'random': {
      if (!options.rng) throw new Error("selection 'random' needs an rng");
      const index = Math.floor(options.rng() * candidates.length);
      return candidates[Math.min(candidates.length - 1, Math.max(0, index))];
    }
    case 'closest': {
      const target = options.theta + (options.closestOffset ?? 0);
      return among(candidates, k, options.rng, (item) => -Math.abs(item.params.b - target));
    }
    case 'maximum-information':
      return among(candidates, k, options.rng, (item) =>
        itemInformation(item.params, options.theta),
      );
  }
}

const toSet = (ids: ReadonlySet<string> | readonly string[] | undefined): ReadonlySet<string> =>
  ids === undefined ? new Set() : ids instanceof Set ? ids : new Set(ids);

/**
 * The best item (k = 1, ties to bank order), or one drawn uniformly among the k best
 * (randomesque): every item as good as the k-th best is a candidate, so items with equal
 * parameters share their exposure instead of the first in bank order taking it all. Ranked by
 * value, ties in bank order, so the same draw always gives the same item.
 */
function among<T>(
  items: readonly T[],
  k: number,
  rng: (() => number) | undefined,
  value: (item: T) => number,
): T | undefined {
  if (k <= 1 || items.length === 1) return argBest(items, value);
  if (!rng) throw new Error('randomesque selection needs an rng');
  const ranked = items
    .map((item, index) => ({ item, index, v: value(item) }))
    .sort((x, y) => y.v - x.v || x.index - y.index);
  const kth = ranked[Math.min(k, ranked.length) - 1]!.v;
  const candidates = ranked.filter((r) => r.v >= kth);
  const index = Math.min(candidates.length - 1, Math.floor(rng() * candidates.length));
  return candidates[Math.max(0, index)]?.item;
}

/** The first item with the highest value. */
function argBest<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const v = value(item);
    if (best === undefined || v > bestValue) {
      best = item;
      bestValue = v;
    }
  }
  return best;
}
