import type { ComputedScores, RawCounts, RawScores } from '@roar/contracts';
import {
  evaluateBlockReliability,
  evaluateReliability,
  roarScoreFromTheta,
  summariseTrials,
  type ReliabilityResult,
} from '@roar/scoring';
import { normScores, type ScoredStudent } from './norm-scores.ts';
import {
  SCORING_VERSION,
  isBlockTask,
  scoringKindOf,
  thresholdsOf,
  type ScoringKind,
} from './task-scoring.ts';
import { reachedEnd } from './run-completeness.ts';
import { skillsOf } from './skills.ts';

/** The stored fields of a trial that scoring reads. */
export interface ScoredTrial {
  trialIndex: number;
  subtask: string | null;
  stage: 'practice' | 'test' | null;
  /** `correct` (0/1 or boolean), `rt` (ms), `theta` and `se` after the trial (adaptive tasks). */
  data: Record<string, unknown>;
}

export interface ScoredTask {
  taskId: string;
  /** The variant's parameters (e.g. the phoneme subtests given). */
  params: Record<string, unknown>;
}

export interface RunScoring {
  raw: RawScores;
  computed: { composite: ComputedScores };
  scoringVersion: string;
  /** Version of the norms table of the composite's norm-referenced scores, null without them. */
  normsVersion: string | null;
  reliable: boolean;
  engagementFlags: string[];
}

/** Name of the subtask that holds every trial. */
export const COMPOSITE = 'composite';

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** 1 or true: correct; 0 or false: incorrect; anything else (or nothing): not scored. */
function correctness(data: Record<string, unknown>): boolean | null {
  if (data.correct === 1 || data.correct === true) return true;
  if (data.correct === 0 || data.correct === false) return false;
  return null;
}

/** Counts of trials in trial order; theta and SE are the last ones recorded (test trials). */
function countTrials(list: readonly ScoredTrial[]): RawCounts {
  const counts: RawCounts = { numAttempted: list.length, numCorrect: 0, numIncorrect: 0 };
  for (const trial of list) {
    const correct = correctness(trial.data);
    if (correct === true) counts.numCorrect += 1;
    if (correct === false) counts.numIncorrect += 1;
    if (trial.stage === 'test' && finite(trial.data.theta)) {
      counts.thetaEstimate = trial.data.theta;
      if (finite(trial.data.se)) counts.thetaSE = trial.data.se;
      else delete counts.thetaSE;
    }
  }
  return counts;
}

function rawScores(sorted: readonly ScoredTrial[]): RawScores {
  const groups = new Map<string, ScoredTrial[]>([[COMPOSITE, [...sorted]]]);
  for (const trial of sorted) {
    if (!trial.subtask || trial.subtask === COMPOSITE) continue;
    groups.set(trial.subtask, [...(groups.get(trial.subtask) ?? []), trial]);
  }
  const raw: RawScores = {};
  for (const [subtask, list] of groups) {
    const practice = list.filter((t) => t.stage === 'practice');
    const test = list.filter((t) => t.stage === 'test');
    raw[subtask] = {
      ...(practice.length > 0 ? { practice: countTrials(practice) } : {}),
      ...(test.length > 0 ? { test: countTrials(test) } : {}),
    };
  }
  return raw;
}

function computedScores(kind: ScoringKind, test: RawCounts | undefined): ComputedScores {
  const correct = test?.numCorrect ?? 0;
  const incorrect = test?.numIncorrect ?? 0;
  if (kind === 'adaptive') {
    const theta = test?.thetaEstimate;
    const roarScore = theta === undefined ? null : roarScoreFromTheta(theta);
    return { rawScore: roarScore, roarScore };
  }
  if (kind === 'sentence') return { rawScore: Math.max(0, correct - incorrect) };
  const attempted = test?.numAttempted ?? 0;
  return {
    rawScore: correct,
    percentCorrect: attempted > 0 ? Math.round((100 * correct) / attempted) : null,
  };
}

const summaryOf = (list: readonly ScoredTrial[], completed: boolean) =>
  summariseTrials(
    list.map((t) => ({
      correct: correctness(t.data) === true,
      rtMs: finite(t.data.rt) ? t.data.rt : null,
    })),
    completed,
  );

/**
 * Reliability from the test trials. A completed run reached its end; a block task (phoneme) is
 * complete per block only when that block (a subtest the variant gives) has test trials.
 */
function reliabilityOf(task: ScoredTask, test: readonly ScoredTrial[]): ReliabilityResult {
  const thresholds = thresholdsOf(task.taskId);
  if (!isBlockTask(task.taskId)) {
    return evaluateReliability(summaryOf(test, reachedEnd(task, test)), thresholds);
  }
  const given = Array.isArray(task.params.subtests)
    ? task.params.subtests.filter((s): s is string => typeof s === 'string')
    : [...new Set(test.flatMap((t) => (t.subtask ? [t.subtask] : [])))];
  const blocks = given.map((block) => {
    const list = test.filter((t) => t.subtask === block);
    return { block, summary: summaryOf(list, list.length > 0) };
  });
  return evaluateBlockReliability(blocks, thresholds);
}

/**
 * The scores of a completed run, computed only from its stored trials and the student's grade at
 * completion (stored with them), so that they can be recomputed at any time (scoring.md sections
 * 1-5): raw counts per subtask and stage, the headline computed score of the task's kind with its
 * norm-referenced scores, and reliability with the task's thresholds.
 */
export function scoreRun(
  task: ScoredTask,
  trials: readonly ScoredTrial[],
  student: ScoredStudent,
): RunScoring {
  const sorted = [...trials].sort((a, b) => a.trialIndex - b.trialIndex);
  const raw = rawScores(sorted);
  const reliability = reliabilityOf(
    task,
    sorted.filter((t) => t.stage === 'test'),
  );
  const headline = computedScores(scoringKindOf(task.taskId), raw[COMPOSITE]?.test);
  const norms = normScores(task, headline.rawScore, student);
  const skills = skillsOf(task, sorted);
  return {
    raw,
    computed: { composite: { ...headline, ...norms, ...(skills ? { skills } : {}) } },
    scoringVersion: SCORING_VERSION,
    normsVersion: norms.normsVersion,
    reliable: reliability.reliable,
    engagementFlags: [...reliability.flags],
  };
}
