import { test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { staleModules } from '../../scripts/start.mjs';
import { E2E_WEB_DIR, prepareSeededDataDir, PROJECT_ROOT } from './support/app-server';

const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

type WebModule = 'admin' | 'customer' | 'public';

/**
 * A dist/ build of the current sources (as `npm test` makes just before) is copied, not rebuilt;
 * the public site's with its server renderer, built beside it into dist/public-server.
 */
function copyFromDist(module: WebModule): void {
  const folders = module === 'public' ? ['public', 'public-server'] : [module];
  for (const folder of folders) {
    const outDir = path.join(E2E_WEB_DIR, folder);
    rmSync(outDir, { recursive: true, force: true });
    cpSync(path.join(PROJECT_ROOT, 'dist', folder), outDir, { recursive: true });
  }
}

function build(module: WebModule): Promise<void> {
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

// Puts the three web apps once per run into a folder of their own (see support/app-server):
// production builds of the current sources, never a stale or half-rewritten dist/. Meanwhile the
// real server migrates and seeds the data dir that every e2e server starts from.
test('build the web apps and seed the data for the end-to-end tests', async () => {
  test.setTimeout(300_000);
  const stale = new Set<string>(staleModules());
  const modules: WebModule[] = ['admin', 'customer', 'public'];
  for (const module of modules) if (!stale.has(module)) copyFromDist(module);
  await Promise.all([...modules.filter((module) => stale.has(module)).map(build), prepareSeededDataDir()]);
});
