import { type NormGroup, type NormsTable, normGroupKey, normsTableProblems } from './norms.ts';
import { type GridPoint, smoothGrid } from './grid-smoother.ts';
import { type NormSeason, gradeTime, isNormSeason, seasonOf } from './seasons.ts';

/**
 * Local norms (issue 20 item 4; docs/decisions/051-local-norms.md): a district's own percentile
 * and standard-score table by grade and season, built from its completed, reliable runs by
 * continuous norming. The cells' means and log SDs are smoothed along grade-time (seasons.ts:
 * one grid point per grade and season) by a penalised least-squares smoother (grid-smoother.ts),
 * each cell weighted by the precision of its statistic, so a small cell borrows strength from its
 * neighbours. Cells under LOCAL_NORMS_MIN_CELL runs get no
 * group (their students keep the table being replaced: normsTableCovers).
 */

/** Fewest runs for a grade-and-season cell to get a group (and to shape the curves). */
export const LOCAL_NORMS_MIN_CELL = 50;
/** Fewest usable runs (in cells of at least LOCAL_NORMS_MIN_CELL) to build a table at all. */
export const LOCAL_NORMS_MIN_RUNS = 200;
/** Fewest usable cells to build a table: one cell gives no curve. */
export const LOCAL_NORMS_MIN_CELLS = 2;
/**
 * Orders of the smoothing penalties: third differences for the mean (a strong penalty leaves a
 * parabola: growth that speeds up or slows down), second for the log SD (a straight line).
 */
const MEAN_PENALTY_ORDER = 3;
const LOG_SD_PENALTY_ORDER = 2;
/** Grid points per school year: one per season. */
const STEPS_PER_YEAR = 3;

/** The K-5 cut points when no table is replaced (scoring.md section 4). */
const DEFAULT_CUT_POINTS = { achieved: 40, developing: 20 } as const;

/** One completed, reliable run: the student's best run of the season, on the task's headline scale. */
export interface LocalNormsRun {
  /** Grade at completion, 0 (kindergarten) to 12; other grades are left out. */
  readonly grade: number;
  /** Season of the completion; seasonOf(completedAt) when missing. */
  readonly season?: NormSeason | null;
  readonly score: number;
  /** ISO date-time of the completion. */
  readonly completedAt: string;
  /** Pseudonymous student key, to count students; the runs are counted when missing. */
  readonly studentKey?: string;
}

export interface LocalNormsInput {
  readonly task: string;
  readonly language: string;
  readonly district: { readonly id: string; readonly name: string };
  readonly runs: readonly LocalNormsRun[];
  /** Version of the new table (the caller's versioning). */
  readonly version: string;
  /** ISO date of the build. */
  readonly builtOn: string;
  /**
   * The table the local one replaces (normally the provisional one): its K-5 cut points are kept,
   * and its benchmarks are used when the district has no runs around grade 3 or 5 in spring.
   */
  readonly baseline?: NormsTable | null;
}

/** A grade-and-season cell: what the runs say and what the fitted curves say. */
export interface LocalNormsCell {
  readonly grade: number;
  readonly season: NormSeason;
  readonly n: number;
  readonly observedMean: number;
  readonly observedSd: number;
  /** Fitted; NaN for a cell under the minimum (no group). */
  readonly mean: number;
  readonly sd: number;
  readonly grouped: boolean;
}

export type LocalNormsRefusalReason =
  /** Fewer than LOCAL_NORMS_MIN_RUNS runs in usable cells. */
  | 'too-few-runs'
  /** Fewer than LOCAL_NORMS_MIN_CELLS cells of LOCAL_NORMS_MIN_CELL runs. */
  | 'too-few-cells'
  /** No runs around grade 3 or 5 in spring and no baseline table to take benchmarks from. */
  | 'no-benchmarks'
  /** The fitted table is unusable (normsTableProblems), e.g. scores falling with grade. */
  | 'invalid-table';

export type LocalNormsResult =
  | { readonly ok: true; readonly table: NormsTable; readonly cells: readonly LocalNormsCell[] }
  | {
      readonly ok: false;
      readonly reason: LocalNormsRefusalReason;
      /** Runs given, runs in usable cells, and usable cells, for the refusal message. */
      readonly runs: number;
      readonly usableRuns: number;
      readonly usableCells: number;
      readonly problems?: readonly string[];
    };

