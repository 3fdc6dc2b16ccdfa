// `npm test`: every test of the project. Unit and integration tests (Vitest, all workspaces; on
// PostgreSQL too when TEST_DATABASE_URL is set), then a production build of the web app and the
// end-to-end tests (Playwright in the system Chromium). Prints "N passed, N failed" at the end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSummary } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;

const statuses = [];
console.log('\n== Unit and integration tests (Vitest) ==');
statuses.push(
  run(npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
);

console.log('\n== Build of the web app ==');
const built = run(npm, ['run', 'build']);
statuses.push(built);
if (built === 0) {
  console.log('\n== End-to-end tests (Playwright, Chromium) ==');
  statuses.push(run(npm, ['test', '-w', '@roar/e2e']));
}

console.log('');
const { total } = printSummary();
process.exit(statuses.some((s) => s !== 0) || total.failed > 0 ? 1 : 0);
