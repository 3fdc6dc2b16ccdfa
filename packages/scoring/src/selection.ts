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
  const candidates = bank.filter((item) => !used.has(item.id) && (!filter || filter(item)));
  if (candidates.length === 0) return undefined;

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
      return argBest(candidates, (item) => -Math.abs(item.params.b - target));
    }
    case 'maximum-information':
      return argBest(candidates, (item) => itemInformation(item.params, options.theta));
  }
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
