#!/usr/bin/env node
// `npm run dev` (admin-dev), `dev:customer`, `dev:public`: the API server with hot reload on
// port 3401 (tsx watch) beside the Vite dev server on 3400, which proxies /api to it
// (vite.config.ts). Both stop together: Ctrl-C, or either one exiting, ends the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'admin-dev';
if (!/^(admin|customer|public)-[a-z]+$/.test(mode)) {
  console.error(`usage: node scripts/dev.mjs <admin-dev|customer-dev|public-dev>  (got "${mode}")`);
  process.exit(2);
}
const apiPort = process.env.API_PORT ?? '3401';
const webPort = process.env.PORT ?? '3400';

const children = [
  spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'watch',
      '--clear-screen=false',
      'server/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', mode], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(signal, exitCode) {
  if (!stopping) {
    stopping = true;
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) process.exit(exitCode);
}
for (const child of children) child.on('exit', (code) => stopAll('SIGTERM', code ?? 0));
process.on('SIGINT', () => stopAll('SIGINT', 0));
process.on('SIGTERM', () => stopAll('SIGTERM', 0));
console.log(
  `▶ ${mode}: web app on http://localhost:${webPort}, API on http://localhost:${apiPort} (proxied at /api)`,
);
