import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = {
  src: fileURLToPath(new URL('./src', import.meta.url)),
  contract: fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    // Vitest's default (one core left for itself) gives a 2-core machine, like CI's, a single
    // worker, and half the machine idles: the main process only transforms and reports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        // Unit tests run the admin-dev build's env (src/config/env.ts reads it).
        envDir: '.',
        mode: 'admin-dev',
        test: {
          name: 'unit',
          // happy-dom: a fifth less CPU than jsdom on the heaviest screens. A file that needs what
          // only jsdom does (computed colours, roles of landmark navigation) says
          // `// @vitest-environment jsdom` on its first line (docs/testing.md).
          environment: 'happy-dom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // One worker runs many files (jsdom, happy-dom and node_modules load once per worker, not
          // once per file); fresh-file.ts gives each file fresh product modules, no earlier file's
          // window listeners and a blank page. UNIT_ISOLATE=1 gives each file a worker of its own
          // again (docs/testing.md: 209 s against 277 s wall for the tier, quiet machine).
          isolate: process.env.UNIT_ISOLATE === '1',
          setupFiles: ['tests/unit/fresh-file.ts', 'tests/unit/setup.ts'],
          css: false,
          // Whole screens render in jsdom; with two workers on a busy 2-core machine a test that
          // types through a dialog's steps can take over 30 s (a real failure still fails).
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          globalSetup: ['tests/server/support/global-setup.ts'],
          // PGlite is heavy: one database per worker file pool, files in parallel on 2 cores.
          pool: 'forks',
          // Files share a worker's modules (one import of the server per worker, not per file):
          // each file has its own app and database clone, and no module keeps a file's state.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes on one PostgreSQL 15 (docs/jobs.md, docs/testing.md): a cluster of
        // the run's own unless DATABASE_URL is set, and an empty database per file.
        test: {
          name: 'servers',
          environment: 'node',
          include: ['tests/servers/**/*.test.ts'],
          setupFiles: ['tests/servers/setup.ts'],
          globalSetup: ['tests/servers/support/global-setup.ts'],
          pool: 'forks',
          // Each file starts several servers: one file at a time on a 2-core machine.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Production builds of each module, checked for code that belongs to another module.
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
