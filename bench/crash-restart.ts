/**
 * The crash test of the embedded database (issue 14, point 6): the real server on a fresh
 * DATA_DIR, trials uploaded from several runs at once, `kill -9` at a random moment, restart and
 * resend, N times; then every acknowledged trial must be stored exactly once. Prints the figures;
 * exits 1 when a trial was lost or doubled. Runs alone with
 * `npx tsx bench/crash-restart.ts [--cycles=20] [--seed=S]`; a short version runs in `npm test`
 * (apps/server/test/crash-restart.test.ts).
 */
import { pathToFileURL } from 'node:url';
import {
  crashHeld,
  runCrashCycles,
  type CrashOptions,
  type CrashReport,
} from './lib/crash-cycles.ts';

/** Options from `--cycles=N`, `--uploaders=N`, `--batch=N` and `--seed=S`. */
export function crashOptions(argv: readonly string[] = process.argv): CrashOptions {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const int = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const seed = arg('seed');
  return {
    cycles: int(arg('cycles'), 20),
    uploaders: int(arg('uploaders'), 6),
    batchSize: int(arg('batch'), 10),
    ...(seed ? { seed } : {}),
  };
}

/** Runs the crash cycles, printing one line per cycle. */
export async function measureCrashRestart(
  options: CrashOptions = crashOptions(),
): Promise<CrashReport> {
  return runCrashCycles({ ...options, log: (line) => console.warn(line) });
}

/** The figures as a Markdown table, with the verdict below. */
export function crashTable(report: CrashReport): string {
  const sorted = [...report.restartMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    '| Cycles | Trials sent | Requests | Cut by kill | Acknowledged | Stored | Lost | Duplicated | Restart (median) |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${report.cycles} | ${report.sent} | ${report.requests} | ${report.cutByKill} | ${report.acknowledged} | ${report.stored} | ${report.lost} | ${report.duplicated} | ${(median / 1000).toFixed(1)} s |`,
    '',
    `Every acknowledged trial stored exactly once after ${report.cycles} kills: ` +
      `${crashHeld(report) ? 'yes' : 'no'} (seed ${report.seed}` +
      `${report.unexpected > 0 ? `; ${report.unexpected} stored trials never sent` : ''}).`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await measureCrashRestart();
  console.log(`\n${crashTable(report)}`);
  if (!crashHeld(report)) process.exitCode = 1;
}
