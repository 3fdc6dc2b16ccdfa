/**
 * The cognition games at their full default length, simulated (issue 18): for each game,
 * simulated children with abilities drawn from N(0, 1) play the default variant through the
 * game's own rules and the server's scoring (`scoreStoredRun`). Prints the median number of test
 * trials, the mean and spread of the raw score, how well the raw score follows ability (r), and
 * the share of runs the server calls reliable. Never fails on a number.
 * `npx tsx bench/cognition-games.ts [--children=N]`.
 */
import { pathToFileURL } from 'node:url';
import { simulatedRuns } from './lib/simulated-runs.ts';
import { correlation, mean, median } from './lib/stats.ts';

const COGNITION_TASKS = [
  'hearts-and-flowers',
  'memory-game',
  'matrix-reasoning',
  'mental-rotation',
  'same-different-selection',
  'theory-of-mind',
  'trog',
];

export interface CognitionRow {
  taskId: string;
  children: number;
  medianTrials: number;
  meanScore: number;
  sdScore: number;
  /** Correlation of the raw score with the simulated ability. */
  r: number;
  /** Share of runs scored reliable (%). */
  reliable: number;
}

export function measureCognitionGames(
  children = 500,
  tasks: readonly string[] = COGNITION_TASKS,
): CognitionRow[] {
  return tasks.map((taskId) => {
    const runs = simulatedRuns(taskId, children, () => '3');
    const trialsCount = runs.map((r) => r.trials.filter((t) => t.stage === 'test').length);
    const scores = runs.map((r) => r.scored.computed.composite.rawScore ?? 0);
    const thetas = runs.map((r) => r.theta);
    const reliable = runs.filter((r) => r.scored.reliable).length;
    const m = mean(scores);
    return {
      taskId,
      children,
      medianTrials: median(trialsCount),
      meanScore: Math.round(m * 10) / 10,
      sdScore: Math.round(Math.sqrt(mean(scores.map((s) => (s - m) ** 2))) * 10) / 10,
      r: Math.round(correlation(thetas, scores) * 1000) / 1000,
      reliable: Math.round((1000 * reliable) / children) / 10,
    };
  });
}

export function cognitionTable(rows: CognitionRow[]): string {
  const lines = [
    '| Game | Simulated children | Median test trials | Mean raw score | SD | Score-ability r | Reliable runs |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.taskId} | ${r.children} | ${r.medianTrials} | ${r.meanScore} | ${r.sdScore} | ${r.r} | ${r.reliable} % |`,
    ),
  ];
  return `${lines.join('\n')}\n\nDefault variants at full length; raw scores have no norms (provisional item difficulties in the simulated child only).`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(cognitionTable(measureCognitionGames(arg ? Number(arg.split('=')[1]) : 500)));
}
