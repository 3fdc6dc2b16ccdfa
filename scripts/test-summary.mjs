// Sums the JSON reports of every test runner into one line: "N passed, N failed".
// Used by scripts/test.mjs (npm test) and by .ci/run.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const reportsDir = fileURLToPath(new URL('../reports/', import.meta.url));

function readJson(name) {
  const file = `${reportsDir}${name}`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Counts of one run of `npm test`, from the reports the runners wrote. */
export function summarise() {
  const runners = [];
  const vitest = readJson('vitest.json');
  if (vitest) {
    runners.push({
      name: 'vitest',
      passed: vitest.numPassedTests ?? 0,
      failed:
        (vitest.numFailedTests ?? 0) +
        (vitest.numFailedTestSuites && !vitest.numFailedTests ? 1 : 0),
      skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
    });
  }
  const playwright = readJson('playwright.json');
  if (playwright) {
    const s = playwright.stats ?? {};
    runners.push({
      name: 'playwright',
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: s.unexpected ?? 0,
      skipped: s.skipped ?? 0,
      errors: playwright.errors?.length ?? 0,
    });
  }
  const total = runners.reduce(
    (t, r) => ({
      passed: t.passed + r.passed,
      failed: t.failed + r.failed + (r.errors ?? 0),
      skipped: t.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  return { runners, total };
}

const firstLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** The failed tests, one line each, so that a log's last lines name what failed. */
export function failures() {
  const lines = [];
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const file of readJson('vitest.json')?.testResults ?? []) {
    const name = file.name.replace(root, '');
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failed)
      lines.push(`vitest ${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      lines.push(`vitest ${name}: ${firstLine(file.message)}`);
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message;
        lines.push(`playwright ${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson('playwright.json')?.suites ?? []) walk(suite);
  return lines;
}

/** Prints the failed tests, each runner's counts and the last line "N passed, N failed". */
export function printSummary() {
  const { runners, total } = summarise();
  const failed = failures();
  if (failed.length > 0) console.log(`Failed:\n${failed.map((l) => `  ${l}`).join('\n')}`);
  for (const r of runners)
    console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return { runners, total };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runners, total } = printSummary();
  process.exit(total.failed > 0 || runners.length === 0 ? 1 : 0);
}
