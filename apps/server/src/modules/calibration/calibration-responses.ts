import type { DifGrouping, ResponseColumns } from '@roar/scoring';
import { findCompletedRunsPage, findTrialsOfRuns, type CompletedTaskRun, type Db } from '@roar/db';
import { judgeStoredRun, type BankItemPrior, type GameDefinition } from '@roar/tasks/registry';

/**
 * The answers a calibration fits (ADR 052): every judged test answer to a bank item in the task's
 * completed reliable runs of every district, one person per run, read a page of runs at a time.
 */

/** Runs read per page (their trials are read with them). */
export const RUN_PAGE = 500;

/** Growable typed columns of answers (a tenth of the memory of one object per answer). */
class Columns {
  person = new Int32Array(1024);
  item = new Int32Array(1024);
  correct = new Uint8Array(1024);
  length = 0;

  push(person: number, item: number, correct: boolean) {
    if (this.length === this.person.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T) => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.person = grow(this.person, (n) => new Int32Array(n));
      this.item = grow(this.item, (n) => new Int32Array(n));
      this.correct = grow(this.correct, (n) => new Uint8Array(n));
    }
    this.person[this.length] = person;
    this.item[this.length] = item;
    this.correct[this.length] = correct ? 1 : 0;
    this.length += 1;
  }

  columns(): ResponseColumns {
    return {
      person: this.person.subarray(0, this.length),
      item: this.item.subarray(0, this.length),
      correct: this.correct.subarray(0, this.length),
    };
  }
}

/** The grade band of a grade at completion: 'K-2', '3+' or null (unknown). */
export function gradeBand(grade: unknown): 'K-2' | '3+' | null {
  if (typeof grade !== 'string') return null;
  if (['PK', 'TK', 'K', '1', '2'].includes(grade.toUpperCase())) return 'K-2';
  const n = Number(grade);
  return Number.isInteger(n) && n >= 3 && n <= 13 ? '3+' : null;
}

const gradeOf = (run: CompletedTaskRun) =>
  (run.computed?.['composite'] as { grade?: unknown } | undefined)?.grade;

export interface CollectedResponses {
  responses: ResponseColumns;
  runs: number;
  /** Completion dates of the first and last run read (YYYY-MM-DD), null without runs. */
  from: string | null;
  to: string | null;
  /** DIF between grade bands (K-2 reference, 3+ focal). */
  dif: DifGrouping[];
}

/** Reads and judges the answers, reporting the runs read after each page. */
export async function collectResponses(
  db: Db,
  params: {
    game: GameDefinition;
    taskId: string;
    bank: readonly BankItemPrior[];
    onPage: (runsRead: number) => Promise<void>;
  },
): Promise<CollectedResponses> {
  const { game, taskId, bank } = params;
  const indexOf = new Map(bank.map((item, index) => [item.id, index]));
  const columns = new Columns();
  const bands: ('K-2' | '3+' | null)[] = [];
  let from: Date | null = null;
  let to: Date | null = null;
  let afterId: string | null = null;
  for (;;) {
    const page = await findCompletedRunsPage(db, {
      taskId,
      afterId,
      limit: RUN_PAGE,
      reliableOnly: true,
    });
    if (page.length === 0) break;
    const trials = await findTrialsOfRuns(db, page);
    for (const run of page) {
      const person = bands.length;
      bands.push(gradeBand(gradeOf(run)));
      const judged = judgeStoredRun(game, {
        taskId: run.taskId,
        params: run.params,
        seed: run.seed,
        trials: trials.get(run.id) ?? [],
      });
      for (const trial of judged) {
        const index = trial.itemId === null ? undefined : indexOf.get(trial.itemId);
        if (trial.stage !== 'test' || trial.correct === null || index === undefined) continue;
        columns.push(person, index, trial.correct);
      }
      const at = run.completedAt;
      if (at && (!from || at < from)) from = at;
      if (at && (!to || at > to)) to = at;
    }
    afterId = page.at(-1)!.id;
    await params.onPage(bands.length);
  }
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
  return {
    responses: columns.columns(),
    runs: bands.length,
    from: day(from),
    to: day(to),
    dif: [{ name: 'gradeBand', reference: 'K-2', focal: '3+', groupOf: (p) => bands[p] ?? null }],
  };
}
