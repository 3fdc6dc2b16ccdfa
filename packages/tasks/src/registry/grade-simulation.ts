import { correlation, PROVISIONAL_ABILITY, provisionalThetaOfGrade } from '@roar/scoring';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import type { GameDefinition } from './definition.ts';
import { scoreStoredRun } from './score-run.ts';

/**
 * How well an adaptive game measures the children of one grade (issue 20, item 7): simulated
 * children with abilities from the grade's provisional distribution N(theta(k), 1) play the
 * default variant through the game's own rules, with their grade, and each run is scored as the
 * server scores it (stored trials and grade alone). Shared by the seeded tests and bench/.
 */
export interface GradeMeasurement {
  taskId: string;
  /** 0 = kindergarten ... 12. */
  grade: number;
  children: number;
  /** corr(estimated, true theta)^2 (issue 20: not var / (var + SE^2), which a prior flatters). */
  reliability: number;
  /** Mean of estimate - truth over the children in the grade's central 95 %. */
  meanBias: number;
  /** Largest |mean of estimate - truth| of four equal bins of true theta across the central 95 %. */
  worstBinBias: number;
  /** K-5: share of the children truly below the 20th percentile reported 'needs extra support'. */
  detected: number | null;
  /** K-5: share of the other children reported 'needs extra support'. */
  falseFlags: number | null;
}

const Z_95 = 1.959964;
/** z of the 20th percentile: the K-5 'needs extra support' cut (scoring.md section 4). */
const Z_20 = -0.841621;
const BINS = 4;

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length;

const gradeLabel = (grade: number) => (grade === 0 ? 'K' : String(grade));

export function measureGrade(
  game: GameDefinition,
  taskId: string,
  grade: number,
  children: number,
  seed = 'grade-simulation',
): GradeMeasurement {
  const params = game.params(taskId).parse({});
  // The grade's true distribution: the provisional model's (the prior is only centred there).
  const priorMean = provisionalThetaOfGrade(Math.min(12, grade));
  const abilities = createRng(`${seed}:${taskId}:${grade}`);
  const student = { grade: gradeLabel(grade) };
  const rows = Array.from({ length: children }, (_, child) => {
    const theta = priorMean + PROVISIONAL_ABILITY.thetaSd * normalDraw(abilities);
    const runSeed = `${seed}:${taskId}:${grade}:${child}`;
    const trials = game
      .simulate(taskId, params, createRng(runSeed), { theta, grade: student.grade })
      .map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const scored = scoreStoredRun(game, { taskId, params, seed: runSeed, trials }, student);
    const composite = scored.computed.composite;
    return {
      z: (theta - priorMean) / PROVISIONAL_ABILITY.thetaSd,
      theta,
      estimate: scored.raw.composite?.test?.thetaEstimate ?? Number.NaN,
      flagged: composite.supportLevel === 'needs-extra-support',
    };
  });
  const central = rows.filter((r) => Math.abs(r.z) <= Z_95);
  const binBias = Array.from({ length: BINS }, (_, bin) => {
    const from = -Z_95 + (2 * Z_95 * bin) / BINS;
    const to = from + (2 * Z_95) / BINS;
    return mean(central.filter((r) => r.z >= from && r.z < to).map((r) => r.estimate - r.theta));
  });
  const k5 = grade <= 5;
  const needing = rows.filter((r) => r.z < Z_20);
  const others = rows.filter((r) => r.z >= Z_20);
  const share = (list: typeof rows) => list.filter((r) => r.flagged).length / list.length;
  return {
    taskId,
    grade,
    children,
    reliability:
      correlation(
        rows.map((r) => r.theta),
        rows.map((r) => r.estimate),
      ) ** 2,
    meanBias: mean(central.map((r) => r.estimate - r.theta)),
    worstBinBias: Math.max(...binBias.map((b) => Math.abs(b))),
    detected: k5 ? share(needing) : null,
    falseFlags: k5 ? share(others) : null,
  };
}

/** How often runs of one kind of child are flagged (issue 20, item 8). */
export interface FlagMeasurement {
  taskId: string;
  grade: number;
  answers: 'ability' | 'random' | 'one-key';
  children: number;
  /** Share of runs scored unreliable (any counted flag). */
  unreliable: number;
  /** Share of runs raising each flag. */
  flags: Record<string, number>;
}

/**
 * Children of one grade (abilities from its provisional distribution) answer by ability, at
 * random at a normal pace, or with one key; each run is scored as the server scores it.
 */
export function measureFlags(
  game: GameDefinition,
  taskId: string,
  grade: number,
  answers: FlagMeasurement['answers'],
  children: number,
  seed = 'flag-simulation',
): FlagMeasurement {
  const params = game.params(taskId).parse({});
  // The grade's true distribution: the provisional model's (the prior is only centred there).
  const priorMean = provisionalThetaOfGrade(Math.min(12, grade));
  const abilities = createRng(`${seed}:${taskId}:${grade}:${answers}`);
  const student = { grade: gradeLabel(grade) };
  const counts: Record<string, number> = {};
  let unreliable = 0;
  for (let child = 0; child < children; child += 1) {
    const theta = priorMean + PROVISIONAL_ABILITY.thetaSd * normalDraw(abilities);
    const runSeed = `${seed}:${taskId}:${grade}:${answers}:${child}`;
    const trials = game
      .simulate(taskId, params, createRng(runSeed), { theta, grade: student.grade, answers })
      .map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const scored = scoreStoredRun(game, { taskId, params, seed: runSeed, trials }, student);
    if (!scored.reliable) unreliable += 1;
    for (const flag of scored.engagementFlags) counts[flag] = (counts[flag] ?? 0) + 1;
  }
  const share = (n: number) => n / children;
  return {
    taskId,
    grade,
    answers,
    children,
    unreliable: share(unreliable),
    flags: Object.fromEntries(Object.entries(counts).map(([flag, n]) => [flag, share(n)])),
  };
}
