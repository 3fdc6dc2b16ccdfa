/**
 * Browser side of `trial-timing.ts`, bundled into the page it opens: the real trial clock, clock
 * source and response listener of packages/tasks, driven one trial at a time from the bench.
 */
import { browserClockSource } from '../../packages/tasks/src/runtime/clock-source.ts';
import { listenForResponse, type TrialResponse } from '../../packages/tasks/src/runtime/input.ts';
import { createTrialClock, type Exposure } from '../../packages/tasks/src/runtime/trial-clock.ts';

export interface FrameRate {
  /** Median interval of consecutive raw rAF callbacks, measured apart from the clock (ms). */
  rafIntervalMs: number;
  /** The clock's own estimate after `calibrate()`, as a task's loading screen gets it (ms). */
  clockIntervalMs: number;
}

export interface RtTrialStart {
  /** Onset frame time (performance clock, ms). */
  onsetMs: number;
  /** performance.timeOrigin (epoch ms), to turn an onset-relative time into an epoch timestamp. */
  timeOriginMs: number;
}

export interface RtTrialResult extends TrialResponse<string> {
  /** performance.now() when the listener ran, minus the event's own timestamp (ms). */
  handlingLagMs: number;
}

export interface TimingHarness {
  frameRate(frames: number): Promise<FrameRate>;
  /** Listens for `key`, shows the stimulus with showAt; resolves at the onset. */
  startRtTrial(key: string): Promise<RtTrialStart>;
  /** The response of the running RT trial; then hides the stimulus and ends the trial. */
  finishRtTrial(): Promise<RtTrialResult>;
  /** One trial per frame count, back to back: shows the stimulus, hides it with exposeFor. */
  exposureTrials(frameCounts: number[]): Promise<Exposure[]>;
}

const clock = createTrialClock(browserClockSource());
const stimulus = document.createElement('div');
stimulus.style.cssText = 'width:200px;height:200px;background:#000;visibility:hidden';
document.body.append(stimulus);
const show = () => (stimulus.style.visibility = 'visible');
const hide = () => (stimulus.style.visibility = 'hidden');

function rafIntervalMs(frames: number): Promise<number> {
  return new Promise((resolve) => {
    const times: number[] = [];
    const step = (frameTimeMs: number) => {
      times.push(frameTimeMs);
      if (times.length <= frames) {
        requestAnimationFrame(step);
        return;
      }
      const deltas = times.slice(1).map((t, i) => t - times[i]!);
      deltas.sort((a, b) => a - b);
      resolve(deltas[Math.floor((deltas.length - 1) / 2)]!);
    };
    requestAnimationFrame(step);
  });
}

let response: Promise<RtTrialResult> | undefined;

const harness: TimingHarness = {
  async frameRate(frames) {
    return { rafIntervalMs: await rafIntervalMs(frames), clockIntervalMs: await clock.calibrate() };
  },

  async startRtTrial(key) {
    response = new Promise((resolve) => {
      listenForResponse({
        clock,
        keys: { [key]: key },
        onResponse: (answer) =>
          resolve({ ...answer, handlingLagMs: performance.now() - answer.timeStamp }),
      });
    });
    const onsetMs = await clock.showAt(show);
    return { onsetMs, timeOriginMs: performance.timeOrigin };
  },

  async finishRtTrial() {
    if (!response) throw new Error('no RT trial is running');
    const result = await response;
    response = undefined;
    hide();
    clock.endTrial();
    return result;
  },

  async exposureTrials(frameCounts) {
    const exposures: Exposure[] = [];
    for (const frames of frameCounts) {
      await clock.showAt(show);
      exposures.push(await clock.exposeFor(frames, hide));
      clock.endTrial();
    }
    return exposures;
  },
};

(window as unknown as { timingHarness: TimingHarness }).timingHarness = harness;
