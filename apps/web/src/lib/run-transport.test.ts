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
const trial = { id: 't1', trialIndex: 0, stage: 'test' as const, data: { rt: 500 } };
const event = { id: 'e1', event: 'blur' as const, trialIndex: 0, timeMs: 10 };
const rejected = { code: 'trial_invalid' as const, trials: [{ id: 't2', trialIndex: 1 }] };

describe('run transport', () => {
  it('posts trials, interactions, rejected trials and completion to the run endpoints', async () => {
    const fetchMock = serve(200);
    const transport = createRunHttpTransport();
    await transport.uploadTrials('run/1', [trial]);
    await transport.uploadInteractions('run/1', [event]);
    await transport.reportRejected('run/1', rejected);
    await transport.complete('run/1');
    const urls = fetchMock.mock.calls.map((c) => (c as unknown as [string])[0]);
    expect(urls).toEqual([
      '/api/app/runs/run%2F1/trials',
      '/api/app/runs/run%2F1/interactions',
      '/api/app/runs/run%2F1/rejected',
      '/api/app/runs/run%2F1/complete',
    ]);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ trials: [trial] });
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ events: [event] });
    expect(bodyOf(fetchMock.mock.calls[2])).toEqual(rejected);
  });

  it('rejects on a refused upload, so the uploader keeps the records and retries', async () => {
    serve(409);
    await expect(createRunHttpTransport().uploadTrials('r', [trial])).rejects.toMatchObject({
      status: 409,
    });
  });
});
