import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tasks',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
