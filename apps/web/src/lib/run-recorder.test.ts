import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTrialQueue } from '@roar/tasks/runtime/trial-queue.ts';
import { mockFetch } from '../testing/fetch-mock.ts';
import { ApiRequestError } from './api-client.ts';
import { isRefusedForGood, openRunRecorder, resumePendingUploads } from './run-recorder.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const trial = (id: string, trialIndex: number) => ({
  id,
  trialIndex,
  stage: 'test' as const,
  data: { correct: 1 },
});

describe('run recorder', () => {
  it('sends a shared device only the signed-in child\u2019s waiting runs', async () => {
    // Two children's runs wait on the device (their pages went away before uploading).
    const posted: string[] = [];
    let online = false;
    mockFetch((url) => {
      if (!online) return { status: 503, body: { error: { code: 'unavailable', message: '' } } };
      posted.push(url);
      return { body: { accepted: 1, duplicates: 0 } };
    });
    const mine = await openRunRecorder('RunOfMaya00000000001', 'maya');
    const theirs = await openRunRecorder('RunOfLeo000000000001', 'leo');
    mine.stop();
    theirs.stop();
    const queue = await openTrialQueue();
    await queue.enqueue('RunOfMaya00000000001', 'trial', trial('TrialMaya00000000001', 0));
    await queue.enqueue('RunOfLeo000000000001', 'trial', trial('TrialLeo000000000001', 0));

    online = true;
    expect(await resumePendingUploads('maya')).toBe(1);
    expect(posted).toEqual(['/api/app/runs/RunOfMaya00000000001/trials']);
    expect(await queue.pending('RunOfLeo000000000001')).toHaveLength(1);
    expect(await queue.pending('RunOfMaya00000000001')).toHaveLength(0);
  });

  it('counts only refusals that retrying cannot change as permanent', () => {
    const refused = (status: number) => new ApiRequestError(status, 'x', 'x');
    expect(isRefusedForGood(refused(400))).toBe(true);
    expect(isRefusedForGood(refused(404))).toBe(true);
    expect(isRefusedForGood(refused(409))).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(isRefusedForGood(refused(status))).toBe(false);
    }
    expect(isRefusedForGood(new Error('offline'))).toBe(false);
  });
});
