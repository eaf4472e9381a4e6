import { defineConfig } from 'vitest/config';

// One run over every workspace: unit and contract suites in parallel, browser suites one file at a time.
export default defineConfig({
  test: {
    reporters: ['default', './vitest.summary.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,platform,command-service,projection-service,query-service,server}/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'browser',
          include: ['e2e/src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
