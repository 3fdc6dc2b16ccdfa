/**
 * The types of trials and answers, free of the browser: the server-safe registry reads them
 * (plugin.ts, runtime/input.ts and runtime/trial-clock.ts re-export them for the players).
 */
import type { ZodType } from 'zod';

/** Stage of a trial (tasks.md 'Common shape'). */
export type TrialStage = 'practice' | 'test';

/**
 * One trial as a game records it. The runner adds the client-generated id and stores it, first on
 * the device, then on the server (contracts: TrialInput). `data` holds the common fields of
 * tasks.md (stimulus, correct response, response, response source, correct 0/1, rt, onset,
 * exposure, theta/se, item parameters) and whatever the task adds; the task's `info.data` schema
 * describes it.
 */
export interface GameTrial {
  trialIndex: number;
  block?: string;
  subtask?: string;
  stage: TrialStage;
  itemId?: string;
  data: Record<string, unknown>;
}

/** A simulated child (scoring.md section 6): an ability and a typical response time. */
export interface SimulatedChild {
  theta: number;
  /** Median response time in ms (defaults per task). */
  medianRtMs?: number;
  /** The child's grade as recorded ('K', '3'), for games that start at the grade's level. */
  grade?: string | null;
  /**
   * How the child answers: by ability (default), at random among the options at a normal pace
   * (a guesser), or with one key whatever the item; the validity flags' simulations use the last
   * two (docs/validity-flags.md). Games without these strategies answer by ability.
   */
  answers?: 'ability' | 'random' | 'one-key';
  /**
   * Test items of the child's runs of the task in the last 120 days, as the server gives them at
   * run creation (`player.recentItemIds`); adaptive games avoid them (ADR 053).
   */
  recentItemIds?: readonly string[];
}

/** Where an answer came from. */
export type ResponseSource = 'keyboard' | 'pointer' | 'touch';

/** The first response of a trial. */
export interface TrialResponse<Choice> {
  choice: Choice;
  source: ResponseSource;
  /** Event time on the performance clock. */
  timeStamp: number;
  /** `timeStamp - onset` (ms). */
  rtMs: number;
}

/** The two answers of a two-choice trial (left and right keys or buttons). */
export type TwoChoice = 'left' | 'right';

/** Requested and measured presentation of one stimulus (architecture.md section 8). */
export interface Exposure {
  /** Frames the task asked for. */
  requestedFrames: number;
  /**
   * Refresh intervals that actually elapsed between the onset frame and the hide frame. Larger than
   * `requestedFrames` when the browser skipped the frame the hide was due in (a busy Chromebook, a
   * background tab).
   */
  measuredFrames: number;
  /** Time between the onset frame and the hide frame. */
  measuredMs: number;
  /** Frame timestamp at which the stimulus appeared. */
  onsetMs: number;
  /** Frame timestamp at which it was hidden. */
  offsetMs: number;
}

/** Identity and schemas of a task (architecture.md section 8). */
export interface TaskInfo<Params> {
  /** The task id of spec section 2 (e.g. 'swr', 'sre-es'). */
  id: string;
  /** Version of the task code; stored with every run. */
  version: string;
  /** The variant's parameters, with defaults: `params.parse({})` gives the standard game. */
  params: ZodType<Params>;
  /** The `data` of one trial record. */
  data: ZodType<Record<string, unknown>>;
}
