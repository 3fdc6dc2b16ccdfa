/**
 * Estimation by grade (issue 20, item 7): for each grade K-12, both Word tasks (swr, swr-es) and
 * Picture Vocabulary (vocab, the other adaptive game; 48 four-choice items),
 * simulated children with abilities from the grade's provisional distribution N(theta(k), 1) play
 * the default adaptive test with their grade's prior, and each run is scored as the server
 * scores it. Prints reliability (corr(estimate, truth)^2), the mean bias and the worst quarter's
 * bias over the grade's central 95 %, and in K-5 the share of children below the 20th percentile
 * reported 'needs extra support' and the false flags among the others, against the issue's
 * targets. Never fails on a number. `npx tsx bench/word-by-grade.ts [--children=N]` (2,000 a grade).
 */
import { pathToFileURL } from 'node:url';
import { gameOf, measureGrade, type GradeMeasurement } from '@roar/tasks/registry';

const TASKS = ['swr', 'swr-es', 'vocab'] as const;
const GRADES = Array.from({ length: 13 }, (_, k) => k);

export function measureWordByGrade(children = 2000): GradeMeasurement[] {
  return TASKS.flatMap((taskId) => {
    const game = gameOf(taskId)!;
    return GRADES.map((grade) => measureGrade(game, taskId, grade, children, 'bench-word-grade'));
  });
}

const fixed = (x: number, digits = 3) => x.toFixed(digits);
const pct = (x: number | null) => (x === null ? '' : `${(100 * x).toFixed(1)} %`);

/** Whether a row meets the targets (reliability, bias, detection, false flags). */
export function meetsTargets(row: GradeMeasurement): boolean {
  const reliable = row.reliability >= (row.grade <= 1 ? 0.85 : 0.9);
  const unbiased = row.worstBinBias <= 0.1 && Math.abs(row.meanBias) <= 0.1;
  const flags = row.grade > 5 || ((row.detected ?? 0) >= 0.8 && (row.falseFlags ?? 1) <= 0.1);
  return reliable && unbiased && flags;
}

export function wordByGradeTable(rows: GradeMeasurement[]): string {
  const lines = [
    '| Task | Grade | Children | Reliability | Mean bias | Worst quarter bias | Needs support found | False flags | Targets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.taskId} | ${r.grade === 0 ? 'K' : r.grade} | ${r.children} | ${fixed(r.reliability)} | ${fixed(r.meanBias)} | ${fixed(r.worstBinBias)} | ${pct(r.detected)} | ${pct(r.falseFlags)} | ${meetsTargets(r) ? 'met' : 'not met'} |`,
    ),
  ];
  return `${lines.join('\n')}\n\nTargets (issue 20): reliability >= 0.85 in K-1 and >= 0.90 in grades 2-12; bias within +/- 0.10 over the central 95 % (mean, and each quarter of it); K-5: needs extra support found >= 80 %, false flags <= 10 %.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(wordByGradeTable(measureWordByGrade(arg ? Number(arg.split('=')[1]) : 2000)));
}
