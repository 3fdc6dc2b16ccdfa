import { Redis } from 'ioredis';
import { addRequestCounts, pruneRequestCounts, type Db } from '@roar/db';
import type { CounterBackend } from '../../lib/batched-counters.ts';

/** The shared request counters in PostgreSQL (`core.request_counters`, ADR 038). */
export function postgresCounterBackend(db: Db): CounterBackend {
  return {
    add: (deltas) => addRequestCounts(db, deltas),
    prune: (now) => pruneRequestCounts(db, now),
  };
}

const REDIS_PREFIX = 'roar:requests:';

/**
 * The shared request counters in Redis (`REDIS_URL`, ADR 038): one INCRBY per key and window,
 * in one round-trip, each key expiring when its window ends.
 */
export function redisCounterBackend(url: string): CounterBackend {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async add(deltas) {
      const pipeline = redis.pipeline();
      for (const d of deltas) {
        const key = `${REDIS_PREFIX}${d.windowStart.getTime()}:${d.key}`;
        pipeline.incrby(key, d.delta).pexpireat(key, d.expiresAt.getTime());
      }
      const results = (await pipeline.exec()) ?? [];
      return deltas.map((d, i) => {
        const [err, total] = results[i * 2] ?? [new Error('no answer'), null];
        if (err) throw err;
        return Number(total);
      });
    },
    // Redis forgets each key when its window ends.
    prune: async () => {},
    close: async () => {
      redis.disconnect();
    },
  };
}
