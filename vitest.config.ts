import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// One run over every workspace: unit, integration, contract and component suites in parallel, then the browser suites two
// files at a time (each starts its own Bayline on a free port in its own data folder, and its own Chromium: they share
// nothing). A test file's name and place say its kind and so its project; `npm run check:test-kinds` holds each to it.
/**
 * The embedded read store behaves in tests as MongoDB would where the two differ (platform/src/read-store/like-mongodb.ts):
 * BSON round trips, refused keys and sizes, unsorted finds in a shuffled order (BAYLINE_SHUFFLE_SEED repeats one).
 */
const LIKE_MONGODB = { BAYLINE_READ_STORE_LIKE_MONGODB: '1' };

export default defineConfig({
  test: {
    reporters: ['default', './vitest.summary.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,platform,command-service,projection-service,query-service,server}/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.integration.test.ts'],
          env: LIKE_MONGODB,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A whole Bayline, in this process or as processes, driven over HTTP.
        test: {
          name: 'integration',
          include: ['server/src/**/*.integration.test.ts'],
          env: LIKE_MONGODB,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },

      'web/vite.config.ts',
      {
        // The web's components rendered in a DOM of their own (happy-dom) and driven as a user would.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/component-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // A group of their own, after the unit suites: a project's worker count is its group's.
          sequence: { groupOrder: 1 },
          // A browser waits for the state it needs: on a busy machine a screen may take seconds to get there.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
