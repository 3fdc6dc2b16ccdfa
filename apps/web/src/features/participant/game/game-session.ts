import type { TrialRecord } from '../../../lib/run-recorder.ts';
import { GAME_STORAGE_KEY } from '../../../stores/session-store.ts';

/** Which assessment the child chose on the home (the task pages carry only the task). */
export interface GameTarget {
  administrationId: string;
  taskId: string;
  launchId?: string | undefined;
}

/** A run under way in this tab: what a reload needs to continue it. */
export interface StoredRun {
  runId: string;
  seed: string;
  trials: TrialRecord[];
  /** The game's progress between answers (e.g. the test time a timed block has used). */
  checkpoint?: Record<string, unknown>;
}

interface GameState {
  target?: GameTarget;
  runs?: Record<string, StoredRun>;
}

/**
 * The game state of this tab, in sessionStorage under the game key: a reload keeps it,
 * sign-out removes it (docs/product/states.md section 6). The trials themselves are also in the
 * IndexedDB upload queue until the server has them; this copy only lets the game continue where it
 * stopped.
 */
function read(): GameState {
  try {
    const text = window.sessionStorage.getItem(GAME_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as GameState) : {};
  } catch {
    return {};
  }
}

function write(state: GameState): void {
  try {
    window.sessionStorage.setItem(GAME_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the run still records to IndexedDB; only resuming is lost.
  }
}

const runKey = (target: GameTarget) =>
  [target.launchId ?? '', target.administrationId, target.taskId].join('|');

export const gameSession = {
  setTarget(target: GameTarget): void {
    write({ ...read(), target });
  },
  target(taskId: string, launchId: string | undefined): GameTarget | undefined {
    const { target } = read();
    return target && target.taskId === taskId && (target.launchId ?? undefined) === launchId
      ? target
      : undefined;
  },
  run(target: GameTarget): StoredRun | undefined {
    return read().runs?.[runKey(target)];
  },
  saveRun(target: GameTarget, run: StoredRun): void {
    const state = read();
    write({ ...state, runs: { ...state.runs, [runKey(target)]: run } });
  },
  addTrial(target: GameTarget, trial: TrialRecord): void {
    const state = read();
    const run = state.runs?.[runKey(target)];
    if (!run) return;
    run.trials.push(trial);
    write(state);
  },
  saveCheckpoint(target: GameTarget, checkpoint: Record<string, unknown>): void {
    const state = read();
    const run = state.runs?.[runKey(target)];
    if (!run) return;
    run.checkpoint = checkpoint;
    write(state);
  },
  forgetRun(target: GameTarget): void {
    const state = read();
    if (!state.runs) return;
    delete state.runs[runKey(target)];
    write(state);
  },
};
