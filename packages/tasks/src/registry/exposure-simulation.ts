import { PROVISIONAL_ABILITY, provisionalThetaOfGrade } from '@roar/scoring';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import type { GameTrial } from '../trial-types.ts';
import type { GameDefinition } from './definition.ts';

/**
 * Item exposure and retest overlap of an adaptive game (issue 20, item 9; ADR 053). The product's
 * population is every grade K-12 pooled, equal grades, abilities from each grade's provisional
 * distribution N(theta(k), 1); each child plays the default variant with its grade. Shared by the
 * seeded tests and bench/exposure.ts.
 */
export interface ExposureMeasurement {
  taskId: string;
  /** Children of each grade (13 grades). */
  childrenPerGrade: number;
  /** Share of all children given the most often given item. */
  maxExposure: number;
  maxItemId: string;
  /** Distinct test items given at least once. */
  itemsUsed: number;
  /** Mean test items of a run. */
  meanRunLength: number;
}

export interface RetestMeasurement {
  taskId: string;
  childrenPerGrade: number;
  /** Mean share of the retest's test items the first run had too. */
  meanOverlap: number;
  /** The largest such share of one child. */
  maxOverlap: number;
  /** Share of children whose retest shares more than 20 % of its items. */
  over20: number;
}

const GRADES = Array.from({ length: 13 }, (_, k) => k);
const gradeLabel = (grade: number) => (grade === 0 ? 'K' : String(grade));
/**
 * The test items of a run from the adaptive bank: Picture Vocabulary's catch items (subtask
 * 'catch', a small fixed pool of very easy unscored words, ADR 045) are not drawn from it.
 */
const testItems = (trials: readonly GameTrial[]) =>
  trials.flatMap((t) =>
    t.stage === 'test' && t.itemId && t.subtask !== 'catch' ? [t.itemId] : [],
  );

/** The pooled children: a grade, a true ability and a run seed each. */
function children(taskId: string, perGrade: number, seed: string) {
  return GRADES.flatMap((grade) => {
    const abilities = createRng(`${seed}:${taskId}:${grade}`);
    const mean = provisionalThetaOfGrade(grade);
    return Array.from({ length: perGrade }, (_, child) => ({
      grade: gradeLabel(grade),
      theta: mean + PROVISIONAL_ABILITY.thetaSd * normalDraw(abilities),
      runSeed: `${seed}:${taskId}:${grade}:${child}`,
    }));
  });
}

export function measureExposure(
  game: GameDefinition,
  taskId: string,
  childrenPerGrade: number,
  seed = 'exposure-simulation',
): ExposureMeasurement {
  const params = game.params(taskId).parse({});
  const counts = new Map<string, number>();
  let given = 0;
  const pooled = children(taskId, childrenPerGrade, seed);
  for (const child of pooled) {
    const items = testItems(
      game.simulate(taskId, params, createRng(child.runSeed), {
        theta: child.theta,
        grade: child.grade,
      }),
    );
    given += items.length;
    for (const id of new Set(items)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  let maxItemId = '';
  let max = 0;
  for (const [id, n] of counts) if (n > max) [maxItemId, max] = [id, n];
  return {
    taskId,
    childrenPerGrade,
    maxExposure: max / pooled.length,
    maxItemId,
    itemsUsed: counts.size,
    meanRunLength: given / pooled.length,
  };
}

/**
 * Each child plays twice (a retest within 120 days, same ability): the second run gets the first
 * run's test items as `recentItemIds`, as the server answers at run creation.
 */
export function measureRetest(
  game: GameDefinition,
  taskId: string,
  childrenPerGrade: number,
  seed = 'retest-simulation',
): RetestMeasurement {
  const params = game.params(taskId).parse({});
  const overlaps = children(taskId, childrenPerGrade, seed).map((child) => {
    const base = { theta: child.theta, grade: child.grade };
    const first = testItems(game.simulate(taskId, params, createRng(child.runSeed), base));
    const second = testItems(
      game.simulate(taskId, params, createRng(`${child.runSeed}:retest`), {
        ...base,
        recentItemIds: first,
      }),
    );
    return second.length === 0 ? 0 : retestOverlap(first, second);
  });
  return {
    taskId,
    childrenPerGrade,
    meanOverlap: overlaps.reduce((a, b) => a + b, 0) / overlaps.length,
    maxOverlap: Math.max(...overlaps),
    over20: overlaps.filter((o) => o > 0.2).length / overlaps.length,
  };
}

/** Share of the retest's items that the earlier runs had (0 for an empty retest). */
export function retestOverlap(earlier: readonly string[], retest: readonly string[]): number {
  if (retest.length === 0) return 0;
  const seen = new Set(earlier);
  return retest.filter((id) => seen.has(id)).length / retest.length;
}
