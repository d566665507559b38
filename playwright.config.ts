import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

// End-to-end tests in a real Chromium against the real server (tests/e2e/support/app-server):
// the web-build project builds the three apps once, then the public site and the back-office
// specs each start servers of their own on free ports with fresh data dirs; server-start runs
// `npm start` itself.

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  // How long a screen may take to show what a step expects. Two workers share two cores, each
  // with a browser and a server of its own, and CI's machines differ by 2×: on the slower one a
  // page opened fresh (every chunk compiled anew) behind a server busy with a previous test's
  // jobs took over 10 s (stop 42's CI: four first screens). A bound, never a wait when it shows.
  expect: { timeout: 20_000 },
  outputDir: 'test-results/e2e',
  use: {
    locale: 'th-TH',
    // A failed test keeps its trace: every action with the page's DOM before and after it. Not
    // the screencast: encoding a frame for each paint was a quarter of the run's CPU (one spec,
    // 197 s of CPU with it, 151 s without; 144 s with no trace at all). docs/testing.md.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  // Each project names its own folder: a regex over the absolute path would also match the
  // name of the folder the repository happens to be checked out in.
  projects: [
    { name: 'web-build', testDir: 'tests/e2e', testMatch: 'web-build.setup.ts' },
    {
      name: 'public',
      testDir: 'tests/e2e/public',
      dependencies: ['web-build'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'back-office',
      testDir: 'tests/e2e/back-office',
      dependencies: ['web-build'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Builds dist/ through start.mjs when it is stale, so it needs no web-build.
    { name: 'server-start', testDir: 'tests/e2e', testMatch: 'server-start.spec.ts' },
  ],
});
