// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { RejectedTrials } from '@roar/contracts';
import { createRunUploader, type NetworkStatus, type RunTransport } from './run-uploader.ts';
import { openTrialQueue, type QueueKind, type TrialQueue } from './trial-queue.ts';

const RUN = 'Run0000000000000000A';
let dbCounter = 0;
const freshDbName = () => `run-uploader-test-${(dbCounter += 1)}`;

interface Call {
  method: 'trials' | 'interactions' | 'complete';
  ids: string[];
}

/** A server that stores by client id (so resends are harmless) and fails while `failures` > 0. */
function fakeServer(failures = 0) {
  const calls: Call[] = [];
  const stored = new Map<string, unknown>();
  let completed = 0;
  const state = { failures, loseResponses: false };
  const handle = async (method: Call['method'], records: readonly unknown[]) => {
    const ids = records.map((record) => (record as { id: string }).id);
    calls.push({ method, ids });
    if (state.failures > 0 && !state.loseResponses) {
      state.failures -= 1;
      throw new Error('503 Service Unavailable');
    }
    for (const [index, id] of ids.entries()) stored.set(id, records[index]);
    if (method === 'complete') completed += 1;
    if (state.failures > 0) {
      state.failures -= 1;
      throw new Error('network timeout after the server stored the batch');
    }
  };
  const transport: RunTransport = {
    uploadTrials: (_runId, trials) => handle('trials', trials),
    uploadInteractions: (_runId, events) => handle('interactions', events),
    reportRejected: async () => {},
    complete: () => handle('complete', []),
  };
  return { transport, calls, stored, state, completed: () => completed };
}

