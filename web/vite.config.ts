import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = 'http://127.0.0.1:3000';

/** zod, and the contracts' modules that define schemas with it: only forms validate, and they load on demand. */
const isSchemaCode = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) ||
  (/contracts[\\/]src[\\/].*\.ts$/.test(id) && readFileSync(id, 'utf8').includes("from 'zod'"));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: {
      '/api': server,
      '/updateHub': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // TanStack Query only: the grid's Table and Virtual come with the pages that draw grids.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            {
              name: 'react-aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/,
              // Only what pages use at first paint: the parts only dialogs use come with them.
              tags: ['$initial'],
            },
            // ECharts and its renderer, large and slow to change: only the dashboard and reports pages load them.
            // The renderer (zrender) is a chunk of its own, so that neither passes the 500 kB warning; it comes
            // first, as the charts group would otherwise take it in with the dependencies of ECharts.
            { name: 'charts-renderer', test: /node_modules[\\/]zrender[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](echarts|echarts-for-react|size-sensor)[\\/]/ },
            // Its own chunk, so that the entry runs it before the schemas chunk, where zod reads it as it loads.
            { name: 'zod-config', test: /src[\\/]lib[\\/]zod-config\.ts$/ },
            // Without the contracts' plain rules they import (dates, phone numbers), which the board uses.
            { name: 'schemas', test: isSchemaCode, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
