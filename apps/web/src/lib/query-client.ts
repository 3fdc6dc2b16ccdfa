import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@roar/contracts';
import { env } from '../config/env.ts';

/**
 * Cache timings of docs/product/constants.md section 6: fresh for 10 minutes, kept for 15; both 0
 * under the end-to-end harness so every test step sees the server's current data.
 */
export function queryCacheTimes(isE2eHarness: boolean): { staleTime: number; gcTime: number } {
  return isE2eHarness
    ? { staleTime: 0, gcTime: 0 }
    : { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS };
}

export function createQueryClient(
  options: { isE2eHarness?: boolean; defaults?: DefaultOptions } = {},
): QueryClient {
  const times = queryCacheTimes(options.isE2eHarness ?? env.isE2eHarness);
  return new QueryClient({
    defaultOptions: {
      ...options.defaults,
      queries: { ...times, ...options.defaults?.queries },
    },
  });
}
