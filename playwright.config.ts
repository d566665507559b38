import { defineConfig, devices } from '@playwright/test';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';

// End-to-end tests of the public site: the production build (`vite build --mode public-prod`)
// served by `vite preview` on a free port, driven by a real Chromium.

/** Same order as scripts/ensure-browser.mjs; undefined = Playwright's own download. */
function chromiumPath(): string | undefined {
  for (const path of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Workers load this file again: the port chosen by the runner travels to them in the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const vite = 'node node_modules/vite/bin/vite.js';
// A build of its own: `npm start` (tests/e2e/server-start) rebuilds dist/ while these tests run.
const outDir = 'node_modules/.cache/e2e-public';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    locale: 'th-TH',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /back-office\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The back-office specs run against the real API server, which they start themselves
    // (tests/e2e/support/back-office-server.ts); the webServer above is not theirs. The setup
    // project builds the admin app once for them into a folder of its own.
    { name: 'back-office-build', testMatch: /back-office\/.*\.setup\.ts$/ },
    {
      name: 'back-office',
      testMatch: /back-office\/.*\.spec\.ts$/,
      dependencies: ['back-office-build'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // Always a fresh build (about 2 s): a stale dist/public would test yesterday's code.
    command: [
      `${vite} build --mode public-prod --logLevel warn --outDir ${outDir} --emptyOutDir`,
      `${vite} preview --mode public-prod --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    ].join(' && '),
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
