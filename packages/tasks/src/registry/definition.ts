import type { LetterTopic, NormedSupportLevel, SkillsToWorkOn } from '@roar/contracts';
import type { GameFlag, GuessingRule, ItemParams, ReliabilityThresholds } from '@roar/scoring';
import type { ZodType } from 'zod';
import type { ItemClipGroup } from '../choice/clip-texts.ts';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';

/**
 * The one declaration of a game (docs/architecture.md, 'Adding a game'): everything the hosts
 * need to know about it, server-safe (no React, no DOM). The web player is added by the game's
 * `load.ts`; the hosts (web runner, server scoring, reports, catalogue, demo world) read this.
 */

/** Language a task page plays in (the task's items, speech and on-screen text). */
export type GameLanguage = 'en' | 'es' | 'en-CA';

/** One task id a game answers to. */
export interface GameTask {
  /** The spec's task id ('swr', 'letter-en-ca'). */
  id: string;
  language: GameLanguage;
  /** Speech clip groups the task plays (besides the shared 'common' group). */
  clipGroups: readonly string[];
  /** Place in report columns and lists: lower first (docs/product/reports.md section 4). */
  reportOrder: number;
  /** 'external': played on another site (the catalogue's launch, ADR 027); absent: here. */
  launch?: 'external';
  /** Reports progress only, never a score (the survey, ADR 028); matches the scoring mode. */
  progressOnly?: true;
}

/** The declared language of one of a game's tasks (its items and speech). */
export function taskLanguage(tasks: readonly GameTask[], taskId: string): GameLanguage {
  const task = tasks.find((t) => t.id === taskId);
  if (!task) throw new Error(`${taskId} is not one of this game's tasks`);
  return task.language;
}

/** The speech (and item bank) language of a task: Canadian English is spoken in English. */
export const speechLanguage = (language: GameLanguage): 'en' | 'es' =>
  language === 'es' ? 'es' : 'en';

/** A trial as stored on the server (the trials table) and read back for scoring. */
export interface StoredTrial {
  trialIndex: number;
  block?: string | null;
  subtask: string | null;
  stage: 'practice' | 'test' | null;
  itemId?: string | null;
  data: Record<string, unknown>;
}

/** What the server knows of a run when it scores it: nothing the browser computed. */
export interface RunToScore<Params = Record<string, unknown>> {
  taskId: string;
  /** The variant's parameters, parsed with the task's schema (defaults filled in). */
  params: Params;
  /** The run's seed, for games whose items are generated from it. */
  seed: string | null;
  trials: readonly StoredTrial[];
  /**
   * Calibrated parameters of the task's active item-parameter set by item id (ADR 052): an
   * ability-estimating game uses them instead of its bank's priors for the items they hold.
   */
  itemParameters?: ReadonlyMap<string, ItemParams>;
}

/** A calibratable item of a game's bank: its id and the prior parameters in code. */
export interface BankItemPrior {
  id: string;
  params: ItemParams;
}

/**
 * A trial judged by the server against the item rebuilt from its id: only the child's response
 * and timing come from the browser, and the timing is clamped to what the trial allowed.
 */
export interface JudgedTrial {
  trialIndex: number;
  subtask: string | null;
  stage: 'practice' | 'test';
  itemId: string | null;
  /** Against the rebuilt item's key; null when no item of the run has that id (not scored). */
  correct: boolean | null;
  /** Response time in ms within [0, the trial's limit]; null when the trial has none. */
  rtMs: number | null;
  /** What else the game's own rules read, taken from the rebuilt item (e.g. the letter shown). */
  facts: Readonly<Record<string, unknown>>;
}

/** The headline score a game produces (docs/product/scoring.md section 1). */
export type HeadlineScale = 'roar-score' | 'net-correct' | 'count';

/** How a run's headline score is reported. */
export interface Headline {
  rawScore: number | null;
  roarScore?: number | null;
  percentCorrect?: number | null;
  /** Ability estimate of an adaptive game, recomputed from the judged answers. */
  ability?: { theta: number; se: number | null } | null;
}

