import { findNormingRuns, type Db, type NormingRun } from '@roar/db';
import { numericGrade, seasonOf, type LocalNormsRun, type ScoreToPreview } from '@roar/scoring';

/**
 * The runs norming reads (docs/decisions/054-local-norm-tables.md): a district's completed runs
 * of one task, a page at a time, and the choices made from them for a build and for a preview.
 */

/** Runs read per query. */
export const NORMING_PAGE = 2_000;

/** Every completed run of the task in the district, a page at a time (in id order). */
export async function* normingRunPages(
  app: Db,
  params: { districtId: string; taskId: string; bestOnly?: boolean },
): AsyncGenerator<NormingRun[]> {
  let afterId: string | null = null;
  for (;;) {
    const page = await findNormingRuns(app, { ...params, afterId, limit: NORMING_PAGE });
    if (page.length === 0) return;
    yield page;
    if (page.length < NORMING_PAGE) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** A run with a score on the tables' scale (it was normed), a grade and a completion. */
function normable(run: NormingRun) {
  const grade = numericGrade(run.grade);
  const score = run.score;
  if (grade === null || grade > 12 || score === null || !Number.isFinite(score)) return null;
  if (run.normsVersion === null || run.completedAt === null) return null;
  const season = seasonOf(run.completedAt);
  if (!season) return null;
  return { grade, score, season, completedAt: run.completedAt };
}

/**
 * Chooses the runs a build uses, fed page by page: completed, reliable and normed runs, each
 * student's latest in each grade and season (the best-run rule of runs/best-run.ts: the latest
 * reliable), with the grade the score recorded at completion (ADR 051, Consequences).
 */
export class BuildRunChooser {
  readonly #chosen = new Map<string, LocalNormsRun & { completedAt: string }>();

  add(runs: readonly NormingRun[]): void {
    for (const run of runs) {
      if (run.reliable !== true) continue;
      const usable = normable(run);
      if (!usable) continue;
      const key = `${run.userId}|${usable.grade}|${usable.season}`;
      const completedAt = usable.completedAt.toISOString();
      const held = this.#chosen.get(key);
      if (held && held.completedAt >= completedAt) continue;
      this.#chosen.set(key, {
        grade: usable.grade,
        season: usable.season,
        score: usable.score,
        completedAt,
        studentKey: run.userId,
      });
    }
  }

  runs(): LocalNormsRun[] {
    return [...this.#chosen.values()];
  }
}

/**
 * Chooses the scores a preview compares, fed page by page: each student's latest best run (the
 * score reports show now) with a normed score, its grade at completion and its season.
 */
export class PreviewScoreChooser {
  readonly #chosen = new Map<string, ScoreToPreview & { at: number }>();

  add(runs: readonly NormingRun[]): void {
    for (const run of runs) {
      if (!run.bestRun) continue;
      const usable = normable(run);
      if (!usable) continue;
      const at = usable.completedAt.getTime();
      const held = this.#chosen.get(run.userId);
      if (held && held.at >= at) continue;
      this.#chosen.set(run.userId, {
        grade: usable.grade,
        season: usable.season,
        score: usable.score,
        at,
      });
    }
  }

  scores(): ScoreToPreview[] {
    return [...this.#chosen.values()].map(({ grade, season, score }) => ({ grade, season, score }));
  }
}
