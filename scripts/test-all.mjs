#!/usr/bin/env node
// `npm test`: lint, format, typecheck, unit + server tests, production builds, end-to-end tests.
// Stops at the first failing step and ends with one plain summary line ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @type {{ name: string, command: string, args: string[], env?: Record<string, string> }[]} */
const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b', '--noEmit'] },
  {
    name: 'unit and server tests',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
  },
  { name: 'build (all modules)', command: 'npm', args: ['run', 'build'] },
  { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs'] },
  {
    name: 'end-to-end tests',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` },
  },
];

function counts() {
  let passed = 0;
  let failed = 0;
  const vitest = `${results}/vitest.json`;
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const playwright = `${results}/playwright.json`;
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

/** @type {string | null} */
let failedStep = null;
for (const { name, command, args, env = {} } of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = counts();
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
