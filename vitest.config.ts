import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project keeps its own environment.
// Two workers: Vitest's default (cores - 1) is one worker on a 2-core CI machine. The stage is
// mostly CPU-bound, but files that wait on child processes (crash, restart, two servers) now
// overlap with others: 26 min against 28 in a fresh-clone run. Every file that needs a database
// makes its own (packages/db testing.ts), so files can run side by side.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'packages/db',
      'packages/scoring',
      'packages/tasks',
      'apps/server',
      'apps/web',
    ],
  },
});
