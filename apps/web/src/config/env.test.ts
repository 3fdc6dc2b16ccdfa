import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('turns reporting off without a DSN', () => {
    expect(parseEnv({ MODE: 'production' }, undefined)).toEqual({
      sentryDsn: undefined,
      sentryEnvironment: 'production',
      isE2eHarness: false,
    });
    expect(parseEnv({ VITE_SENTRY_DSN: '  ' }, false)).toMatchObject({ sentryDsn: undefined });
  });

  it('reads the DSN and environment', () => {
    expect(
      parseEnv(
        { VITE_SENTRY_DSN: 'https://key@o1.ingest.example/2', VITE_SENTRY_ENVIRONMENT: 'staging' },
        false,
      ),
    ).toMatchObject({ sentryDsn: 'https://key@o1.ingest.example/2', sentryEnvironment: 'staging' });
  });

  it('drops a DSN that is not a URL, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseEnv({ VITE_SENTRY_DSN: 'oops' }, false).sentryDsn).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('detects the end-to-end harness from navigator.webdriver', () => {
    expect(parseEnv({}, true).isE2eHarness).toBe(true);
    expect(parseEnv({}, false).isE2eHarness).toBe(false);
  });
});
