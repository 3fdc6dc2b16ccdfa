import type { ComputedScores, RawCounts, RawScores } from '@roar/contracts';
import {
  evaluateBlockReliability,
  evaluateReliability,
  guessingFlag,
  type ItemParams,
  roarScoreBand,
  roarScoreSE,
  summariseTrials,
  type ReliabilityResult,
} from '@roar/scoring';
import type {
  GameDefinition,
  Headline,
  JudgedTrial,
  RunToScore,
  StoredTrial,
} from './definition.ts';
import { normScores, type ScoredStudent } from './norm-scores.ts';
import { runParamsSchema } from './time-limits.ts';
import type { ZodType } from 'zod';

export type { ScoredStudent } from './norm-scores.ts';

/**
 * Version of the general rules in this module and norm-scores.ts; stored with every score after
 * the game's own scoring version ('3+word.2').
 * 3: everything is recomputed from the stored responses and the rebuilt items (ADR 019).
 */
export const SCORING_VERSION = '3';

/** Name of the subtask that holds every trial. */
export const COMPOSITE = 'composite';

export interface RunScoring {
  raw: RawScores;
  computed: { composite: ComputedScores };
  scoringVersion: string;
  /** Version of the norms table of the composite's norm-referenced scores, null without them. */
  normsVersion: string | null;
  /** Version of the item-parameter set that scored the run; null: the priors in code. */
  itemParametersVersion: string | null;
  reliable: boolean;
  engagementFlags: string[];
}

function countTrials(list: readonly JudgedTrial[]): RawCounts {
  return {
    numAttempted: list.length,
    numCorrect: list.filter((t) => t.correct === true).length,
    numIncorrect: list.filter((t) => t.correct === false).length,
  };
}

