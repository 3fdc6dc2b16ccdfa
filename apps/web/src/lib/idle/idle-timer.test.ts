import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, idleStateAt, shouldAnnounce, type IdleState } from './idle-timer.ts';

const settings = { idleThresholdMs: 15 * 60_000, idleCountdownMs: 60_000 };

describe('idleStateAt', () => {
  it('is active before the threshold, counts down after it, expires at the end', () => {
    expect(idleStateAt(0, settings)).toEqual({ phase: 'active' });
    expect(idleStateAt(899_999, settings)).toEqual({ phase: 'active' });
    expect(idleStateAt(900_000, settings)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idleStateAt(900_001, settings)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idleStateAt(959_001, settings)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idleStateAt(960_000, settings)).toEqual({ phase: 'expired' });
  });

  it('announces sparingly', () => {
    const announced = Array.from({ length: 60 }, (_, i) => 60 - i).filter(shouldAnnounce);
    expect(announced).toEqual([30, 10]);
  });
});

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const states: IdleState[] = [];
    const onExpire = vi.fn();
    const timer = createIdleTimer({ ...settings, onChange: (s) => states.push(s), onExpire });
    return { timer, states, onExpire };
  }

  it('warns after the threshold, ticks each second and expires once at zero', () => {
    const { timer, states, onExpire } = start();
    vi.advanceTimersByTime(899_999);
    expect(timer.getState()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(1);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 60 });
    vi.advanceTimersByTime(1_000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 59 });
    vi.advanceTimersByTime(59_000);
    expect(timer.getState()).toEqual({ phase: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(states.filter((s) => s.phase === 'warning')).toHaveLength(60);
    vi.advanceTimersByTime(120_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle period on activity, but not once the warning shows', () => {
    const { timer, onExpire } = start();
    vi.advanceTimersByTime(800_000);
    timer.recordActivity();
    vi.advanceTimersByTime(800_000);
    expect(timer.getState()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(100_000);
    expect(timer.getState().phase).toBe('warning');
    timer.recordActivity(); // moving the pointer over the dialog is not Continue
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('Continue goes back to active and counts from then', () => {
    const { timer, onExpire } = start();
    vi.advanceTimersByTime(930_000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 30 });
    timer.continueSession();
    expect(timer.getState()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(899_000);
    expect(timer.getState()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(1_000);
    expect(timer.getState().phase).toBe('warning');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('judges a hidden tab by the clock when it is shown again', () => {
    // Timers of a hidden tab may not run at all: move the clock without firing them.
    const resume = start();
    vi.setSystemTime(Date.now() + 930_500);
    resume.timer.sync();
    expect(resume.timer.getState()).toEqual({ phase: 'warning', secondsLeft: 30 });
    resume.timer.stop();

    const late = start();
    vi.setSystemTime(Date.now() + 960_000);
    late.timer.sync();
    expect(late.timer.getState()).toEqual({ phase: 'expired' });
    expect(late.onExpire).toHaveBeenCalledTimes(1);

    const early = start();
    vi.setSystemTime(Date.now() + 600_000);
    early.timer.sync();
    expect(early.timer.getState()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(300_000);
    expect(early.timer.getState().phase).toBe('warning');
  });

  it('takes activity reported by another tab, never from the future', () => {
    const { timer } = start();
    vi.advanceTimersByTime(600_000);
    timer.recordActivity(Date.now() - 100_000);
    expect(timer.lastActivityAt()).toBe(Date.now() - 100_000);
    timer.recordActivity(Date.now() + 1e9);
    expect(timer.lastActivityAt()).toBe(Date.now());
  });

  it('follows new settings (the server config arrives after start)', () => {
    const { timer } = start();
    timer.setSettings({ idleThresholdMs: 3_000, idleCountdownMs: 3_000 });
    vi.advanceTimersByTime(3_000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 3 });
  });
});
