import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/**
 * Replaces global fetch for one test; `reply` answers each request. Returns the mock to inspect
 * calls (url, init).
 */
export function mockFetch(
  reply: (url: string, init: RequestInit) => MockReply | Promise<MockReply>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body, headers } = await reply(url, init);
    const text = body === undefined ? null : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
