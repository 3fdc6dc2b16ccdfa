import type { TrialInput } from '@roar/contracts';
import { percentile, sleepUntil } from './latency.ts';
import { processCpuMicros } from './process-cpu.ts';
import { uploadTrials, type Player } from './run-api.ts';
import { wordTrials } from './trial-data.ts';

/** Throughput and per-request latency of one phase of uploads. */
export interface PhaseResult {
  trialsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU time over the phase per request (null where it cannot be read). */
  cpuMicrosPerRequest: number | null;
}

/** Each player's trials `first .. first + count - 1`, made before any clock starts. */
export function trialsOf(
  players: readonly Player[],
  first: number,
  count: number,
): Map<Player, TrialInput[]> {
  return new Map(players.map((p) => [p, wordTrials(first, count)]));
}

/**
 * Every player uploads their trials in batches of `batch`, one request at a time, all players at
 * once. With `paceMs`, a player's batch leaves every `paceMs * batch` ms after a random start
 * within the first `paceMs` (students do not start together); without, the next request leaves
 * as soon as the answer to the last one is read.
 */
export async function uploadPhase(
  baseUrl: string,
  trials: Map<Player, TrialInput[]>,
  options: { batch: number; paceMs?: number; serverPid?: number },
): Promise<PhaseResult> {
  const { batch, paceMs } = options;
  const latenciesMs: number[] = [];
  let count = 0;
  const cpuBefore = processCpuMicros(options.serverPid);
  const started = performance.now();
  await Promise.all(
    [...trials].map(async ([player, list]) => {
      const offset = paceMs ? Math.random() * paceMs : 0;
      for (let k = 0; k * batch < list.length; k += 1) {
        if (paceMs) await sleepUntil(started + offset + k * batch * paceMs);
        const slice = list.slice(k * batch, (k + 1) * batch);
        latenciesMs.push(await uploadTrials(baseUrl, player, slice));
        count += slice.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMicros(options.serverPid);
  return {
    trialsPerSecond: count / seconds,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || latenciesMs.length === 0
        ? null
        : (cpuAfter - cpuBefore) / latenciesMs.length,
    p50Ms: percentile(latenciesMs, 50),
    p99Ms: percentile(latenciesMs, 99),
  };
}
