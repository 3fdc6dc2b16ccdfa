import { describe, expect, it, vi } from 'vitest';
import { DATABASE_REQUEST_TIMEOUT_MS } from '@roar/contracts';
import { sessionStore } from '../stores/session-store.ts';
import { mockFetch } from '../testing/fetch-mock.ts';
import { ApiRequestError, apiClient, apiRequest } from './api-client.ts';

describe('apiRequest', () => {
  it('sends JSON to /api with cookies and answers the parsed body', async () => {
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(
      apiClient.post('/things', { a: 1 }, { query: { x: 'y', list: ['1', '2'] } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things?x=y&list=1&list=2');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('adds the access token as a bearer token when signed in', async () => {
    const fetchMock = mockFetch(() => ({ status: 204 }));
    sessionStore.update({ accessToken: 'token-1' });
    await expect(apiClient.get('/me')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer token-1' });
  });

  it('turns the error body into a typed ApiRequestError', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'bad', fields: { name: 'required' } } },
    }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'bad',
      fields: { name: 'required' },
    });
  });

  it('keeps the wait a 429 asks for (Retry-After, in seconds)', async () => {
    const body = { error: { code: 'rate_limited', message: 'Try again in 8 seconds.' } };
    mockFetch(() => ({ status: 429, body, headers: { 'retry-after': '8' } }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 8 });
    mockFetch(() => ({ status: 429, body }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it('derives a code from the status when the body is not the error shape', async () => {
    mockFetch(() => ({ status: 401, body: { nope: 1 } }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    mockFetch(() => ({ status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives up after the database request timeout', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) => {
              init.signal?.addEventListener('abort', () =>
                reject(new DOMException('aborted', 'AbortError')),
              );
            }),
        ),
      );
      const pending = apiRequest('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(DATABASE_REQUEST_TIMEOUT_MS - 1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ status: 0, code: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a cancellation by the caller through as an AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiRequest('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
