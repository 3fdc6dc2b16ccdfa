// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FakeClockSource } from './fake-clock-source.ts';
import { createTrialClock } from './trial-clock.ts';

const INTERVAL_MS = 1000 / 60;

function setup() {
  const source = new FakeClockSource(INTERVAL_MS);
  return { source, clock: createTrialClock(source) };
}

describe('createTrialClock', () => {
  it('renders in the next frame and takes that frame time as the onset', async () => {
    const { source, clock } = setup();
    const render = vi.fn();
    const shown = clock.showAt(render);
    expect(render).not.toHaveBeenCalled();
    expect(clock.onsetMs).toBeUndefined();
    source.advance(5); // time passes before the frame: the onset is the frame, not the call
    const frameTimeMs = source.frame();
    expect(render).toHaveBeenCalledTimes(1);
    await expect(shown).resolves.toBe(frameTimeMs);
    expect(clock.onsetMs).toBe(frameTimeMs);
  });

  it('leaves the onset alone for changes made with nextFrame', async () => {
    const { source, clock } = setup();
    const shown = clock.showAt(() => {});
    const onsetMs = source.frame();
    await shown;
    const feedback = clock.nextFrame(() => {});
    source.frame();
    await feedback;
    expect(clock.onsetMs).toBe(onsetMs);
  });

  it('hides after exactly N frames counted from the onset frame', async () => {
    const { source, clock } = setup();
    const hide = vi.fn();
    const shown = clock.showAt(() => {});
    const onsetMs = source.frame();
    await shown;
    const exposed = clock.exposeFor(3, hide);
    source.frame();
    source.frame();
    expect(hide).not.toHaveBeenCalled();
    const hideMs = source.frame();
    expect(hide).toHaveBeenCalledTimes(1);
    const exposure = await exposed;
    expect(exposure).toEqual({
      requestedFrames: 3,
      measuredFrames: 3,
      measuredMs: hideMs - onsetMs,
      onsetMs,
      offsetMs: hideMs,
    });
    expect(exposure.measuredMs).toBeCloseTo(3 * INTERVAL_MS);
  });

  it('reports a longer measured exposure when the browser drops frames', async () => {
    const { source, clock } = setup();
    const calibrated = clock.calibrate(10);
    for (let i = 0; i < 11; i += 1) source.frame();
    await expect(calibrated).resolves.toBeCloseTo(INTERVAL_MS);
    const shown = clock.showAt(() => {});
    source.frame();
    await shown;
    const exposed = clock.exposeFor(2, () => {});
    source.frame();
    source.frame(1); // one refresh skipped before the hide frame
    const exposure = await exposed;
    expect(exposure.requestedFrames).toBe(2);
    expect(exposure.measuredFrames).toBe(3);
    expect(exposure.measuredMs).toBeCloseTo(3 * INTERVAL_MS);
  });

  it('does not lengthen the exposure for frames skipped before the hide was due', async () => {
    const { source, clock } = setup();
    const calibrated = clock.calibrate(10);
    for (let i = 0; i < 11; i += 1) source.frame();
    await calibrated;
    const shown = clock.showAt(() => {});
    const onsetMs = source.frame();
    await shown;
    const hide = vi.fn();
    const exposed = clock.exposeFor(5, hide);
    source.frame();
    source.frame(2); // a stall: two refreshes pass without a frame callback
    expect(hide).not.toHaveBeenCalled();
    const hideMs = source.frame();
    expect(hide).toHaveBeenCalledTimes(1);
    const exposure = await exposed;
    expect(exposure.measuredFrames).toBe(5);
    expect(hideMs - onsetMs).toBeCloseTo(5 * INTERVAL_MS);
  });

  it('measures RT from the event timestamp on the performance clock', async () => {
    const { source, clock } = setup();
    const shown = clock.showAt(() => {});
    const onsetMs = source.frame();
    await shown;
    expect(clock.rtOf({ timeStamp: onsetMs + 523.4 })).toBeCloseTo(523.4);
    // jsdom and pre-2017 engines stamp events with epoch time: converted through timeOrigin.
    const epochStamp = source.timeOriginMs + onsetMs + 611;
    expect(clock.rtOf({ timeStamp: epochStamp })).toBeCloseTo(611);
  });

  it('refuses an RT or an exposure before any onset', () => {
    const { clock } = setup();
    expect(() => clock.rtOf({ timeStamp: 10 })).toThrow(/onset/);
    expect(() => clock.exposeFor(2, () => {})).toThrow(/onset/);
    expect(() => clock.framesFor(100)).not.toThrow();
  });

  it('converts durations to frames at the measured refresh rate', async () => {
    const { clock } = setup();
    expect(clock.framesFor(500)).toBe(30); // 60 Hz assumed before calibration
    const source120 = new FakeClockSource(1000 / 120);
    const clock120 = createTrialClock(source120);
    const calibrated = clock120.calibrate(5);
    for (let i = 0; i < 6; i += 1) source120.frame();
    await calibrated;
    expect(clock120.framesFor(500)).toBe(60);
    expect(clock120.framesFor(1)).toBe(1);
  });

  it('runs scheduled timers and cancels them on request', () => {
    const { source, clock } = setup();
    const fired = vi.fn();
    const cancelled = vi.fn();
    clock.schedule(100, fired);
    const cancel = clock.schedule(100, cancelled);
    cancel();
    source.advance(100);
    expect(fired).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(source.pending).toEqual({ frames: 0, timers: 0 });
  });

  it('clears every frame, timer and listener of the trial at endTrial', async () => {
    const { source, clock } = setup();
    const shown = clock.showAt(() => {});
    source.frame();
    await shown;
    const hide = vi.fn();
    const timeout = vi.fn();
    const cleanup = vi.fn();
    const late = vi.fn();
    void clock.exposeFor(30, hide);
    clock.schedule(2000, timeout);
    void clock.wait(500).then(late);
    clock.onTrialEnd(cleanup);
    source.frame();
    void clock.nextFrame(late);
    expect(source.pending).toEqual({ frames: 2, timers: 2 });

    clock.endTrial();
    expect(source.pending).toEqual({ frames: 0, timers: 0 });
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(clock.onsetMs).toBeUndefined();
    for (let i = 0; i < 40; i += 1) source.frame();
    source.advance(5000);
    await Promise.resolve();
    expect(hide).not.toHaveBeenCalled();
    expect(timeout).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();

    clock.endTrial(); // a second end runs nothing again
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('rejects the frame promise when the render throws', async () => {
    const { source, clock } = setup();
    const shown = clock.showAt(() => {
      throw new Error('render failed');
    });
    source.frame();
    await expect(shown).rejects.toThrow('render failed');
  });
});
