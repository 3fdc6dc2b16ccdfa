import type { AudioPlayer } from './runtime/audio.ts';
import type { Rng } from './runtime/random.ts';
import type { GameTrial, SimulatedChild, TaskInfo } from './trial-types.ts';

export type { GameTrial, SimulatedChild, TaskInfo, TrialStage } from './trial-types.ts';

/** What the runner gives a game to play one run. */
export interface TaskRunContext<Params> {
  /** Where the game renders (the runner owns the page around it). */
  element: HTMLElement;
  params: Params;
  /** The run's generator, seeded with the seed stored with the run. */
  rng: Rng;
  /**
   * The student's grade as recorded ('K', '3'; null when unknown) and age in whole months, for a
   * game that starts at the child's level (Core Math) or sizes its items by age (Math Game).
   */
  player: {
    grade: string | null;
    ageMonths: number | null;
    /**
     * Test items of the student's runs of this task in the last 120 days (the server's answer
     * at run creation): adaptive games avoid them so a retest shares few items (ADR 053).
     */
    recentItemIds?: readonly string[] | undefined;
  };
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
  /**
   * A small record of the run's progress between answers that a reload keeps (the tab's game
   * state), e.g. the test time a timed block has used: a reload must never give time back.
   */
  checkpoint: {
    read(): Readonly<Record<string, unknown>> | undefined;
    write(value: Record<string, unknown>): void;
  };
  /** Aborted when the child leaves the page: the game stops and resolves. */
  signal: AbortSignal;
  /**
   * A game played on another site (the catalogue's launch 'external', ADR 027): the signed
   * address of the game for this run, whether the site has completed the run, and whether an
   * adult launched the student (who may then confirm the game was finished). Absent otherwise.
   */
  external?: {
    link(): Promise<string>;
    completed(): Promise<boolean>;
    byAdult: boolean;
  };
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
