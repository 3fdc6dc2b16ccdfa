/**
 * Validity flags that catch guessing (issue 20, item 8): for each grade K-12 and both Word tasks,
 * simulated children of the grade answer by ability (engaged), at random at a normal pace
 * (guessers) or with one key throughout; each run is scored as the server scores it. Prints the
 * share of runs scored unreliable and of each flag, against the targets (guessers >= 90 %
 * flagged, engaged children <= 2 %). Never fails on a number.
 * `npx tsx bench/validity-flags.ts [--children=N]` (1,000 a grade and kind of child).
 */
import { pathToFileURL } from 'node:url';
import { gameOf, measureFlags, type FlagMeasurement } from '@roar/tasks/registry';

const TASKS = ['swr', 'swr-es'] as const;
const GRADES = Array.from({ length: 13 }, (_, k) => k);
const KINDS = ['ability', 'random', 'one-key'] as const;
const FLAGS = ['accuracyAtChance', 'personMisfit', 'sameResponseThroughout', 'stimulusTimingOff'];

export function measureValidityFlags(children = 1000): FlagMeasurement[] {
  return TASKS.flatMap((taskId) => {
    const game = gameOf(taskId)!;
    return KINDS.flatMap((kind) =>
      GRADES.map((grade) => measureFlags(game, taskId, grade, kind, children, 'bench-flags')),
    );
  });
}

const pct = (x: number | undefined) => `${(100 * (x ?? 0)).toFixed(1)} %`;
const KIND_LABEL = { ability: 'engaged', random: 'guesser', 'one-key': 'one key' } as const;

export function validityFlagsTable(rows: FlagMeasurement[]): string {
  const pooled = (taskId: string, kind: FlagMeasurement['answers']) => {
    const list = rows.filter((r) => r.taskId === taskId && r.answers === kind);
    return list.reduce((sum, r) => sum + r.unreliable, 0) / list.length;
  };
  const lines = [
    `| Task | Child | Grade | Children | Unreliable | ${FLAGS.join(' | ')} |`,
    `|---|---|---|---|---|${FLAGS.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.taskId} | ${KIND_LABEL[r.answers]} | ${r.grade === 0 ? 'K' : r.grade} | ${r.children} | ${pct(r.unreliable)} | ${FLAGS.map((f) => pct(r.flags[f])).join(' | ')} |`,
    ),
    '',
    ...TASKS.flatMap((taskId) =>
      KINDS.map(
        (kind) =>
          `${taskId}, ${KIND_LABEL[kind]}, grades K-12 pooled: ${pct(pooled(taskId, kind))} unreliable`,
      ),
    ),
  ];
  return `${lines.join('\n')}\n\nTargets (issue 20): guessers >= 90 % flagged, engaged children <= 2 %.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(validityFlagsTable(measureValidityFlags(arg ? Number(arg.split('=')[1]) : 1000)));
}