/** How the game's runs are scored, from their stored trials alone. */
export interface GameScoring<Params> {
  /** 'scored' by the server; 'human': recorded for a person to score; 'progress-only'. */
  mode: 'scored' | 'human' | 'progress-only';
  /** Version of these rules, stored with every score. */
  version: string;
  scale: HeadlineScale;
  /** Judges every trial against its rebuilt item. */
  judge(run: RunToScore<Params>): JudgedTrial[];
  /**
   * The headline score from the judged test trials (in trial order); `student` is the student at
   * completion (an adaptive game's ability prior is their grade's).
   */
  headline(
    run: RunToScore<Params>,
    test: readonly JudgedTrial[],
    student: { grade: string | null },
  ): Headline;
  /** Whether the run reached its natural end (the 'incomplete' flag otherwise). */
  reachedEnd(
    run: RunToScore<Params>,
    test: readonly JudgedTrial[],
    student: { grade: string | null },
  ): boolean;
  /** Blocks judged one by one for reliability (phoneme subtests); null: the run as a whole. */
  reliabilityBlocks(run: RunToScore<Params>): readonly string[] | null;
  thresholds: ReliabilityThresholds;
  /**
   * Options a child chooses from (the chance rate of the guessing rule); for a game whose answer
   * mode is a variant's choice, a function of the run, null when answers are typed (no guessing).
   */
  choices: number | ((run: RunToScore<Params>) => number | null);
  /** How the guessing rule tells chance (@roar/scoring GuessingRule); at or below it by default. */
  guessingRule?: GuessingRule;
  /** Significance level of the 'not-above-chance' rule (@roar/scoring GUESSING_ALPHA if absent). */
  guessingAlpha?: number;
  /**
   * Whether the headline is on the norms table's scale for this run (a variant giving fewer
   * subtests than the table counts is not); the time limit a timed table assumes is checked too.
   */
  normable(run: RunToScore<Params>): 'yes' | 'scale-mismatch';
  /** Time limit (s) of a timed run, null for untimed games. */
  timeLimitSeconds(run: RunToScore<Params>): number | null;
  /** Flags the game's own rules raise (a practice given up); they count where `thresholds` include them. */
  flags?(
    run: RunToScore<Params>,
    judged: readonly JudgedTrial[],
    student: { grade: string | null },
  ): readonly GameFlag[];
  /**
   * Skills to work on and subscores (docs/product/scoring.md section 1), if the game has any;
   * `student` is the student at completion (a grade-level score compares with their grade).
   */
  skills(
    run: RunToScore<Params>,
    judged: readonly JudgedTrial[],
    student: { grade: string | null },
  ): SkillsToWorkOn | undefined;
  /**
   * A game without norms tables that sets the support level by its own rule (Core Math: the
   * grade-level estimate against the student's grade); absent: the norms decide.
   */
  supportLevel?(
    run: RunToScore<Params>,
    judged: readonly JudgedTrial[],
    student: { grade: string | null },
  ): NormedSupportLevel | null;
  /**
   * 'provisional': the cut points of `supportLevel` are provisional (set from a prior, not from
   * children's scores), and reports mark the level as they mark provisional norms.
   */
  supportLevelKind?: 'provisional';
}

/** What reports show of the game. */
export interface GameReport {
  /** Norms kind of the headline score; 'none' without tables. */
  norms: 'provisional' | 'none';
  /** The skills lists the game stores (student report sections). */
  skills: readonly (
    | 'letters'
    | 'phonics'
    | 'phonemeSubtests'
    | 'mathFacts'
    | 'mathStrands'
    | 'mathBlocks'
    | 'measures'
  )[];
  /**
   * The skill the letter to the family describes for the game's tasks (LETTER_TOPICS in
   * @roar/contracts; docs/product/parent-letter.md); null: not in letters (the survey).
   */
  letterTopic: LetterTopic | null;
}

export interface GameDefinition<Params = Record<string, unknown>> {
  /** Folder of the game under packages/tasks/src. */
  game: string;
  /** Version of the game's code, stored with every run. */
  version: string;
  tasks: readonly GameTask[];
  /** The variant's parameters, with defaults: `params(id).parse({})` is the standard game. */
  params(taskId: string): ZodType<Params>;
  /**
   * The params that are time limits, in seconds (an overall limit, a block's time, a response
   * window): a student's time accommodation multiplies them, or removes them (null: the game then
   * has no such limit, and must play so). Empty for a game without any. Exposure durations (how
   * long a word is shown) are never params here: they are what is measured.
   */
  timeLimits: readonly string[];
  /** The `data` of one trial record, checked when a trial is uploaded. */
  trialData: ZodType<Record<string, unknown>>;
  scoring: GameScoring<Params>;
  report: GameReport;
  /**
   * The task's spoken item prompts and instructions (clip group, speech language, text by key),
   * which the speech build synthesises; several for a task spoken in more than one language (the
   * survey); null for a task whose speech is all shared narration.
   */
  speechClips(taskId: string): ItemClipGroup | readonly ItemClipGroup[] | null;
  /**
   * The test items whose parameters calibration fits (ADR 049, 052), with their priors; absent
   * for games that estimate no ability from an item bank. Their c and d stay fixed as given.
   */
  calibration?: { items(taskId: string): readonly BankItemPrior[] };
  /** A headless run by a simulated child, with the game's own rules (tests, demo, benchmarks). */
  simulate(taskId: string, params: Params, rng: Rng, child: SimulatedChild): GameTrial[];
  /**
   * Adaptive games only: the size of the task's adaptive bank (test items selection draws from).
   * Such a game controls item exposure and avoids the items of the child's recent runs (ADR 053):
   * the server answers their test item ids of the last 120 days as `player.recentItemIds` at run
   * creation.
   */
  adaptiveBankSize?(taskId: string, params: Params): number;
}

/** Declares a game, keeping its Params type inside while the registry holds any game. */
export const defineGame = <Params>(definition: GameDefinition<Params>): GameDefinition =>
  definition as unknown as GameDefinition;

/** A task's speech clip groups as a list (none, one or several). */
export function clipGroupsOfTask(
  game: Pick<GameDefinition, 'speechClips'>,
  taskId: string,
): readonly ItemClipGroup[] {
  const clips = game.speechClips(taskId);
  if (!clips) return [];
  return 'group' in clips ? [clips] : clips;
}
