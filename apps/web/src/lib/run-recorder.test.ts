import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTrialQueue } from '@roar/tasks/runtime/trial-queue.ts';
import { mockFetch } from '../testing/fetch-mock.ts';
import { ApiRequestError } from './api-client.ts';
import {
  isRefusedForGood,
  openRunRecorder,
  rejectedTrialsOf,
  resumePendingUploads,
} from './run-recorder.ts';

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

  it('reads the trials a trial_invalid answer rejects, and only from that answer', () => {
    const fields = { 'trials.3': 'data.correct: invalid', 'trials.0': 'data: invalid' };
    expect(rejectedTrialsOf(new ApiRequestError(422, 'trial_invalid', 'x', fields))).toEqual({
      code: 'trial_invalid',
      positions: [0, 3],
    });
    expect(rejectedTrialsOf(new ApiRequestError(400, 'validation_failed', 'x', fields))).toBe(
      undefined,
    );
    expect(rejectedTrialsOf(new Error('offline'))).toBe(undefined);
  });

  it('also rejects the trials a validation_failed answer names for text it cannot store', () => {
    const fields = {
      'trials.4.data.response': 'invalidText',
      'trials.1.data.k\\u0000': 'invalidText',
      'trials.4.itemId': 'invalidText',
      'trials.2.data.deep.0.0': 'tooDeep',
    };
    expect(rejectedTrialsOf(new ApiRequestError(400, 'validation_failed', 'x', fields))).toEqual({
      code: 'trial_invalid',
      positions: [1, 2, 4],
    });
    // Other problems of a trial stay dead letters (ADR 020), as does unstorable text elsewhere.
    const other = { 'trials.0.stage': 'Invalid option', runId: 'invalidText' };
    expect(rejectedTrialsOf(new ApiRequestError(400, 'validation_failed', 'x', other))).toBe(
      undefined,
    );
  });

  it('reports a trial holding a NUL, drops it and sends the rest instead of retrying', async () => {
    const RUN = 'RunOfMaya00000000003';
    const requests: Array<{ path: string; body: unknown }> = [];
    mockFetch((url, init) => {
      const body = JSON.parse(String(init.body)) as { trials?: Array<{ data: object }> };
      requests.push({ path: url.replace(`/api/app/runs/${RUN}/`, ''), body });
      const at = url.endsWith('/trials')
        ? (body.trials?.findIndex((t) => JSON.stringify(t.data).includes('\\u0000')) ?? -1)
        : -1;
      if (at >= 0) {
        requests.pop();
        const fields = { [`trials.${at}.data.response`]: 'invalidText' };
        return {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'x', fields } },
        };
      }
      return { body: { accepted: 1, duplicates: 0 } };
    });
    const recorder = await openRunRecorder(RUN, 'maya');
    const poison = { ...trial('TrialNul000000000001', 1), data: { response: 'a\u0000' } };
    await recorder.requeue([trial('TrialGood00000000003', 0), poison]);
    await recorder.finish();
    expect(requests.filter((r) => r.path === 'rejected')).toEqual([
      {
        path: 'rejected',
        body: { code: 'trial_invalid', trials: [{ id: 'TrialNul000000000001', trialIndex: 1 }] },
      },
    ]);
    expect(requests.at(-1)?.path).toBe('complete');
    const queue = await openTrialQueue();
    expect(await queue.pending(RUN)).toEqual([]);
    expect(await queue.deadRecords()).toEqual([]);
  });

  it('reports a trial the server rejects, drops it and sends the rest of the run', async () => {
    const RUN = 'RunOfMaya00000000002';
    const POISON = 'TrialPoison000000001';
    const requests: Array<{ path: string; body: unknown }> = [];
    mockFetch((url, init) => {
      const body = JSON.parse(String(init.body)) as { trials?: Array<{ id: string }> };
      requests.push({ path: url.replace(`/api/app/runs/${RUN}/`, ''), body });
      const at = body.trials?.findIndex((t) => t.id === POISON) ?? -1;
      if (url.endsWith('/trials') && at >= 0) {
        requests.pop(); // refused: nothing of it is stored
        return {
          status: 422,
          body: {
            error: { code: 'trial_invalid', message: 'x', fields: { [`trials.${at}`]: 'bad' } },
          },
        };
      }
      return { body: { accepted: 1, duplicates: 0 } };
    });
    const recorder = await openRunRecorder(RUN, 'maya');
    await recorder.requeue([
      trial('TrialGood00000000001', 0),
      trial(POISON, 1),
      trial('TrialGood00000000002', 2),
    ]);
    await recorder.finish();
    const rejected = requests.filter((r) => r.path === 'rejected');
    expect(rejected).toEqual([
      {
        path: 'rejected',
        body: { code: 'trial_invalid', trials: [{ id: POISON, trialIndex: 1 }] },
      },
    ]);
    const stored = requests
      .filter((r) => r.path === 'trials')
      .flatMap((r) => (r.body as { trials: Array<{ id: string }> }).trials.map((t) => t.id));
    expect(stored.sort()).toEqual(['TrialGood00000000001', 'TrialGood00000000002']);
    expect(requests.at(-1)?.path).toBe('complete');
    const queue = await openTrialQueue();
    expect(await queue.pending(RUN)).toEqual([]);
    expect(await queue.deadRecords()).toEqual([]);
  });
});
