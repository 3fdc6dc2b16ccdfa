import { sessionStore } from '../stores/session-store.ts';
import {
  ApiRequestError,
  buildUrl,
  errorFrom,
  recoverFromUnauthorized,
  type ApiRequestOptions,
} from './api-client.ts';

// File downloads (CSV exports) live apart from the API client: only admin screens use them, and
// the sign-in page's first load carries the client.

/** A file the API answered: its content and the name the server suggested. */
export interface ApiDownload {
  blob: Blob;
  filename: string | undefined;
}

function filenameOf(disposition: string | null): string | undefined {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1];
}

/**
 * Fetches a file (a CSV export) the way `apiRequest` calls the API: with the access token, a
 * refresh and one retry on 401, and ApiRequestError for a failed answer.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'query' | 'signal' | 'retryOnUnauthorized'> = {},
): Promise<ApiDownload> {
  const token = sessionStore.getSnapshot().accessToken;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      error instanceof Error ? error.message : 'Network error',
    );
  }
  if (response.status === 401 && token && options.retryOnUnauthorized !== false) {
    if (await recoverFromUnauthorized())
      return apiDownload(path, { ...options, retryOnUnauthorized: false });
  }
  if (!response.ok) throw await errorFrom(response);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition')),
  };
}

/** Hands a downloaded file to the browser as a download named `filename`. */
export function saveDownload({ blob, filename }: ApiDownload, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
