import { ERROR_REPORTING_SAMPLING } from '@roar/contracts';
import type * as SentrySdk from '@sentry/react';
import { env, type WebEnv } from '../config/env.ts';

type Sentry = typeof SentrySdk;

let sentry: Sentry | null = null;

/**
 * Starts error reporting when a DSN is configured (sampling of docs/product/calls.md section 4).
 * The SDK is imported on demand so it never weighs on the first load, and not at all without a DSN.
 */
export async function initErrorReporting(
  config: Pick<WebEnv, 'sentryDsn' | 'sentryEnvironment'> = env,
  load: () => Promise<Sentry> = () => import('@sentry/react'),
): Promise<boolean> {
  if (!config.sentryDsn) return false;
  const sdk = await load();
  sdk.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment,
    integrations: [sdk.browserTracingIntegration(), sdk.replayIntegration()],
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLING.replaysOnErrorSampleRate,
  });
  sentry = sdk;
  return true;
}

/** Sends an unexpected error to the error tracker (when one is running). */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  sentry?.captureException(error, context ? { extra: context } : undefined);
}

/** Sends a warning to the error tracker (when one is running). */
export function reportWarning(message: string, context?: Record<string, unknown>): void {
  sentry?.captureMessage(message, { level: 'warning', extra: context });
}

/** For tests: forget the SDK. */
export function resetErrorReporting(): void {
  sentry = null;
}