function fakeNetwork(online = true) {
  const listeners = new Set<() => void>();
  const network: NetworkStatus & { online: boolean; goOnline(): void; listeners: number } = {
    online,
    isOnline: () => network.online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline() {
      network.online = true;
      for (const listener of [...listeners]) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
  return network;
}

async function fill(queue: TrialQueue, plan: Array<[QueueKind, number]>) {
  const ids: string[] = [];
  for (const [kind, count] of plan) {
    for (let i = 0; i < count; i += 1) {
      const id = `${kind}-${ids.length}`;
      ids.push(id);
      await queue.enqueue(RUN, kind, { id, trialIndex: ids.length - 1 });
    }
  }
  return ids;
}

const delivered = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'complete').flatMap((call) => call.ids);

describe('createRunUploader', () => {
  it('uploads in order, in batches of at most 50 of one kind, and empties the queue', async () => {
    const queue = await openTrialQueue(freshDbName());
    const ids = await fill(queue, [
      ['trial', 60],
      ['interaction', 2],
      ['trial', 70],
    ]);
    const server = fakeServer();
    const uploader = createRunUploader({ runId: RUN, queue, transport: server.transport });
    await uploader.flush();
    expect(server.calls.map((call) => [call.method, call.ids.length])).toEqual([
      ['trials', 50],
      ['trials', 10],
      ['interactions', 2],
      ['trials', 50],
      ['trials', 20],
    ]);
    expect(delivered(server.calls)).toEqual(ids);
    expect(await queue.pending(RUN)).toEqual([]);
  });

  it('retries with backoff 1 s, x1.5, capped at 60 s, losing nothing and acking once', async () => {
    const queue = await openTrialQueue(freshDbName());
    const ids = await fill(queue, [['trial', 3]]);
    const ack = vi.spyOn(queue, 'ack');
    const server = fakeServer(14);
    const delays: number[] = [];
    const uploader = createRunUploader({
      runId: RUN,
      queue,
      transport: server.transport,
      batchSize: 2,
      sleep: async (ms) => void delays.push(ms),
    });
    await uploader.flush();
    expect(delays.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
    expect(delays.slice(10)).toEqual([57_665.0390625, 60_000, 60_000, 60_000]);
    expect([...server.stored.keys()]).toEqual(ids);
    expect(ack.mock.calls.flatMap(([acked]) => acked)).toHaveLength(3);
    expect(new Set(ack.mock.calls.flatMap(([acked]) => acked)).size).toBe(3);
    expect(await queue.pending(RUN)).toEqual([]);
  });

  it('resends a batch whose outcome was unknown; the client ids keep the server whole', async () => {
    const queue = await openTrialQueue(freshDbName());
    const ids = await fill(queue, [['trial', 4]]);
    const server = fakeServer(1);
    server.state.loseResponses = true;
    const uploader = createRunUploader({
      runId: RUN,
      queue,
      transport: server.transport,
      sleep: async () => {},
    });
    await uploader.flush();
    expect(server.calls).toHaveLength(2);
    expect(delivered(server.calls)).toEqual([...ids, ...ids]);
    expect([...server.stored.keys()]).toEqual(ids);
  });

  it('pauses while offline and resumes on the online event, even mid-backoff', async () => {
    const queue = await openTrialQueue(freshDbName());
    const ids = await fill(queue, [['trial', 2]]);
    const server = fakeServer();
    const network = fakeNetwork(false);
    const statuses: string[] = [];
    const uploader = createRunUploader({
      runId: RUN,
      queue,
      transport: server.transport,
      network,
      sleep: () => new Promise(() => {}), // only the online event can end a backoff here
      onStatusChange: (status) => statuses.push(status),
    });
    const flushed = uploader.flush();
    await vi.waitFor(() => expect(statuses).toEqual(['offline']));
    expect(server.calls).toEqual([]);

    server.state.failures = 1;
    network.goOnline();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1)); // failed: now in backoff
    network.online = false;
    network.goOnline();
    await flushed;
    expect([...server.stored.keys()]).toEqual(ids);
    expect(statuses).toEqual(['offline', 'uploading', 'retrying', 'uploading', 'idle']);
    expect(network.listeners).toBe(0);
  });

  it('picks up records enqueued while an upload is under way', async () => {
    const queue = await openTrialQueue(freshDbName());
    const server = fakeServer();
    const uploader = createRunUploader({ runId: RUN, queue, transport: server.transport });
    await queue.enqueue(RUN, 'trial', { id: 'first' });
    const firstFlush = uploader.flush();
    await queue.enqueue(RUN, 'trial', { id: 'second' });
    const secondFlush = uploader.flush();
    await Promise.all([firstFlush, secondFlush]);
    expect(delivered(server.calls)).toEqual(['first', 'second']);
  });

  it('finishes by flushing then completing the run, retrying the completion', async () => {
    const queue = await openTrialQueue(freshDbName());
    await fill(queue, [['trial', 2]]);
    const server = fakeServer();
    const uploader = createRunUploader({
      runId: RUN,
      queue,
      transport: server.transport,
      sleep: async () => {},
      onRetry: () => {},
    });
    await uploader.flush();
    server.state.failures = 2;
    await uploader.finish();
    expect(server.calls.map((call) => call.method)).toEqual([
      'trials',
      'complete',
      'complete',
      'complete',
    ]);
    expect(server.completed()).toBe(1);
  });

  it('delivers what was left after a reload through new instances on the same database', async () => {
    const dbName = freshDbName();
    const before = await openTrialQueue(dbName);
    const ids = await fill(before, [
      ['trial', 3],
      ['interaction', 1],
      ['trial', 2],
    ]);
    const broken = fakeServer();
    const flaky: RunTransport = {
      ...broken.transport,
      async uploadTrials(runId, trials) {
        await broken.transport.uploadTrials(runId, trials);
        broken.state.failures = Number.POSITIVE_INFINITY; // the first batch goes through, no more
      },
    };
    let sleeps = 0;
    const first = createRunUploader({
      runId: RUN,
      queue: before,
      transport: flaky,
      batchSize: 2,
      sleep: () => {
        sleeps += 1;
        return new Promise(() => {}); // the page is closed during this backoff
      },
    });
    void first.flush();
    await vi.waitFor(() => expect(sleeps).toBe(1));
    expect(broken.stored.size).toBe(2);
    first.stop();
    before.close();

    const after = await openTrialQueue(dbName);
    const server = fakeServer();
    const second = createRunUploader({ runId: RUN, queue: after, transport: server.transport });
    expect(await after.runIds()).toEqual([RUN]);
    await second.finish();
    const stored = [...broken.stored.keys(), ...server.stored.keys()];
    expect(new Set(stored)).toEqual(new Set(ids));
    expect(delivered(server.calls)).toEqual(ids.filter((id) => !broken.stored.has(id)));
    expect(server.completed()).toBe(1);
    expect(await after.runIds()).toEqual([]);
  });

  it('moves only the records refused for good to the dead-letter store and carries on', async () => {
    const queue = await openTrialQueue(freshDbName());
    const ids = await fill(queue, [['trial', 4]]);
    const sent: string[][] = [];
    const refused = new Error('400 validation_failed');
    const transport: RunTransport = {
      async uploadTrials(_runId, trials) {
        const batch = trials.map((trial) => (trial as { id: string }).id);
        sent.push(batch);
        if (batch.includes('trial-2')) throw refused;
      },
      uploadInteractions: async () => {},
      reportRejected: async () => {},
      complete: async () => {},
    };
    const deadLettered: string[] = [];
    const uploader = createRunUploader({
      runId: RUN,
      queue,
      transport,
      sleep: async () => {},
      isPermanent: (error) => error === refused,
      onDeadLetter: (records) =>
        deadLettered.push(...records.map((row) => (row.record as { id: string }).id)),
    });
    await uploader.finish();
    expect(sent).toEqual([ids, ['trial-0'], ['trial-1'], ['trial-2'], ['trial-3']]);
    expect(deadLettered).toEqual(['trial-2']);
    const dead = await queue.deadRecords();
    expect(dead.map((row) => (row.record as { id: string }).id)).toEqual(['trial-2']);
    expect(dead[0]?.reason).toContain('validation_failed');
    expect(await queue.pending(RUN)).toEqual([]);
  });

  describe('trials the server will never store', () => {
    /** A 422 `trial_invalid` as the web app's API client rejects with it. */
    class Refusal extends Error {
      constructor(readonly positions: number[]) {
        super('422 trial_invalid');
      }
    }
    const rejectedTrials = (error: unknown) =>
      error instanceof Refusal
        ? { code: 'trial_invalid' as const, positions: error.positions }
        : undefined;

    /** A server refusing, whole, any batch that holds one of the `poisoned` ids. */
    function strictServer(poisoned: readonly string[]) {
      const sent: string[][] = [];
      const reports: RejectedTrials[] = [];
      const stored: string[] = [];
      let completed = 0;
      let reportFailures = 0;
      const transport: RunTransport = {
        async uploadTrials(_runId, trials) {
          const ids = trials.map((t) => t.id);
          sent.push(ids);
          const bad = ids.flatMap((id, i) => (poisoned.includes(id) ? [i] : []));
          if (bad.length > 0) throw new Refusal(bad);
          stored.push(...ids.filter((id) => !stored.includes(id)));
        },
        uploadInteractions: async () => {},
        async reportRejected(_runId, report) {
          if (reportFailures > 0) {
            reportFailures -= 1;
            throw new Error('503 Service Unavailable');
          }
          reports.push(report);
        },
        complete: async () => void (completed += 1),
      };
      return {
        transport,
        sent,
        reports,
        stored,
        completed: () => completed,
        failReports: (n: number) => void (reportFailures = n),
      };
    }

    it('reports and drops them, stores the rest of the batch once, and completes', async () => {
      const queue = await openTrialQueue(freshDbName());
      const ids = await fill(queue, [['trial', 6]]);
      const server = strictServer(['trial-2', 'trial-4']);
      const rejected: string[] = [];
      const deadLettered: unknown[] = [];
      const uploader = createRunUploader({
        runId: RUN,
        queue,
        transport: server.transport,
        sleep: async () => {},
        isPermanent: (error) => error instanceof Refusal,
        rejectedTrials,
        onRejected: (rows) => rejected.push(...rows.map((r) => (r.record as { id: string }).id)),
        onDeadLetter: (rows) => deadLettered.push(...rows),
      });
      await uploader.finish();
      expect(server.sent).toEqual([ids, ['trial-0', 'trial-1', 'trial-3', 'trial-5']]);
      expect(server.stored).toEqual(['trial-0', 'trial-1', 'trial-3', 'trial-5']);
      expect(server.reports).toEqual([
        {
          code: 'trial_invalid',
          trials: [
            { id: 'trial-2', trialIndex: 2 },
            { id: 'trial-4', trialIndex: 4 },
          ],
        },
      ]);
      expect(rejected).toEqual(['trial-2', 'trial-4']);
      // Gone from the device, not kept as dead letters; the run is completed.
      expect(deadLettered).toEqual([]);
      expect(await queue.deadRecords()).toEqual([]);
      expect(await queue.pending(RUN)).toEqual([]);
      expect(server.completed()).toBe(1);
    });

    it('keeps a rejected trial until its report is through, retrying the report', async () => {
      const queue = await openTrialQueue(freshDbName());
      await fill(queue, [['trial', 2]]);
      const server = strictServer(['trial-0']);
      server.failReports(2);
      const delays: number[] = [];
      let pendingDuringRetry: number | undefined;
      const uploader = createRunUploader({
        runId: RUN,
        queue,
        transport: server.transport,
        sleep: async (ms) => {
          delays.push(ms);
          pendingDuringRetry ??= (await queue.pending(RUN)).length;
        },
        isPermanent: (error) => error instanceof Refusal,
        rejectedTrials,
      });
      await uploader.flush();
      expect(delays).toEqual([1000, 1500]);
      expect(pendingDuringRetry).toBe(2);
      expect(server.reports).toHaveLength(1);
      expect(server.stored).toEqual(['trial-1']);
      expect(await queue.pending(RUN)).toEqual([]);
    });

    it('drops the trial when the report itself is refused for good', async () => {
      const queue = await openTrialQueue(freshDbName());
      await fill(queue, [['trial', 1]]);
      const server = strictServer(['trial-0']);
      const gone = new Error('409 run_completed');
      const uploader = createRunUploader({
        runId: RUN,
        queue,
        transport: {
          ...server.transport,
          reportRejected: async () => {
            throw gone;
          },
        },
        sleep: async () => {},
        isPermanent: (error) => error instanceof Refusal || error === gone,
        rejectedTrials,
      });
      await uploader.flush();
      expect(await queue.pending(RUN)).toEqual([]);
      expect(await queue.deadRecords()).toEqual([]);
    });
  });
});
