import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRunHttpTransport } from './run-transport.ts';

afterEach(() => vi.unstubAllGlobals());

function serve(status: number) {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        status === 200
          ? '{"accepted":1,"duplicates":0}'
          : '{"error":{"code":"conflict","message":"x"}}',
        {
          status,
          headers: { 'content-type': 'application/json' },
        },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body));

describe('run transport', () => {
  it('posts trials, interactions and completion to the run endpoints', async () => {
    const fetchMock = serve(200);
    const transport = createRunHttpTransport();
    await transport.uploadTrials('run/1', [{ id: 't1' }]);
    await transport.uploadInteractions('run/1', [{ id: 'e1' }]);
    await transport.complete('run/1');
    const urls = fetchMock.mock.calls.map((c) => (c as unknown as [string])[0]);
    expect(urls).toEqual([
      '/api/app/runs/run%2F1/trials',
      '/api/app/runs/run%2F1/interactions',
      '/api/app/runs/run%2F1/complete',
    ]);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ trials: [{ id: 't1' }] });
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ events: [{ id: 'e1' }] });
  });

  it('rejects on a refused upload, so the uploader keeps the records and retries', async () => {
    serve(409);
    await expect(createRunHttpTransport().uploadTrials('r', [{ id: 't' }])).rejects.toMatchObject({
      status: 409,
    });
  });
});
