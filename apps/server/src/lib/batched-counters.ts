import type { CounterDelta } from '@roar/db';

export type { CounterDelta } from '@roar/db';

/**
 * Where counters are shared between processes (ADR 038): adds each delta (one per key and
 * window) and answers the totals after the addition, in order.
 */
export interface CounterBackend {
  add(deltas: readonly CounterDelta[]): Promise<number[]>;
  /** Forgets counters of windows that ended before `now`. */
  prune(now: Date): Promise<void>;
  close?(): Promise<void>;
}

interface Entry {
  key: string;
  windowStart: number;
  windowMs: number;
  /** Counted here since the last flush. */
  local: number;
  /** Counted here and added to the shared count. */
  flushed: number;
  /** The other processes' part of the shared count when it was last read. */
  others: number;
}

/** How often a process adds what it counted to the shared count, and reads the others'. */
export const COUNTER_FLUSH_MS = 1_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counters (rate limits) that every process shares through a backend without a
 * round-trip per request: a request is counted in memory at once and answered with the count
 * known so far (this process's exact count plus the other processes' as of the last exchange,
 * at most COUNTER_FLUSH_MS old); about once a second the new counts are added to the backend in
 * one statement. Without a backend (the embedded database, one process) the counts are local
 * and exact.
 */
export class BatchedCounters {
  private readonly entries = new Map<string, Entry>();
  /** Entries of ended windows with counts not yet added (added once, then dropped). */
  private pending: Entry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPrune = 0;

  constructor(
    private readonly backend: CounterBackend | null,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string, windowMs: number, at: number): Entry {
    const windowStart = at - (at % windowMs);
    const id = `${windowMs}|${key}`;
    let entry = this.entries.get(id);
    if (!entry || entry.windowStart !== windowStart) {
      if (entry && entry.local > 0) this.pending.push(entry);
      entry = { key, windowStart, windowMs, local: 0, flushed: 0, others: 0 };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** Counts one request under `key` in its `windowMs` window: the count so far and the time left. */
  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const at = this.now();
    const entry = this.entry(key, windowMs, at);
    entry.local += 1;
    return this.state(entry, at);
  }

  /** The count under `key` without counting a request. */
  read(key: string, windowMs: number): { current: number; ttl: number } {
    const at = this.now();
    return this.state(this.entry(key, windowMs, at), at);
  }

  private state(entry: Entry, at: number) {
    return {
      current: entry.others + entry.flushed + entry.local,
      ttl: entry.windowStart + entry.windowMs - at,
    };
  }

  /** Adds the new counts to the backend and reads the totals back; one exchange at a time. */
  flush(): Promise<void> {
    if (!this.backend) {
      this.sweep(this.now());
      return Promise.resolve();
    }
    this.flushing ??= this.exchange(this.backend).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async exchange(backend: CounterBackend): Promise<void> {
    const at = this.now();
    const ended = this.pending;
    this.pending = [];
    // Live keys with nothing new are sent too (adding 0): their others' part is read back, so a
    // process that counted a session earlier in the window does not answer from a stale total.
    const live = [...this.entries.values()].filter((e) => e.windowStart + e.windowMs > at);
    const sent = [...ended.filter((e) => e.local > 0), ...live];
    const counts = sent.map((e) => e.local);
    try {
      if (sent.length > 0) {
        const totals = await backend.add(
          sent.map((e, i) => ({
            key: e.key,
            windowStart: new Date(e.windowStart),
            expiresAt: new Date(e.windowStart + e.windowMs),
            delta: counts[i]!,
          })),
        );
        sent.forEach((e, i) => {
          e.flushed += counts[i]!;
          e.local -= counts[i]!;
          e.others = Math.max(0, totals[i]! - e.flushed);
        });
      }
      if (at - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = at;
        await backend.prune(new Date(at));
      }
    } catch (err) {
      // Counted again at the next exchange; meanwhile limits hold on what is known.
      this.pending.push(...ended.filter((e) => e.local > 0));
      this.onError(err);
    }
    this.sweep(at);
  }

  /** Forgets the counters of ended windows that have nothing left to add. */
  private sweep(at: number): void {
    for (const [id, e] of this.entries) {
      if (e.windowStart + e.windowMs <= at && e.local === 0) this.entries.delete(id);
    }
  }

  /** Exchanges counts (or, alone, sweeps ended windows) every COUNTER_FLUSH_MS until `stop`. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), COUNTER_FLUSH_MS);
    this.timer.unref();
  }

  /** Stops the exchanges after a last one. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    await this.backend?.close?.();
  }
}