interface CellData {
  grade: number;
  season: NormSeason;
  scores: number[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function cellsOf(runs: readonly LocalNormsRun[]) {
  const cells = new Map<string, CellData>();
  const kept: LocalNormsRun[] = [];
  for (const run of runs) {
    const season = run.season ?? seasonOf(run.completedAt);
    const validGrade = Number.isInteger(run.grade) && run.grade >= 0 && run.grade <= 12;
    if (!validGrade || !Number.isFinite(run.score) || !isNormSeason(season)) continue;
    if (!Number.isFinite(new Date(run.completedAt).getTime())) continue;
    const key = normGroupKey({ grade: run.grade, season });
    const cell = cells.get(key) ?? { grade: run.grade, season, scores: [] };
    cell.scores.push(run.score);
    cells.set(key, cell);
    kept.push({ ...run, season });
  }
  return { cells: [...cells.values()], kept };
}

function meanAndSd(scores: readonly number[]) {
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / (scores.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

const isoDay = (dateTime: string) => new Date(dateTime).toISOString().slice(0, 10);

/** Builds a district's local norms table, or says why it cannot (docs/decisions/051). */
export function buildLocalNorms(input: LocalNormsInput): LocalNormsResult {
  const { cells, kept } = cellsOf(input.runs);
  const stats = cells
    .map((cell) => ({ ...cell, n: cell.scores.length, ...meanAndSd(cell.scores) }))
    .sort((a, b) => gradeTime(a.grade, a.season) - gradeTime(b.grade, b.season));
  const usable = stats.filter((c) => c.n >= LOCAL_NORMS_MIN_CELL && c.sd > 0);
  const usableRuns = usable.reduce((sum, c) => sum + c.n, 0);
  const refuse = (reason: LocalNormsRefusalReason, problems?: string[]): LocalNormsResult => ({
    ok: false,
    reason,
    runs: input.runs.length,
    usableRuns,
    usableCells: usable.length,
    ...(problems ? { problems } : {}),
  });
  if (usableRuns < LOCAL_NORMS_MIN_RUNS) return refuse('too-few-runs');
  if (usable.length < LOCAL_NORMS_MIN_CELLS) return refuse('too-few-cells');

  // One grid point per season from the first usable cell to the last; cells under the minimum
  // and cells without runs are gaps (weight 0) the curves pass through smoothly.
  const times = usable.map((c) => gradeTime(c.grade, c.season));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const indexOf = (t: number) => Math.round((t - first) * STEPS_PER_YEAR);
  const size = indexOf(last) + 1;
  const meanGrid: GridPoint[] = Array.from({ length: size }, () => ({ y: 0, weight: 0 }));
  const logSdGrid: GridPoint[] = Array.from({ length: size }, () => ({ y: 0, weight: 0 }));
  for (const c of usable) {
    const i = indexOf(gradeTime(c.grade, c.season));
    // Inverse-variance weights: a cell mean has variance sd^2 / n, a log SD about 1 / (2 (n - 1)).
    meanGrid[i] = { y: c.mean, weight: c.n / c.sd ** 2 };
    logSdGrid[i] = { y: Math.log(c.sd), weight: 2 * (c.n - 1) };
  }
  const meanFit = smoothGrid(meanGrid, MEAN_PENALTY_ORDER);
  const logSdFit = smoothGrid(logSdGrid, LOG_SD_PENALTY_ORDER);
  if (!meanFit || !logSdFit) return refuse('too-few-cells');
  const meanAt = (t: number) => meanFit.values[indexOf(t)]!;
  const sdAt = (t: number) => Math.exp(logSdFit.values[indexOf(t)]!);

  const usableKeys = new Set(usable.map(normGroupKey));
  const cellResults: LocalNormsCell[] = stats.map((c) => {
    const grouped = usableKeys.has(normGroupKey(c));
    const t = gradeTime(c.grade, c.season);
    return {
      grade: c.grade,
      season: c.season,
      n: c.n,
      observedMean: c.mean,
      observedSd: c.sd,
      mean: grouped ? round1(meanAt(t)) : Number.NaN,
      sd: grouped ? round1(sdAt(t)) : Number.NaN,
      grouped,
    };
  });
  const groups: NormGroup[] = cellResults
    .filter((c) => c.grouped)
    .map(({ grade, season, mean, sd }) => ({ grade, season, mean, sd }));

  // Benchmarks: the fitted spring means of grades 3 and 5 when the runs reach that far on both
  // sides, else the baseline's (the curves are not extrapolated to set benchmarks).
  const inRange = (t: number) => t >= first - 1e-9 && t <= last + 1e-9;
  const g3 = gradeTime(3, 'spring');
  const g5 = gradeTime(5, 'spring');
  const fitted = inRange(g3) && inRange(g5);
  if (!fitted && !input.baseline) return refuse('no-benchmarks');
  const benchmarks = fitted
    ? { grade3: round1(meanAt(g3)), grade5: round1(meanAt(g5)) }
    : input.baseline!.benchmarks;

  const keys = kept.map((run) => run.studentKey);
  const students = keys.every((k) => k !== undefined) ? new Set(keys).size : kept.length;
  const days = kept.map((run) => isoDay(run.completedAt)).sort();
  const usedRuns = usable.reduce((sum, c) => sum + c.n, 0);
  const table: NormsTable = {
    task: input.task,
    language: input.language,
    version: input.version,
    kind: 'local',
    provenance: {
      method:
        'continuous norming: cell means and log SDs smoothed along grade-time by penalised ' +
        `least squares (effective degrees of freedom ${meanFit.edf.toFixed(1)} and ` +
        `${logSdFit.edf.toFixed(1)}, chosen by UBRE), cells of at least ${LOCAL_NORMS_MIN_CELL} runs`,
      date: input.builtOn,
      sampleSizes: Object.fromEntries(stats.map((c) => [normGroupKey(c), c.n])),
      notes:
        `${usedRuns} of ${input.runs.length} runs in ${usable.length} cells of at least ` +
        `${LOCAL_NORMS_MIN_CELL}; benchmarks ` +
        (fitted
          ? 'from the fitted grade-3 and grade-5 spring means.'
          : `of ${input.baseline!.version}.`),
      district: input.district,
      students,
      runs: kept.length,
      runsFrom: days[0]!,
      runsTo: days[days.length - 1]!,
    },
    groups,
    supportCutPoints: { k5: input.baseline?.supportCutPoints.k5 ?? DEFAULT_CUT_POINTS },
    benchmarks,
  };
  const problems = normsTableProblems(table);
  if (problems.length > 0) return refuse('invalid-table', problems);
  return { ok: true, table, cells: cellResults };
}
