import { browserClockSource, type ClockSource } from './clock-source.ts';
import type { Exposure } from '../trial-types.ts';

export type { Exposure } from '../trial-types.ts';

/**
 * Timing of one trial at a time. Every stimulus change happens inside an animation frame and is
 * stamped with that frame's time; response times come from event timestamps; durations are counted
 * in frames; every frame, timer and listener the trial registered is cancelled by `endTrial()`.
 * Trial code uses this clock instead of `Date.now()`, `setTimeout` or `requestAnimationFrame`.
 *
 * Callbacks passed to `showAt`, `nextFrame` and `exposeFor` must change the DOM synchronously (in
 * React: wrap the state update in `flushSync`) so that the change is painted in that very frame.
 * A promise returned by the clock never settles when the trial ends before its frame or timer.
 */
export interface TrialClock {
  /** Runs `render` in the next animation frame; that frame's timestamp becomes the trial's onset. */
  showAt(render: () => void): Promise<number>;
  /** Runs `change` in the next animation frame without moving the onset (fixation, feedback). */
  nextFrame(change: () => void): Promise<number>;
  /**
   * Runs `hide` exactly `frames` frames after the onset frame (the stimulus is visible in `frames`
   * frames). Frames are refresh intervals read from frame timestamps, so a frame the browser skips
   * during the exposure shortens the rest of the wait instead of lengthening the exposure. Call it
   * right after `await showAt(...)`, before the next frame, so counting starts at the onset frame.
   */
  exposeFor(frames: number, hide: () => void): Promise<Exposure>;
  /** Onset of the current trial (ms, performance clock), or undefined before `showAt` ran. */
  readonly onsetMs: number | undefined;
  /** An event's time on the performance clock (older engines and jsdom stamp with epoch time). */
  eventTimeMs(event: { timeStamp: number }): number;
  /** Response time: `event.timeStamp - onset`, both on the performance clock. */
  rtOf(event: { timeStamp: number }): number;
  /** Runs `callback` after `delayMs` unless the trial ends first; returns a cancel function. */
  schedule(delayMs: number, callback: () => void): () => void;
  /** Resolves after `delayMs` (inter-trial intervals); never settles if the trial ends first. */
  wait(delayMs: number): Promise<void>;
  /** Registers clean-up (listeners, audio) to run once when the trial ends. */
  onTrialEnd(cleanup: () => void): void;
  /** Cancels every pending frame and timer of the trial, runs its clean-ups, forgets the onset. */
  endTrial(): void;
  /** Median refresh interval of the frames seen so far (ms), or undefined before any. */
  readonly frameIntervalMs: number | undefined;
  /** Frames closest to `durationMs` at the measured refresh rate (at least 1; 60 Hz assumed first). */
  framesFor(durationMs: number): number;
  /** Watches `sampleFrames` consecutive frames (on the loading screen) to learn the refresh rate. */
  calibrate(sampleFrames?: number): Promise<number>;
}

/** Epoch-based timestamps are above this (2001-09-09); performance-clock ones never get near it. */
const EPOCH_TIMESTAMP_THRESHOLD_MS = 1e12;
/** Frame deltas kept for the refresh-interval estimate. */
const INTERVAL_WINDOW = 60;
const ASSUMED_FRAME_INTERVAL_MS = 1000 / 60;

