#!/usr/bin/env node
// `npm start`: one command on a fresh machine. Builds each web app only when its dist/ is missing
// or older than its sources, then runs the API server (which serves the three apps) and forwards
// Ctrl-C / SIGTERM to it so that it closes its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webModules = ['public', 'admin', 'customer'];

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestIn(path.join(target, entry)));
  return newest;
}

/** Latest change of anything a module's build reads. */
export function newestSource(dir, module) {
  const inputs = [
    'src',
    'contract',
    'public',
    'index.html',
    'vite.config.ts',
    'build',
    `.env.${module}-prod`,
    'package.json',
  ];
  return Math.max(...inputs.map((input) => newestIn(path.join(dir, input))));
}

/** The modules whose dist/<module>/index.html is missing or older than their sources. */
export function staleModules(dir = root, outDir = path.join(dir, 'dist')) {
  return webModules.filter((module) => {
    const index = path.join(outDir, module, 'index.html');
    return !existsSync(index) || statSync(index).mtimeMs < newestSource(dir, module);
  });
}

function build(module) {
  console.log(`▶ building the ${module} web app (vite build --mode ${module}-prod)`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', `${module}-prod`, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`✖ the ${module} build failed`);
    process.exit(result.status ?? 1);
  }
}

function runServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  let stopping = false;
  const forward = (signal) => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

function main() {
  const stale = staleModules();
  if (stale.length === 0) console.log('✔ web apps are up to date (dist/)');
  for (const module of stale) build(module);
  const port = process.env.PORT ?? '3400';
  console.log(
    `▶ starting the server on http://localhost:${port} (data in ${process.env.DATA_DIR ?? './data'})`,
  );
  runServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
