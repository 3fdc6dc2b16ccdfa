/**
 * The math games at their full default length, simulated (issue 17): for each task, simulated
 * children with abilities drawn from N(0, 1) play the default variant through the game's own
 * rules and the server's scoring (`scoreStoredRun`). Prints the median number of test items, the
 * mean and spread of the headline score, and for Core Math the correlation of the estimated
 * ability with the true one (target: r >= 0.90 at its median length). Never fails on a number.
 * `npx tsx bench/math-games.ts [--children=N]`.
 */
import { pathToFileURL } from 'node:url';
import { COMPOSITE } from '@roar/tasks/registry';
import { simulatedRuns } from './lib/simulated-runs.ts';
import { correlation, mean, median } from './lib/stats.ts';

const MATH_TASKS = ['fluency-arf', 'fluency-calf', 'roam-alpaca', 'roam-alpaca-es', 'egma-math'];

export interface MathRow {
  taskId: string;
  children: number;
  medianItems: number;
  meanScore: number;
  sdScore: number;
  /** Core Math: correlation of the estimated ability with the simulated one. */
  recovery: number | null;
}

export function measureMathGames(children = 1000): MathRow[] {
  return MATH_TASKS.map((taskId) => {
    const runs = simulatedRuns(taskId, children, (theta) =>
      String(Math.min(8, Math.max(0, Math.round(4 + theta / 0.6)))),
    );
    const items = runs.map((r) => r.trials.filter((t) => t.stage === 'test').length);
    const scores = runs.map((r) => r.scored.computed.composite.rawScore ?? 0);
    const truth: number[] = [];
    const estimates: number[] = [];
    for (const { theta, scored } of runs) {
      const estimate = scored.raw[COMPOSITE]?.test?.thetaEstimate;
      if (estimate !== undefined) {
        truth.push(theta);
        estimates.push(estimate);
      }
    }
    const m = mean(scores);
    return {
      taskId,
      children,
      medianItems: median(items),
      meanScore: Math.round(m * 10) / 10,
      sdScore: Math.round(Math.sqrt(mean(scores.map((s) => (s - m) ** 2))) * 10) / 10,
      recovery:
        estimates.length === children
          ? Math.round(correlation(truth, estimates) * 1000) / 1000
          : null,
    };
  });
}

export function mathTable(rows: MathRow[]): string {
  const lines = [
    '| Task | Simulated children | Median test items | Mean score | SD | Ability recovery (r) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.taskId} | ${r.children} | ${r.medianItems} | ${r.meanScore} | ${r.sdScore} | ${r.recovery ?? '—'} |`,
    ),
  ];
  return `${lines.join('\n')}\n\nTarget: Core Math recovers ability with r >= 0.90 at its median length. Fluency scores are right answers in the default time (simulated response times); Core Math scores are on the 100-900 scale.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(mathTable(measureMathGames(arg ? Number(arg.split('=')[1]) : 1000)));
}
