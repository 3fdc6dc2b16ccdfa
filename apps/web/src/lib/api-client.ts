import { DATABASE_REQUEST_TIMEOUT_MS } from '@roar/contracts';
import { sessionStore } from '../stores/session-store.ts';
import { ATTESTATION_HEADER, attestationToken } from './attestation.ts';

/** Base of every API path. */
export const API_BASE = '/api';

/** Codes the client itself produces when no server answer could be read. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response';

/**
 * A failed API call: the HTTP status (0 when no answer arrived), the stable error code of the
 * server's `{error: {code, message}}` body (or a client code) and the developer message. Screens
 * map the code to localised text; the message is never shown as is.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait before trying again, from a Retry-After header (429), when it had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  signal?: AbortSignal;
  /** Default: DATABASE_REQUEST_TIMEOUT_MS (45 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Refresh the access token and retry once when the answer is 401 (default true). */
  retryOnUnauthorized?: boolean;
  /** Attach an attestation token for this action when captcha keys are configured. */
  attest?: string;
}

let onUnauthorized: (() => Promise<boolean>) | null = null;

/** Registers how a 401 with an access token is recovered (refresh); true means retry. */
export function setUnauthorizedHandler(handler: (() => Promise<boolean>) | null): void {
  onUnauthorized = handler;
}

/** Recovers from a 401 the way API calls do; true means retry. */
export async function recoverFromUnauthorized(): Promise<boolean> {
  return onUnauthorized ? onUnauthorized() : false;
}

/** The address of an API path with its query string. */
export function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The ApiRequestError of a failed answer (its body parsed with the error contract). */
export async function errorFrom(response: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  // The parser (and the schema library behind ApiErrorSchema) loads only when a call fails.
  const { parseApiError } = await import('./api-error.ts');
  const { code, message, fields } = parseApiError(response.status, body);
  // Our server sends Retry-After in seconds (never as a date).
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  return new ApiRequestError(response.status, code, message, fields, retryAfterSeconds);
}

/**
 * The one way the web app calls its API: JSON in and out, cookies included, the access token as a
 * bearer token when there is one, and a time limit. Resolves with the parsed body (undefined for
 * an empty answer); rejects with ApiRequestError.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = DATABASE_REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = sessionStore.getSnapshot().accessToken;
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
  if (options.attest) {
    const attestation = await attestationToken(options.attest);
    if (attestation) headers[ATTESTATION_HEADER] = attestation;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut)
      throw new ApiRequestError(0, 'timeout', `Request timed out after ${timeoutMs} ms`);
    if (signal?.aborted) throw error; // the caller cancelled: keep the AbortError as is
    throw new ApiRequestError(
      0,
      'network_error',
      error instanceof Error ? error.message : 'Network error',
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401 && token && options.retryOnUnauthorized !== false && onUnauthorized) {
    if (await onUnauthorized())
      return apiRequest<T>(path, { ...options, retryOnUnauthorized: false });
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(response.status, 'invalid_response', 'The answer was not JSON');
  }
}

type Options = Omit<ApiRequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
