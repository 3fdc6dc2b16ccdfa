import type { ClockSource } from './clock-source.ts';

/**
 * A hand-driven ClockSource for tests of the runtime and of tasks: time moves only when the test
 * calls `frame()` or `advance()`. Not exported from the package entry point.
 */
export class FakeClockSource implements ClockSource {
  /** Current performance-clock time. */
  nowMs = 1_000;
  readonly timeOriginMs = 1_700_000_000_000;
  private nextHandle = 1;
  private readonly frames = new Map<number, (frameTimeMs: number) => void>();
  private readonly timers = new Map<number, { dueMs: number; callback: () => void }>();

  constructor(public frameIntervalMs = 1000 / 60) {}

  requestFrame(callback: (frameTimeMs: number) => void): number {
    const handle = this.nextHandle++;
    this.frames.set(handle, callback);
    return handle;
  }

  cancelFrame(handle: number): void {
    this.frames.delete(handle);
  }

  now(): number {
    return this.nowMs;
  }

  setTimer(callback: () => void, delayMs: number): number {
    const handle = this.nextHandle++;
    this.timers.set(handle, { dueMs: this.nowMs + delayMs, callback });
    return handle;
  }

  clearTimer(handle: number): void {
    this.timers.delete(handle);
  }

  /** Frame callbacks and timers still waiting. */
  get pending(): { frames: number; timers: number } {
    return { frames: this.frames.size, timers: this.timers.size };
  }

  /**
   * Advances to the next frame (one interval later, or `skipped + 1` intervals to simulate dropped
   * frames), fires due timers, then runs the callbacks requested before this frame. Returns its time.
   */
  frame(skipped = 0): number {
    this.advance(this.frameIntervalMs * (skipped + 1));
    const due = [...this.frames.entries()];
    this.frames.clear();
    for (const [, callback] of due) callback(this.nowMs);
    return this.nowMs;
  }

  /** Moves time forward by `ms`, firing timers in due order. */
  advance(ms: number): void {
    const targetMs = this.nowMs + ms;
    for (;;) {
      const next = [...this.timers.entries()]
        .filter(([, timer]) => timer.dueMs <= targetMs)
        .sort(([, a], [, b]) => a.dueMs - b.dueMs)[0];
      if (!next) break;
      const [handle, timer] = next;
      this.timers.delete(handle);
      this.nowMs = Math.max(this.nowMs, timer.dueMs);
      timer.callback();
    }
    this.nowMs = targetMs;
  }
}
