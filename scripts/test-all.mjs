#!/usr/bin/env node
// `npm test`: lint, format and typecheck (side by side), production builds, unit + server + build
// tests, end-to-end tests.
// Stops at the first failing step and ends with one plain summary line ("N passed, N failed").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step
 * A stage is one step, or steps that run side by side (each is single-threaded; on CI's two
 * cores the three checks take as long as the slowest, lint).
 * @type {(Step | Step[])[]}
 */
const stages = [
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'typecheck', command: 'npx', args: ['tsc', '-b', '--noEmit'] },
  ],
  // Before the tests: tests/build reads these builds instead of making its own when they are
  // current, and the end-to-end tests copy them.
  { name: 'build (all modules)', command: 'npm', args: ['run', 'build'] },
  {
    name: 'unit, server and build tests',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
  },
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

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** One step with its output shown as it comes. */
function runShown({ name, command, args, env = {} }) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return run.status === 0;
}

/** Steps side by side; each one's output is shown in one piece when it ends. */
async function runSideBySide(steps) {
  console.log(`\n▶ ${steps.map(({ name }) => name).join(', ')}: side by side`);
  const ends = steps.map(
    ({ name, command, args, env = {} }) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, args, { env: { ...process.env, ...env } });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
          process.stdout.write(Buffer.concat(output));
          console.log(`◀ ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
          resolve(code === 0 ? null : name);
        });
      }),
  );
  const failures = (await Promise.all(ends)).filter(Boolean);
  return failures.length === 0 ? null : failures.join(', ');
}

/** @type {string | null} */
let failedStep = null;
for (const stage of stages) {
  if (Array.isArray(stage)) failedStep = await runSideBySide(stage);
  else if (!runShown(stage)) failedStep = stage.name;
  if (failedStep) break;
}

const { passed, failed } = counts();
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
