import { describe, expect, it } from 'vitest';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@roar/contracts';
import { createQueryClient, queryCacheTimes } from './query-client.ts';

describe('query client', () => {
  it('keeps results fresh for 10 minutes and cached for 15', () => {
    expect(queryCacheTimes(false)).toEqual({
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
    });
    const defaults = createQueryClient({ isE2eHarness: false }).getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: 600_000, gcTime: 900_000 });
  });

  it('caches nothing under the end-to-end harness', () => {
    const defaults = createQueryClient({ isE2eHarness: true }).getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: 0, gcTime: 0 });
  });
});