/** Counts per subtask ('composite': every trial) and stage, in trial order. */
function rawScores(judged: readonly JudgedTrial[]): RawScores {
  const groups = new Map<string, JudgedTrial[]>([[COMPOSITE, [...judged]]]);
  for (const trial of judged) {
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

/**
 * The standard error and 90 % band of an ability-based headline on the 100-900 scale
 * (scoring.md section 8); absent for other scores, null when the estimate has no usable SE.
 */
function headlineBand(
  definition: GameDefinition,
  headline: Headline,
): Pick<ComputedScores, 'scoreSE' | 'scoreBand'> {
  const { ability } = headline;
  if (!ability || definition.scoring.scale !== 'roar-score') return {};
  return {
    scoreSE: roarScoreSE(ability.se),
    scoreBand: roarScoreBand(ability.theta, ability.se),
  };
}

const summaryOf = (list: readonly JudgedTrial[], completed: boolean) =>
  summariseTrials(
    list.map((t) => ({ correct: t.correct === true, rtMs: t.rtMs })),
    completed,
  );

/**
 * Reliability from the judged test trials with the game's thresholds: the run as a whole, or
 * block by block (a block given by the variant is complete when it has test trials). The guessing
 * flag (accuracy at chance) is added to the flags; it counts towards reliability only where the
 * game's thresholds include it.
 */
function reliabilityOf(
  definition: GameDefinition,
  run: RunToScore,
  judged: readonly JudgedTrial[],
  student: ScoredStudent,
): ReliabilityResult {
  const { scoring } = definition;
  const test = judged.filter((t) => t.stage === 'test');
  const blocks = scoring.reliabilityBlocks(run);
  const result = blocks
    ? evaluateBlockReliability(
        blocks.map((block) => {
          const list = test.filter((t) => t.subtask === block);
          return { block, summary: summaryOf(list, list.length > 0) };
        }),
        scoring.thresholds,
      )
    : evaluateReliability(
        summaryOf(test, scoring.reachedEnd(run, test, student)),
        scoring.thresholds,
      );
  const choices = typeof scoring.choices === 'function' ? scoring.choices(run) : scoring.choices;
  const guessing =
    choices === null
      ? null
      : guessingFlag(summaryOf(test, true), choices, scoring.guessingRule, scoring.guessingAlpha);
  const raised = [
    ...(guessing ? [guessing] : []),
    ...(scoring.flags?.(run, judged, student) ?? []),
  ];
  const counts = (flag: string) =>
    (scoring.thresholds.includedFlags as readonly string[]).includes(flag);
  return {
    reliable: result.reliable && !raised.some(counts),
    flags: [...result.flags, ...raised],
  };
}

/** The run's parameters through the game's schema; a variant the schema refuses plays defaults. */
function parsedParams(
  definition: GameDefinition,
  taskId: string,
  params: unknown,
): Record<string, unknown> {
  // Read with the run's schema: an accommodated run's time limits are longer, or none.
  const schema = runParamsSchema(definition, taskId) as ZodType<Record<string, unknown>>;
  const parsed = schema.safeParse(params ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * The scores of a completed run, computed only from its stored responses, the items rebuilt
 * from their ids (and the run's seed) and the student's grade at completion, so that they can be
 * recomputed at any time (docs/product/scoring.md sections 1-5): raw counts per subtask and
 * stage, the headline score of the game's scale with its norm-referenced scores, skills, and
 * reliability with the game's thresholds. Correctness, ability, item parameters and keys the
 * browser stored in a trial are never read; response times are clamped to the trial's limit.
 */
/** A stored run as scoring reads it: its task, params as stored, seed and trials. */
export interface StoredRun {
  taskId: string;
  params: unknown;
  seed: string | null;
  trials: readonly StoredTrial[];
}

const runToScore = (definition: GameDefinition, input: StoredRun): RunToScore => ({
  taskId: input.taskId,
  params: parsedParams(definition, input.taskId, input.params),
  seed: input.seed,
  trials: input.trials,
});

/**
 * Every trial of a stored run judged by the server against its rebuilt item, in trial order: what
 * scoring counts, and what the item-response export writes (issue 20 item 2).
 */
export function judgeStoredRun(definition: GameDefinition, input: StoredRun): JudgedTrial[] {
  return judgeRun(definition, runToScore(definition, input));
}

const judgeRun = (definition: GameDefinition, run: RunToScore) =>
  definition.scoring.judge(run).sort((a, b) => a.trialIndex - b.trialIndex);

/**
 * What scoring reads besides the run (ADR 052): the task's active calibrated item-parameter set,
 * by item id, and its version. Without it the bank's priors in code score the run.
 */
export interface ScoringContext {
  itemParameters?: ReadonlyMap<string, ItemParams>;
  itemParametersVersion?: string;
}

export function scoreStoredRun(
  definition: GameDefinition,
  input: StoredRun,
  student: ScoredStudent,
  context: ScoringContext = {},
): RunScoring {
  // Only a game that calibrates items reads a set; any other is scored as without one.
  const calibrated = definition.calibration && context.itemParameters ? context : {};
  const run: RunToScore = {
    ...runToScore(definition, input),
    ...(calibrated.itemParameters ? { itemParameters: calibrated.itemParameters } : {}),
  };
  const { scoring } = definition;
  const judged = judgeRun(definition, run);
  const test = judged.filter((t) => t.stage === 'test');
  const raw = rawScores(judged);
  const headline = scoring.headline(run, test, student);
  const composite = raw[COMPOSITE]?.test;
  if (composite && headline.ability) {
    composite.thetaEstimate = headline.ability.theta;
    if (headline.ability.se !== null) composite.thetaSE = headline.ability.se;
  }
  const reliability = reliabilityOf(definition, run, judged, student);
  const band = headlineBand(definition, headline);
  const norms = normScores(definition, run, headline.rawScore, student, band.scoreBand ?? null);
  const skills = scoring.skills(run, judged, student);
  const support = scoring.supportLevel?.(run, judged, student);
  const { ability: _ability, ...scores } = headline;
  return {
    raw,
    computed: {
      composite: {
        ...scores,
        ...band,
        ...norms,
        ...(support !== undefined ? { supportLevel: support } : {}),
        ...(calibrated.itemParametersVersion
          ? { itemParametersVersion: calibrated.itemParametersVersion }
          : {}),
        ...(support && scoring.supportLevelKind ? { normsKind: scoring.supportLevelKind } : {}),
        ...(skills ? { skills } : {}),
      },
    },
    scoringVersion: `${SCORING_VERSION}+${definition.game}.${scoring.version}`,
    normsVersion: norms.normsVersion,
    itemParametersVersion: calibrated.itemParametersVersion ?? null,
    reliable: reliability.reliable,
    engagementFlags: [...reliability.flags],
  };
}
