import { type ItemParams, probability } from './irt.ts';

/** Evenly spaced ability points: min, min + step, ..., min + (count - 1) step. */
export interface ThetaGrid {
  readonly min: number;
  readonly step: number;
  readonly count: number;
}

/** Probabilities are kept this far from 0 and 1 so a log-likelihood is always finite. */
export const P_FLOOR = 1e-12;

/** P(theta) kept inside [P_FLOOR, 1 - P_FLOOR]. */
export function boundedProbability(item: ItemParams, theta: number): number {
  return Math.min(1 - P_FLOOR, Math.max(P_FLOOR, probability(item, theta)));
}

interface ItemTable {
  readonly logP: Float64Array;
  readonly logQ: Float64Array;
}

// ln P and ln(1 - P) of an item over a grid, remembered per item object and grid. An adaptive run
// re-estimates after every response with the same item objects, so each item's logarithms are
// computed once instead of once per estimate. Items are read-only, so the tables never go stale;
// a WeakMap lets them go with their items.
const tables = new WeakMap<ItemParams, Map<string, ItemTable>>();

function itemTable(item: ItemParams, grid: ThetaGrid, key: string): ItemTable {
  let byGrid = tables.get(item);
  if (!byGrid) {
    byGrid = new Map();
    tables.set(item, byGrid);
  }
  let table = byGrid.get(key);
  if (!table) {
    const logP = new Float64Array(grid.count);
    const logQ = new Float64Array(grid.count);
    for (let i = 0; i < grid.count; i += 1) {
      const p = boundedProbability(item, grid.min + i * grid.step);
      logP[i] = Math.log(p);
      logQ[i] = Math.log(1 - p);
    }
    table = { logP, logQ };
    byGrid.set(key, table);
  }
  return table;
}

/** The log-likelihood of the responses at every grid point. */
export function logLikelihoodOnGrid(
  responses: readonly { readonly item: ItemParams; readonly correct: boolean }[],
  grid: ThetaGrid,
): Float64Array {
  const total = new Float64Array(grid.count);
  const key = `${grid.min}|${grid.step}|${grid.count}`;
  for (const { item, correct } of responses) {
    const { logP, logQ } = itemTable(item, grid, key);
    const column = correct ? logP : logQ;
    for (let i = 0; i < grid.count; i += 1) total[i] = (total[i] as number) + (column[i] as number);
  }
  return total;
}
