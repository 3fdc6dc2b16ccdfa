/**
 * The browser primitives the trial clock is built on, behind one interface so that tests (and
 * headless simulation) can drive frames and time by hand. All times are milliseconds on the
 * performance clock (DOMHighResTimeStamp), the clock rAF callbacks and event timestamps use.
 */
export interface ClockSource {
  /** Schedule `callback` for the next animation frame; it receives that frame's timestamp. */
  requestFrame(callback: (frameTimeMs: number) => void): number;
  cancelFrame(handle: number): void;
  /** Current time on the performance clock. */
  now(): number;
  /** Epoch time (ms) of the performance clock's zero, to convert epoch-based event timestamps. */
  readonly timeOriginMs: number;
  setTimer(callback: () => void, delayMs: number): number;
  clearTimer(handle: number): void;
}

/** The real browser source: requestAnimationFrame, performance.now() and window timers. */
export function browserClockSource(): ClockSource {
  return {
    requestFrame: (callback) => requestAnimationFrame(callback),
    cancelFrame: (handle) => cancelAnimationFrame(handle),
    now: () => performance.now(),
    timeOriginMs: performance.timeOrigin,
    setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
    clearTimer: (handle) => window.clearTimeout(handle),
  };
}
