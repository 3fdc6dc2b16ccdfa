import type { ZodType } from 'zod';
import type { AudioPlayer } from './runtime/audio.ts';
import type { Rng } from './runtime/random.ts';

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

/** What the runner gives a game to play one run. */
export interface TaskRunContext<Params> {
  /** Where the game renders (the runner owns the page around it). */
  element: HTMLElement;
  params: Params;
  /** The run's generator, seeded with the seed stored with the run. */
  rng: Rng;
  /** Interface locale (en-US, en-GB, es-ES, es-CO) for on-screen text in the task's language. */
  locale: string;
  /** Trials this run already recorded before a reload: the game continues after them. */
  resume: readonly GameTrial[];
  /** Stores a trial; resolves once it is safe on the device (IndexedDB). */
  record(trial: GameTrial): Promise<void>;
  /** Tells the runner which trial is on screen (interactions are stamped with it). */
  setTrialIndex(trialIndex: number): void;
  audio: AudioPlayer;
  /** URL of a speech clip by its manifest id ('en/common.start'), or undefined if absent. */
  clipUrl(clipId: string): string | undefined;
  /** Whether the device is touch-first: answer buttons are made large and keys are not mentioned. */
  touch: boolean;
  /** Asks for fullscreen; call it inside the start gesture (browsers require one). */
  requestFullscreen(): void;
  /** Aborted when the child leaves the page: the game stops and resolves. */
  signal: AbortSignal;
}

/** A simulated child (scoring.md section 6): an ability and a typical response time. */
export interface SimulatedChild {
  theta: number;
  /** Median response time in ms (defaults per task). */
  medianRtMs?: number;
}

/**
 * A task plugin: `run` plays one run in the browser with React and resolves when the child has
 * finished (or the signal aborted); `simulate` plays the same rules headless and returns the
 * trials a child of the given ability would produce, for tests and demo data.
 */
export interface TaskPlugin<Params> {
  info: TaskInfo<Params>;
  run(context: TaskRunContext<Params>): Promise<void>;
  simulate(params: Params, rng: Rng, child: SimulatedChild): GameTrial[];
}
