import { z } from 'zod';
import { TIME_ACCOMMODATIONS } from './accommodations.ts';
import { GENERATED_ID_LENGTH, STANDARD_SCORE_RANGE } from './constants.ts';

/**
 * The run recorder (`/api/app/runs`): a run is one play of a task variant by a student; trials and
 * interactions are appended to it idempotently (client-generated ids), and completing it stores
 * the scores the server computes from the stored trials (docs/architecture.md,
 * docs/product/scoring.md).
 */

/** A client-generated id: 20 characters from [A-Za-z0-9] (see generateId). */
export const ClientIdSchema = z
  .string()
  .length(GENERATED_ID_LENGTH)
  .regex(/^[A-Za-z0-9]+$/, 'Use a generated id of letters and digits.');

/** Largest serialised `data` of one trial, in bytes of JSON text. */
export const TRIAL_DATA_MAX_BYTES = 8_192;
/** Most trials (or interaction events) in one upload. */
export const RUN_UPLOAD_MAX_ITEMS = 50;

const shortText = z.string().min(1).max(64);

/** `POST /api/app/runs`: starts (or, same id again, returns) a run of an assigned assessment. */
export const RunCreateSchema = z.object({
  id: ClientIdSchema,
  administrationId: shortText,
  taskId: shortText,
  /** Version of the task code playing the run. */
  taskVersion: shortText,
  /** Seed of the run's random generator, so the run can be replayed. */
  seed: z.string().min(1).max(128),
  /** The student a launcher acts for (launch mode); absent: the caller. */
  launchId: z.string().max(64).optional(),
});
export type RunCreate = z.infer<typeof RunCreateSchema>;

/** Any other fields of a trial record (stimulus, response, correct 0/1, rt in ms, theta, se...). */
export const TrialDataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => JSON.stringify(data).length <= TRIAL_DATA_MAX_BYTES, {
    message: `Trial data must be at most ${TRIAL_DATA_MAX_BYTES} characters of JSON.`,
  });

/** One trial record (docs/product/tasks.md section 3). */
export const TrialInputSchema = z.object({
  id: ClientIdSchema,
  trialIndex: z.number().int().min(0).max(100_000),
  block: z.string().max(64).optional(),
  subtask: z.string().max(64).optional(),
  stage: z.enum(['practice', 'test']),
  itemId: z.string().max(128).optional(),
  data: TrialDataSchema,
});
export type TrialInput = z.infer<typeof TrialInputSchema>;

/** `POST /api/app/runs/:runId/trials`, in any order; a trial already stored counts as duplicate. */
export const TrialUploadSchema = z.object({
  trials: z.array(TrialInputSchema).min(1).max(RUN_UPLOAD_MAX_ITEMS),
});
export type TrialUpload = z.infer<typeof TrialUploadSchema>;

export const InteractionInputSchema = z.object({
  id: ClientIdSchema,
  event: z.enum(['blur', 'focus', 'fullscreenenter', 'fullscreenexit']),
  trialIndex: z.number().int().min(0).max(100_000),
  /** Milliseconds on the run's performance clock. */
  timeMs: z.number().min(0).max(86_400_000),
});
export type InteractionInput = z.infer<typeof InteractionInputSchema>;

/** `POST /api/app/runs/:runId/interactions` */
export const InteractionUploadSchema = z.object({
  events: z.array(InteractionInputSchema).min(1).max(RUN_UPLOAD_MAX_ITEMS),
});
export type InteractionUpload = z.infer<typeof InteractionUploadSchema>;

/** The `fields` key by which a `trial_invalid` answer names the upload's trial at `position`. */
export const rejectedTrialField = (position: number): string => `trials.${position}`;

/**
 * The places (0-based, in the upload's `trials`) of the trials an answer's `fields` name, by the
 * trial (`trials.3`) or a field inside it (`trials.3.data.x`), keeping those whose problem code
 * `counts`: all of a `trial_invalid` answer; a `validation_failed` answer's unstorable text.
 * Empty when it names none.
 */
export function rejectedTrialPositions(
  fields: Readonly<Record<string, string>> | undefined,
  /** Which problem codes count; all by default. */
  counts: (problem: string) => boolean = () => true,
): number[] {
  const positions = new Set<number>();
  for (const [key, problem] of Object.entries(fields ?? {})) {
    // `trials.3`, or a field inside it (`trials.3.data.x`).
    const position = /^trials\.(\d+)(?:\.|$)/.exec(key)?.[1];
    if (position !== undefined && counts(problem)) positions.add(Number(position));
  }
  return [...positions].sort((a, b) => a - b);
}

