/**
 * The idle-session timing of docs/product/states.md section 7, free of React and the DOM so it runs
 * under fake timers. Everything is judged from the clock (the time of the last activity), never
 * from how many timer callbacks ran: browsers throttle timers in hidden tabs, so a callback may
 * come late, and `sync()` re-evaluates when the tab is shown again.
 */

export interface IdleSettings {
  /** Inactivity before the warning appears. */
  idleThresholdMs: number;
  /** Length of the warning's countdown before the automatic sign-out. */
  idleCountdownMs: number;
}

export type IdleState =
  { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Where a session stands `elapsedMs` after the last activity. */
export function idleStateAt(elapsedMs: number, settings: IdleSettings): IdleState {
  const { idleThresholdMs, idleCountdownMs } = settings;
  if (elapsedMs >= idleThresholdMs + idleCountdownMs) return { phase: 'expired' };
  if (elapsedMs >= idleThresholdMs) {
    const leftMs = idleThresholdMs + idleCountdownMs - elapsedMs;
    return { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
  }
  return { phase: 'active' };
}

/** Milliseconds from `elapsedMs` until the state shown next changes (a phase or a second). */
function msUntilNextChange(elapsedMs: number, settings: IdleSettings): number {
  const { idleThresholdMs, idleCountdownMs } = settings;
  if (elapsedMs < idleThresholdMs) return idleThresholdMs - elapsedMs;
  const leftMs = idleThresholdMs + idleCountdownMs - elapsedMs;
  const intoSecond = leftMs % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

export interface IdleTimerOptions extends IdleSettings {
  /** Called whenever the state changes (a new phase or, in the warning, a new second). */
  onChange: (state: IdleState) => void;
  /** Called once when the countdown reaches zero. */
  onExpire: () => void;
  now?: () => number;
}

export interface IdleTimer {
  /** Activity here or in another tab at `at` (ms since epoch). Ignored once the warning shows. */
  recordActivity(at?: number): void;
  /** The user chose to stay: back to active, counting from now (or `at`, from another tab). */
  continueSession(at?: number): void;
  /** Re-evaluates from the clock (the tab became visible, the settings arrived). */
  sync(): void;
  setSettings(settings: IdleSettings): void;
  getState(): IdleState;
  lastActivityAt(): number;
  stop(): void;
}

function sameState(a: IdleState, b: IdleState): boolean {
  if (a.phase !== b.phase) return false;
  return a.phase !== 'warning' || a.secondsLeft === (b as typeof a).secondsLeft;
}

/** Starts timing from now; the caller feeds it activity and stops it on unmount. */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? (() => Date.now());
  let settings: IdleSettings = {
    idleThresholdMs: options.idleThresholdMs,
    idleCountdownMs: options.idleCountdownMs,
  };
  let lastActivity = now();
  let state: IdleState = { phase: 'active' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function evaluate() {
    if (stopped || state.phase === 'expired') return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const elapsed = Math.max(0, now() - lastActivity);
    const next = idleStateAt(elapsed, settings);
    const changed = !sameState(state, next);
    state = next;
    if (changed) options.onChange(state);
    if (state.phase === 'expired') {
      options.onExpire();
      return;
    }
    timer = setTimeout(evaluate, msUntilNextChange(elapsed, settings));
  }

  evaluate();

  return {
    recordActivity(at = now()) {
      if (state.phase !== 'active') return;
      lastActivity = Math.max(lastActivity, Math.min(at, now()));
      // No rescheduling: the pending callback re-evaluates from the newer activity when it fires.
    },
    continueSession(at = now()) {
      if (state.phase === 'expired') return;
      lastActivity = Math.min(at, now());
      evaluate();
    },
    sync: evaluate,
    setSettings(next) {
      settings = { ...next };
      evaluate();
    },
    getState: () => state,
    lastActivityAt: () => lastActivity,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Seconds left at which the live region speaks (not every second: that would drown the page). */
export const ANNOUNCE_AT_SECONDS = [30, 10] as const;

/** Whether the countdown should be announced to screen readers at `secondsLeft`. */
export function shouldAnnounce(secondsLeft: number): boolean {
  return (ANNOUNCE_AT_SECONDS as readonly number[]).includes(secondsLeft);
}
