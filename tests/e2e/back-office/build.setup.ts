import { test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BACK_OFFICE_WEB_DIR, PROJECT_ROOT } from '../support/back-office-server';

// Builds the admin app once per run into a folder of its own (see support/back-office-server):
// a production build of the current sources, never a stale or half-rewritten dist/.
test('build the admin web app for the back-office tests', () => {
  test.setTimeout(180_000);
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const outDir = path.join(BACK_OFFICE_WEB_DIR, 'admin');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'admin-prod', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    { cwd: PROJECT_ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build --mode admin-prod failed:\n${result.stderr}`);
});