/** Why a client reports trials the server will never store. */
export const TRIAL_REJECTION_CODES = ['trial_invalid'] as const;
export type TrialRejectionCode = (typeof TRIAL_REJECTION_CODES)[number];

/**
 * `POST /api/app/runs/:runId/rejected`: trials the server refused for good (`trial_invalid`) and
 * the device then dropped. The run is flagged `rejectedTrials` at completion (ADR 020).
 */
export const RejectedTrialsSchema = z.object({
  code: z.enum(TRIAL_REJECTION_CODES),
  trials: z
    .array(z.object({ id: ClientIdSchema, trialIndex: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(RUN_UPLOAD_MAX_ITEMS),
});
export type RejectedTrials = z.infer<typeof RejectedTrialsSchema>;

/** Engagement flag of a run some of whose trials were rejected: it is never reliable (ADR 020). */
export const REJECTED_TRIALS_FLAG = 'rejectedTrials';

/** Answer of an upload: rows newly stored, and rows already stored before (retries). */
export const UploadResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** `POST /api/app/runs/:runId/complete` */
export const RunCompleteSchema = z.object({
  /** When the child finished, on the client's clock; kept between the run's start and now. */
  completedAt: z.iso.datetime({ offset: true }).optional(),
});
export type RunComplete = z.infer<typeof RunCompleteSchema>;

/** `POST /api/app/runs/:runId/external-link`: the signed address of a game played elsewhere. */
export const ExternalLinkSchema = z.object({ url: z.string() });
export type ExternalLink = z.infer<typeof ExternalLinkSchema>;

/**
 * `POST /api/external/completions`: the other site's signed completion of a run (ADR 027):
 * `sig` = HMAC-SHA256 (hex) with the variant's secret over "complete", run, pid and exp, one per
 * line; exp in Unix seconds.
 */
export const ExternalCompletionSchema = z.object({
  run: z.string().min(1).max(64),
  pid: z.string().min(1).max(64),
  exp: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  sig: z.string().min(1).max(128),
});
export type ExternalCompletion = z.infer<typeof ExternalCompletionSchema>;

/** Counts of one subtask and stage (docs/product/scoring.md section 1). */
export const RawCountsSchema = z.object({
  numAttempted: z.number().int(),
  numCorrect: z.number().int(),
  numIncorrect: z.number().int(),
  thetaEstimate: z.number().optional(),
  thetaSE: z.number().optional(),
});
export type RawCounts = z.infer<typeof RawCountsSchema>;

/** Raw scores: subtask ('composite' for all trials) -> stage -> counts. */
export const RawScoresSchema = z.record(
  z.string(),
  z.object({ practice: RawCountsSchema.optional(), test: RawCountsSchema.optional() }),
);
export type RawScores = z.infer<typeof RawScoresSchema>;

/**
 * The three support levels of a normed score (docs/product/scoring.md section 4): pink, yellow,
 * green.
 */
export const NORMED_SUPPORT_LEVELS = ['needs-extra-support', 'developing', 'achieved'] as const;
export type NormedSupportLevel = (typeof NORMED_SUPPORT_LEVELS)[number];

/** Provisional tables come from a stated model, local ones from the platform's runs. */
export const NORMS_KINDS = ['provisional', 'local'] as const;
export type NormsKind = (typeof NORMS_KINDS)[number];

/**
 * Kinds of a norms table (issue 20 item 4, docs/decisions/051-local-norms.md): NORMS_KINDS plus
 * 'imported' (read from a CSV, docs/norm-table-csv.md). Kept apart from NORMS_KINDS, the kind a
 * stored score records, until the reports have words for 'imported' scores.
 */
export const NORMS_TABLE_KINDS = ['provisional', 'local', 'imported'] as const;
export type NormsTableKind = (typeof NORMS_TABLE_KINDS)[number];

/**
 * Seasons of the school year a norm group may belong to (docs/product/scoring.md section 3):
 * fall August-November, winter December-February, spring March-July.
 */
export const NORM_SEASONS = ['fall', 'winter', 'spring'] as const;
export type NormSeason = (typeof NORM_SEASONS)[number];

/**
 * Why a run has no norm-referenced scores: the task has no norms; the headline score is on
 * another scale than the table's; the run's time limit differs from the one the table assumes;
 * the run has no headline score; the student's grade is unknown.
 */
export const NO_NORMS_REASONS = [
  'no-norms',
  'scale-mismatch',
  'time-limit-mismatch',
  'no-score',
  'no-grade',
] as const;
export type NoNormsReason = (typeof NO_NORMS_REASONS)[number];

/** One part of a cognition game and its measures (skills.measures). */
export const CognitionMeasureSchema = z.object({
  /** A COGNITION_PARTS name, or 'angle-<degrees>' (Matching Game: accuracy by angle). */
  part: z.string(),
  correct: z.number().int().nonnegative().optional(),
  attempted: z.number().int().nonnegative().optional(),
  /** Median response time of the right answers (ms), null without any. */
  medianRtMs: z.number().nonnegative().nullable().optional(),
  /** Median RT of right answers after a switch of rule minus after a repeat (ms). */
  switchCostMs: z.number().nullable().optional(),
  /** Longest sequence repeated right (Memory Game). */
  span: z.number().int().nonnegative().optional(),
});
export type CognitionMeasure = z.infer<typeof CognitionMeasureSchema>;

/** Both ends of a 90 % confidence band of a score (docs/product/scoring.md section 8). */
export const ScoreBandSchema = z.object({ low: z.number(), high: z.number() });
export type ScoreBand = z.infer<typeof ScoreBandSchema>;

/**
 * The headline scores of a run (composite) and, for normed tasks, the norm-referenced scores.
 * The norm fields are optional so scores stored before they existed still parse; a score stored
 * with them has all of them, null when not computed (`noNormsReason` says why).
 */
export const ComputedScoresSchema = z.object({
  /** The task's headline raw score. */
  rawScore: z.number().nullable(),
  /** Adaptive tasks: the 100-900 scale score from theta. */
  roarScore: z.number().nullable().optional(),
  /** Share of test trials answered correctly, 0-100, when the task scores by count. */
  percentCorrect: z.number().nullable().optional(),
  /** Ability-based scores: the headline's standard error in its points (scoring.md section 8). */
  scoreSE: z.number().nonnegative().nullable().optional(),
  /** Ability-based scores: the 90 % band of the headline score. */
  scoreBand: ScoreBandSchema.nullable().optional(),
  /** Share (0-100, one decimal) of the reference group with a lower score. */
  percentile: z.number().min(0).max(100).nullable().optional(),
  /** 100 + 15 z, rounded and clipped to 0-180. */
  standardScore: z
    .number()
    .int()
    .min(STANDARD_SCORE_RANGE.min)
    .max(STANDARD_SCORE_RANGE.max)
    .nullable()
    .optional(),
  /** Normed ability-based scores: the 90 % bands of the percentile and the standard score. */
  percentileBand: ScoreBandSchema.nullable().optional(),
  standardScoreBand: ScoreBandSchema.nullable().optional(),
  supportLevel: z.enum(NORMED_SUPPORT_LEVELS).nullable().optional(),
  /** Version of the norms table the scores were computed with. */
  normsVersion: z.string().nullable().optional(),
  /** Kind of that table: reports label 'provisional' scores "Provisional norms". */
  normsKind: z.enum(NORMS_KINDS).nullable().optional(),
  /**
   * Version of the calibrated item-parameter set an ability-based score used (ADR 052); absent
   * or null: the item bank's priors in code.
   */
  itemParametersVersion: z.string().nullable().optional(),
  /** The student's grade when the run was completed, as recorded ('K', '3'...), or null. */
  grade: z.string().nullable().optional(),
  /** The table's grade group the score was compared with (0 = kindergarten ... 12). */
  normGroupGrade: z.number().int().min(0).max(12).nullable().optional(),
  noNormsReason: z.enum(NO_NORMS_REASONS).nullable().optional(),
  /** What the report lists for the student to work on and subscores (reading and math games). */
  skills: z
    .object({
      /** Letter tasks: letters whose upper-case name, lower-case name or sound was missed. */
      upperCaseToWorkOn: z.array(z.string()).optional(),
      lowerCaseToWorkOn: z.array(z.string()).optional(),
      soundsToWorkOn: z.array(z.string()).optional(),
      /** Phonics: correct and attempted per skill category given. */
      phonics: z
        .record(z.string(), z.object({ correct: z.number().int(), attempted: z.number().int() }))
        .optional(),
      /** Phoneme: subtests (FSM, LSM, DEL) to work on. */
      subtestsToWorkOn: z.array(z.string()).optional(),
      /** Math Facts: up to three multiplication and division facts to work on ('7 × 8 = 56'). */
      factsToWorkOn: z.array(z.string()).optional(),
      /**
       * Core Math: the grade level the answers show ('overall' and per strand; 0 = kindergarten,
       * one decimal), null for a strand without answers.
       */
      gradeScores: z.record(z.string(), z.number().nullable()).optional(),
      /** Core Math: the strands with a wrong answer, most wrong first. */
      incorrectSkills: z.array(z.string()).optional(),
      /**
       * Math Game: right and tried per block given, and on the number-line slider the mean
       * distance from the target in percent of the line.
       */
      mathBlocks: z
        .record(
          z.string(),
          z.object({
            correct: z.number().int(),
            attempted: z.number().int(),
            meanErrorPercent: z.number().optional(),
          }),
        )
        .optional(),
      /**
       * Cognition games: measures per part of the game, in the game's order (no norms): right and
       * tried, the median time of right answers, the switch cost (Hearts and Flowers), the span
       * (Memory Game). Parts are named in COGNITION_PARTS, or 'angle-<degrees>'.
       */
      measures: z.array(CognitionMeasureSchema).optional(),
    })
    .optional(),
});
export type ComputedScores = z.infer<typeof ComputedScoresSchema>;
export type SkillsToWorkOn = NonNullable<ComputedScores['skills']>;

export const RunScoresSchema = z.object({
  raw: RawScoresSchema,
  computed: z.object({ composite: ComputedScoresSchema }),
  scoringVersion: z.string(),
});
export type RunScores = z.infer<typeof RunScoresSchema>;

/** Most item ids a run's `player.recentItemIds` carries (a few retests of a bank's size). */
export const RECENT_ITEM_IDS_MAX = 2_000;

/** A run as the API answers it. */
export const RunDetailSchema = z.object({
  id: z.string(),
  userId: z.string(),
  taskId: z.string(),
  variantId: z.string().nullable(),
  taskVersion: z.string().nullable(),
  administrationId: z.string().nullable(),
  seed: z.string().nullable(),
  /** The run's parameters, time limits already adjusted to `timeAccommodation`. */
  params: z.record(z.string(), z.unknown()),
  /** The student's time accommodation when the run started (accommodations). */
  timeAccommodation: z.enum(TIME_ACCOMMODATIONS),
  state: z.enum(['started', 'completed', 'abandoned']),
  /** Null until the run is completed and assessed. */
  reliable: z.boolean().nullable(),
  engagementFlags: z.array(z.string()),
  /** The run that counts for the assessment (docs/decisions/014-best-run.md). */
  bestRun: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Null until completed. */
  scores: RunScoresSchema.nullable(),
  /**
   * What a game may adapt to, answered to the player when the run starts (`POST /api/app/runs`):
   * the student's grade as recorded and age in whole months (null when unknown). A game that
   * starts at the child's level reads it; nothing else of the student leaves the server.
   * `recentItemIds`: for an adaptive game, the test items of the student's runs of the task
   * started in the last 120 days, which its selection avoids so a retest shares few items
   * (docs/decisions/053-exposure-retest-and-equating.md); absent for other games.
   */
  player: z
    .object({
      grade: z.string().nullable(),
      ageMonths: z.number().int().nonnegative().nullable(),
      recentItemIds: z.array(z.string()).max(RECENT_ITEM_IDS_MAX).optional(),
    })
    .optional(),
});
export type RunDetail = z.infer<typeof RunDetailSchema>;
export type RunPlayer = NonNullable<RunDetail['player']>;

/** Most trials `GET /api/app/runs/:runId/trials` answers (a run has far fewer). */
export const RUN_TRIALS_READ_MAX = 2_000;

/** `GET /api/app/runs/:runId/trials`: the stored trials of a run, in trial order. */
export const RunTrialsSchema = z.object({
  trials: z.array(
    z.object({
      id: z.string(),
      trialIndex: z.number().int(),
      block: z.string().nullable(),
      subtask: z.string().nullable(),
      stage: z.enum(['practice', 'test']).nullable(),
      itemId: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  /** More trials are stored than the answer holds. */
  truncated: z.boolean(),
});
export type RunTrials = z.infer<typeof RunTrialsSchema>;

/** Path parameters of the run endpoints. */
export const RunParamsSchema = z.object({ runId: z.string().min(1).max(64) });