/** A clock bound to `source` (the browser's rAF, performance clock and timers by default). */
export function createTrialClock(source: ClockSource = browserClockSource()): TrialClock {
  const frames = new Set<number>();
  const timers = new Set<number>();
  let cleanups: Array<() => void> = [];
  let onsetMs: number | undefined;
  const deltas: number[] = [];

  const recordDelta = (deltaMs: number) => {
    if (deltaMs <= 0) return;
    deltas.push(deltaMs);
    if (deltas.length > INTERVAL_WINDOW) deltas.shift();
  };
  const frameIntervalMs = (): number | undefined => {
    if (deltas.length === 0) return undefined;
    const sorted = [...deltas].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };

  const inFrame = (callback: (frameTimeMs: number) => void) => {
    const handle = source.requestFrame((frameTimeMs) => {
      frames.delete(handle);
      callback(frameTimeMs);
    });
    frames.add(handle);
  };

  const runInNextFrame = (change: () => void, isOnset: boolean) =>
    new Promise<number>((resolve, reject) => {
      inFrame((frameTimeMs) => {
        if (isOnset) onsetMs = frameTimeMs;
        try {
          change();
          resolve(frameTimeMs);
        } catch (error) {
          reject(error);
        }
      });
    });

  const clock: TrialClock = {
    showAt: (render) => runInNextFrame(render, true),
    nextFrame: (change) => runInNextFrame(change, false),

    exposeFor(requestedFrames, hide) {
      if (!Number.isInteger(requestedFrames) || requestedFrames < 1) {
        throw new RangeError('exposeFor() needs a whole number of frames >= 1');
      }
      const start = onsetMs;
      if (start === undefined) throw new Error('exposeFor() needs an onset: call showAt() first');
      // Refreshes, not callbacks: after a stall of the main thread (a busy Chromebook), counting
      // callbacks would keep the stimulus up for every frame the browser skipped.
      const waitIntervalMs = frameIntervalMs() ?? ASSUMED_FRAME_INTERVAL_MS;
      return new Promise<Exposure>((resolve, reject) => {
        const exposureDeltas: number[] = [];
        let elapsedFrames = 0;
        let previousMs = start;
        const step = (frameTimeMs: number) => {
          const deltaMs = frameTimeMs - previousMs;
          exposureDeltas.push(deltaMs);
          elapsedFrames += Math.max(1, Math.round(deltaMs / waitIntervalMs));
          previousMs = frameTimeMs;
          if (elapsedFrames < requestedFrames) {
            inFrame(step);
            return;
          }
          try {
            hide();
          } catch (error) {
            reject(error);
            return;
          }
          exposureDeltas.forEach(recordDelta);
          const intervalMs = frameIntervalMs() ?? ASSUMED_FRAME_INTERVAL_MS;
          const measuredFrames = exposureDeltas.reduce(
            (sum, deltaMs) => sum + Math.max(1, Math.round(deltaMs / intervalMs)),
            0,
          );
          resolve({
            requestedFrames,
            measuredFrames,
            measuredMs: frameTimeMs - start,
            onsetMs: start,
            offsetMs: frameTimeMs,
          });
        };
        inFrame(step);
      });
    },

    get onsetMs() {
      return onsetMs;
    },

    eventTimeMs(event) {
      const stamp = event.timeStamp;
      if (!(stamp > 0)) return source.now();
      return stamp > EPOCH_TIMESTAMP_THRESHOLD_MS ? stamp - source.timeOriginMs : stamp;
    },

    rtOf(event) {
      if (onsetMs === undefined) throw new Error('rtOf() needs an onset: call showAt() first');
      return clock.eventTimeMs(event) - onsetMs;
    },

    schedule(delayMs, callback) {
      const handle = source.setTimer(() => {
        timers.delete(handle);
        callback();
      }, delayMs);
      timers.add(handle);
      return () => {
        if (timers.delete(handle)) source.clearTimer(handle);
      };
    },

    wait: (delayMs) => new Promise<void>((resolve) => void clock.schedule(delayMs, resolve)),

    onTrialEnd(cleanup) {
      cleanups.push(cleanup);
    },

    endTrial() {
      for (const handle of frames) source.cancelFrame(handle);
      frames.clear();
      for (const handle of timers) source.clearTimer(handle);
      timers.clear();
      const pending = cleanups;
      cleanups = [];
      onsetMs = undefined;
      for (const cleanup of pending) cleanup();
    },

    get frameIntervalMs() {
      return frameIntervalMs();
    },

    framesFor(durationMs) {
      const intervalMs = frameIntervalMs() ?? ASSUMED_FRAME_INTERVAL_MS;
      return Math.max(1, Math.round(durationMs / intervalMs));
    },

    calibrate(sampleFrames = 30) {
      return new Promise<number>((resolve) => {
        let previousMs: number | undefined;
        let seen = 0;
        const step = (frameTimeMs: number) => {
          if (previousMs !== undefined) recordDelta(frameTimeMs - previousMs);
          previousMs = frameTimeMs;
          seen += 1;
          if (seen > sampleFrames) resolve(frameIntervalMs() ?? ASSUMED_FRAME_INTERVAL_MS);
          else inFrame(step);
        };
        inFrame(step);
      });
    },
  };
  return clock;
}
