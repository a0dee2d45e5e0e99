import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker process runs many test files in turn instead of starting afresh for each: loading the
    // installed packages (and jsdom) once per worker instead of once per file more than halves the
    // node and web projects' time. vitest.fresh-modules.ts re-evaluates the repository's own
    // modules for every file, so no module state or mock crosses from one file to the next.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'infra/test/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          globalSetup: ['packages/testing/src/global-setup.ts'],
          setupFiles: ['vitest.fresh-modules.ts'],
        },
      },
      {
        // The React app runs in a browser: its tests get a DOM and no database or Redis.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['vitest.fresh-modules.ts', 'web/src/test/setup-dom.ts'],
        },
      },
      {
        // Real Chromium against every service in-process, serving the production build of web/.
        // The global setup builds web/dist once per run (skipped when CI already built it).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['packages/testing/src/global-setup.ts', 'web/e2e/harness/global-setup.ts'],
          setupFiles: ['vitest.fresh-modules.ts'],
          testTimeout: 240_000,
        },
      },
      {
        // Services as separate processes, killed and cut off on purpose: `npm run test:faults`.
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          include: ['faults/src/**/*.fault.test.ts'],
          // Real processes killed at real moments: a scenario that fails is run once more, and a
          // behaviour that is really broken fails both times.
          retry: 1,
          // Each scenario file starts and kills real processes: it gets a worker of its own.
          isolate: true,
          globalSetup: ['packages/testing/src/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
