import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORTING_SAMPLING } from '@roar/contracts';
import {
  initErrorReporting,
  reportError,
  reportWarning,
  resetErrorReporting,
} from './error-reporting.ts';

function fakeSdk() {
  return {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    captureException: vi.fn(),
    captureMessage: vi.fn(),
  };
}

afterEach(() => resetErrorReporting());

describe('error reporting', () => {
  it('stays off, without loading the SDK, when no DSN is set', async () => {
    const load = vi.fn();
    await expect(
      initErrorReporting({ sentryDsn: undefined, sentryEnvironment: 'test' }, load),
    ).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(() => reportError(new Error('x'))).not.toThrow();
  });

  it('starts the SDK with the sampling of the spec when a DSN is set', async () => {
    const sdk = fakeSdk();
    const started = await initErrorReporting(
      { sentryDsn: 'https://k@o.example/1', sentryEnvironment: 'staging' },
      async () => sdk as never,
    );
    expect(started).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://k@o.example/1',
        environment: 'staging',
        tracesSampleRate: 0.2,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
      }),
    );
    expect(ERROR_REPORTING_SAMPLING.tracesSampleRate).toBe(0.2);
    const error = new Error('boom');
    reportError(error, { page: '/x' });
    reportWarning('careful');
    expect(sdk.captureException).toHaveBeenCalledWith(error, { extra: { page: '/x' } });
    expect(sdk.captureMessage).toHaveBeenCalledWith('careful', {
      level: 'warning',
      extra: undefined,
    });
  });
});
