/**
 * `npm run bench`: every benchmark, printing figures. `-- --write-readme` also records them in the
 * README's Performance section. `-- --quick` runs each at a smaller size (what CI runs, to stay
 * within its time: non-negotiable 2); its figures are not the README's. Needs a build of the web
 * app (`npm run build`).
 */
import { bundleTable, measureBundles, overBudget } from './bundle-budget.ts';
import { calibrationTable, measureCalibration } from './calibration.ts';
import { cognitionTable, measureCognitionGames } from './cognition-games.ts';
import { exposureTable, measureExposureFigures } from './exposure.ts';
import { crashTable, measureCrashRestart } from './crash-restart.ts';
import { writeReadmeBlock } from './lib/readme.ts';
import { mathTable, measureMathGames } from './math-games.ts';
import { measureReportQueries, reportOptions, reportTable } from './report-queries.ts';
import { measureSlowNetwork, slowNetworkTable } from './slow-network.ts';
import { measureSchoolMorning, morningOptions, morningTable } from './school-morning.ts';
import { importTable, measureStudentImport } from './student-import.ts';
import { measureTrialThroughput, throughputOptions, throughputTable } from './trial-throughput.ts';
import { measureTrialTiming, timingTable } from './trial-timing.ts';
import { measureValidityFlags, validityFlagsTable } from './validity-flags.ts';
import { measureWordByGrade, wordByGradeTable } from './word-by-grade.ts';

const writeReadme = process.argv.includes('--write-readme');
const quick = process.argv.includes('--quick');
if (quick && writeReadme) throw new Error('--quick figures are not the README figures');
if (quick) console.log('Quick run (smaller sizes): the README gives the full figures.');
/** The full size, or the quick one. */
const size = (full: number, small: number) => (quick ? small : full);
/** Prints a section's table with the time it took (what CI spends on it). */
let sectionStart = performance.now();
function section(title: string, table: string): void {
  const seconds = (performance.now() - sectionStart) / 1000;
  console.log(`\n${title} (measured in ${seconds.toFixed(0)} s)\n`);
  console.log(table);
  sectionStart = performance.now();
}

const bundleRows = await measureBundles();
const bundles = bundleTable(bundleRows);
section('First-load budgets', bundles);
for (const row of overBudget(bundleRows)) {
  console.error(
    `Over budget: ${row.page} (${row.method}) ${row.kb.toFixed(1)} KB > ${row.budgetKb} KB`,
  );
  process.exitCode = 1;
}

const slow = slowNetworkTable(await measureSlowNetwork());
section('First paint on slow 3G with a 4x slower CPU, cold cache, HTTP/1.1', slow);

const trials = throughputTable(
  await measureTrialThroughput({
    ...throughputOptions(),
    ...(quick ? { students: 20, trialsPerStudent: 10, pacedTrials: 2, paceMs: 500 } : {}),
  }),
);
section('Trial uploads on PostgreSQL', trials);

const morning = morningTable(
  await measureSchoolMorning({
    ...morningOptions(),
    ...(quick ? { pupils: 40, signInSeconds: 4, trials: 5, paceMs: 100 } : {}),
  }),
);
section('A school morning: pupils of one school behind one address, default limits', morning);

const timing = timingTable(
  await measureTrialTiming(quick ? { rtCount: 50, perFrameCount: 1 } : {}),
);
section('Trial timing in headless Chromium', timing);

const reports = reportTable(
  await measureReportQueries({
    ...reportOptions(),
    ...(quick ? { students: 2_000, runs: 1, csvRuns: 1 } : {}),
  }),
);
section('Report queries on PostgreSQL', reports);

const imports = importTable(await measureStudentImport(size(10_000, 200), { embeddedOnly: quick }));
section('Student import (a background job) on both databases', imports);

// The quick run leaves the crash cycles to their short version in `npm test` (crash-restart.test).
const crash = quick ? null : crashTable(await measureCrashRestart({ cycles: 20 }));
if (crash) section('kill -9 and restart of the embedded database', crash);

const math = mathTable(measureMathGames(size(1000, 100)));
section('Math games at full length, simulated', math);

const cognition = cognitionTable(measureCognitionGames(size(500, 100)));
section('Cognition games at full length, simulated', cognition);

const wordByGrade = wordByGradeTable(measureWordByGrade(size(2000, 15)));
section(
  'Adaptive games by grade: reliability, bias and support flags with the grade prior',
  wordByGrade,
);

const exposure = exposureTable(measureExposureFigures(size(500, 4)));
section('Item exposure, retest overlap and Sentence form equating', exposure);

const flags = validityFlagsTable(measureValidityFlags(size(1000, 10)));
section('Word validity flags: engaged children, guessers and one-key presses', flags);

const calibration = calibrationTable(measureCalibration(size(100_000, 2_000), size(5, 1)));
section('Item calibration: recovery, planted misfits, a large sample', calibration);

if (writeReadme) {
  const date = new Date().toISOString().slice(0, 10);
  writeReadmeBlock('bundle', `Measured ${date} by \`npm run bench\`:\n\n${bundles}`);
  writeReadmeBlock('slow-network', `Measured ${date} by \`npm run bench\`:\n\n${slow}`);
  writeReadmeBlock('trials', `Measured ${date} by \`npm run bench\`:\n\n${trials}`);
  writeReadmeBlock('morning', `Measured ${date} by \`npm run bench\`:\n\n${morning}`);
  writeReadmeBlock('timing', `Measured ${date} by \`npm run bench\`:\n\n${timing}`);
  writeReadmeBlock('reports', `Measured ${date} by \`npm run bench\`:\n\n${reports}`);
  writeReadmeBlock('import', `Measured ${date} by \`npm run bench\`:\n\n${imports}`);
  writeReadmeBlock('crash', `Measured ${date} by \`npm run bench\`:\n\n${crash!}`);
  writeReadmeBlock('math', `Measured ${date} by \`npm run bench\`:\n\n${math}`);
  writeReadmeBlock('cognition', `Measured ${date} by \`npm run bench\`:\n\n${cognition}`);
  writeReadmeBlock('word-by-grade', `Measured ${date} by \`npm run bench\`:\n\n${wordByGrade}`);
  writeReadmeBlock('exposure', `Measured ${date} by \`npm run bench\`:\n\n${exposure}`);
  writeReadmeBlock('validity-flags', `Measured ${date} by \`npm run bench\`:\n\n${flags}`);
  writeReadmeBlock('calibration', `Measured ${date} by \`npm run bench\`:\n\n${calibration}`);
  console.log('\nREADME updated.');
}
