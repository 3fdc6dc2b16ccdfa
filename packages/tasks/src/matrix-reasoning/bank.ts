import { generateItem, ruleCountOf, ruleDifficulty, ruleTemplates } from './generate.ts';
import { MATRIX_BANK_SEED, MATRIX_STANDARD_ITEMS } from './rules.ts';
import type { MatrixItem, MatrixRules } from './types.ts';

/**
 * The fixed item bank: built once from MATRIX_BANK_SEED, the same in the browser and on the
 * server. Rule sets with one varying rule give two items each, the others one: 67 test items,
 * numbered 'mx-001'... in rising provisional difficulty (generation order breaks ties).
 */

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

const rulesOf = (partial: Partial<MatrixRules>): MatrixRules => ({
  shape: 'constant',
  colour: 'constant',
  count: 'constant',
  rotation: 'constant',
  position: 'constant',
  ...partial,
});

/** Practice: one rule each, the plainest kinds (one more each time; a new shape in each place). */
const PRACTICE_RULES: readonly MatrixRules[] = [
  rulesOf({ count: 'progression' }),
  rulesOf({ shape: 'distribution' }),
];

function buildTests(): MatrixItem[] {
  const drafts = ruleTemplates().flatMap((rules, t) => {
    const n = ruleCountOf(rules) === 1 ? 2 : 1;
    return Array.from({ length: n }, (_, copy) => ({ rules, seed: `${t}.${copy}` }));
  });
  return drafts
    .map((draft, order) => ({ ...draft, order, difficulty: ruleDifficulty(draft.rules) }))
    .sort((a, b) => a.difficulty - b.difficulty || a.order - b.order)
    .map((draft, i) =>
      generateItem(`mx-${pad(i + 1, 3)}`, 'test', draft.rules, `${MATRIX_BANK_SEED}:${draft.seed}`),
    );
}

let cache: { practice: MatrixItem[]; test: MatrixItem[]; byId: Map<string, MatrixItem> } | null =
  null;

function bank() {
  if (!cache) {
    const practice = PRACTICE_RULES.map((rules, i) =>
      generateItem(`mx-p${pad(i + 1, 2)}`, 'practice', rules, `${MATRIX_BANK_SEED}:p${i}`),
    );
    const test = buildTests();
    cache = { practice, test, byId: new Map([...practice, ...test].map((i) => [i.id, i])) };
  }
  return cache;
}

/** The practice items, in order ('mx-p01', 'mx-p02'). */
export const matrixPracticeItems = (): readonly MatrixItem[] => bank().practice;

/** Every test item, in rising difficulty. */
export const matrixTestItems = (): readonly MatrixItem[] => bank().test;

/** An item of the bank by id (practice or test), undefined for an unknown id. */
export const matrixItemById = (id: string): MatrixItem | undefined => bank().byId.get(id);

/**
 * The test items of a run: `numTrials` (MATRIX_STANDARD_ITEMS when absent) spread evenly over
 * the bank's difficulty order, the easiest and the hardest included; all of them when it asks
 * for more than the bank has.
 */
export function matrixTestList(numTrials?: number): readonly MatrixItem[] {
  const all = matrixTestItems();
  const n = Math.min(all.length, Math.max(1, Math.floor(numTrials ?? MATRIX_STANDARD_ITEMS)));
  if (n === 1) return [all[0]!];
  return Array.from({ length: n }, (_, i) => all[Math.round((i * (all.length - 1)) / (n - 1))]!);
}
