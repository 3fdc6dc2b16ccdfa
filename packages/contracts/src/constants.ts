/**
 * Product constants of docs/product/constants.md. Every other file reads them from here; tests pin
 * the values.
 */

/** The product's short name: document titles are `${PRODUCT_SHORT_NAME}: ${routeTitle}`. */
export const PRODUCT_SHORT_NAME = 'ROAR';
/** Tagline and default meta description (docs/product/constants.md section 1). */
export const PRODUCT_TAGLINE = 'The Rapid Online Assessment of Reading';

/** Minimum password length (docs/product/validation.md section 1). */
export const PASSWORD_MIN_LENGTH = 8;

/** Inactivity before the idle warning appears: 15 minutes. */
export const IDLE_THRESHOLD_MS = 900_000;
/** Countdown shown in the idle warning before automatic sign-out: 60 seconds. */
export const IDLE_COUNTDOWN_MS = 60_000;

/** Maximum age of an ID token before it must be refreshed: 5 minutes. */
export const ID_TOKEN_MAX_AGE_MS = 5 * 60_000;
/** The client refreshes its access token this long before it expires: 5 minutes. */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** A sensitive change (password, linked accounts) needs a sign-in younger than this. */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * 60_000;

/** Windows wider than this use the wide navigation layout (docs/product/constants.md section 4). */
export const NARROW_LAYOUT_BREAKPOINT_PX = 728;

/** Query cache: results are fresh for 10 minutes and kept for 15 (both 0 under the e2e harness). */
export const QUERY_STALE_TIME_MS = 10 * 60_000;
export const QUERY_GC_TIME_MS = 15 * 60_000;

/** Time limit of one database (document) request: 45 s. */
export const DATABASE_REQUEST_TIMEOUT_MS = 45_000;

/** Retry backoff: the first retry after 1 s, each next one 1.5 times longer, never above 60 s. */
export const RETRY_BACKOFF = { initialMs: 1_000, factor: 1.5, maxMs: 60_000 } as const;

/** Length of generated document ids (runs, trials, ...). */
export const GENERATED_ID_LENGTH = 20;

/** Long-polling timeout range. */
export const LONG_POLLING_TIMEOUT_MS = { min: 5_000, max: 30_000 } as const;

/** Network timeouts of the auth client, by device kind. */
export const AUTH_NETWORK_TIMEOUT_MS = { desktop: 30_000, mobile: 60_000 } as const;

/** Standard scores are clipped to this range (docs/product/constants.md section 9). */
export const STANDARD_SCORE_RANGE = { min: 0, max: 180 } as const;

/** Error-reporting sample rates (docs/product/constants.md section 12). */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

/** Toasts appear at the top right unless a caller says otherwise. */
export const TOAST_DEFAULT_POSITION = 'top-right';
export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** Name of the class that switches the theme to dark mode (docs/product/constants.md section 4). */
export const DARK_MODE_SELECTOR = '.dark-mode';
/** The element the web app mounts on. */
export const APP_ROOT_ELEMENT_ID = 'app';

/**
 * Delay before retry number `attempt` (1-based): 1 s, 1.5 s, 2.25 s, ... capped at 60 s.
 */
export function backoffDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError('attempt must be an integer >= 1');
  const { initialMs, factor, maxMs } = RETRY_BACKOFF;
  return Math.min(maxMs, initialMs * factor ** (attempt - 1));
}

/**
 * sessionStorage key the game frame sets once a child answered its 'Can you hear me?' sound
 * check (issue 21, ADR 036): later games in the tab start at once. Sign-out removes it, so the
 * next child on a shared classroom device is asked again.
 */
export const SOUND_CHECK_STORAGE_KEY = 'roar.soundChecked';
