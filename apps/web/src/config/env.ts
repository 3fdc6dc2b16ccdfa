/**
 * The web app's configuration, parsed once. This is the only module that reads `import.meta.env`
 * (style rule 6); everything else imports `env`.
 */
export interface WebEnv {
  /** Error-reporting DSN, undefined when reporting is off. */
  sentryDsn: string | undefined;
  sentryEnvironment: string;
  /** True when a browser-automation harness drives the app (caches are then disabled). */
  isE2eHarness: boolean;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

function optionalText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Parses raw Vite env values; exported for tests. Invalid values are dropped with a warning. */
export function parseEnv(raw: RawEnv, webdriver: boolean | undefined): WebEnv {
  let sentryDsn = optionalText(raw.VITE_SENTRY_DSN);
  if (sentryDsn && !/^https?:\/\/\S+$/.test(sentryDsn)) {
    console.warn('VITE_SENTRY_DSN is not a URL; error reporting stays off.');
    sentryDsn = undefined;
  }
  return {
    sentryDsn,
    sentryEnvironment:
      optionalText(raw.VITE_SENTRY_ENVIRONMENT) ?? optionalText(raw.MODE) ?? 'production',
    isE2eHarness: webdriver === true,
  };
}

export const env: WebEnv = parseEnv(
  import.meta.env as RawEnv,
  typeof navigator === 'undefined' ? undefined : navigator.webdriver,
);
