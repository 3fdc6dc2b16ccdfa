import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
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
