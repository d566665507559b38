import { test } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_WEB_DIR, PROJECT_ROOT } from './support/app-server';

const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

function build(module: 'admin' | 'customer' | 'public'): Promise<void> {
  const outDir = path.join(E2E_WEB_DIR, module);
  const args = [
    vite,
    'build',
    '--mode',
    `${module}-prod`,
    '--logLevel',
    'error',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build --mode ${module}-prod failed:\n${stderr}`)),
    );
  });
}

// Builds the three web apps once per run into a folder of their own (see support/app-server):
// production builds of the current sources, never a stale or half-rewritten dist/.
test('build the web apps for the end-to-end tests', async () => {
  test.setTimeout(300_000);
  await Promise.all([build('admin'), build('customer'), build('public')]);
});
