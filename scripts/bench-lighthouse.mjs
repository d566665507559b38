#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) on the public
// pages and the back-office sign-in pages as `npm start` serves them, against the bars of
// quality.md (public: performance ≥ 98, accessibility 100, SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.02;
// sign-in: performance ≥ 95, accessibility 100, LCP ≤ 2.5 s, CLS ≤ 0.02 — a sign-in page is no
// page for search engines: robots.txt keeps them out, so SEO is printed, not checked). Prints
// the median of N runs per page.
//
// It builds the three apps (vite build --mode public-prod, admin-prod, customer-prod), starts
// the real server (tsx server/main.ts) on a free loopback port with a fresh temporary data dir
// (PGlite, seeded landing content), and runs Lighthouse through its Node API in Debian's
// Chromium with the flags of playwright.config.ts. Lighthouse clears the cache before each run:
// every run is a cold first load.
//
//   npm run bench:lighthouse                      # 3 runs of /, /about-us, /contact-us, /admin/login, /customer/login
//   npm run bench:lighthouse -- --runs 5          # more runs
//   npm run bench:lighthouse -- --no-build        # serve dist/ as it is
//   npm run bench:lighthouse -- --pages /,/admin/login
//   npm run bench:lighthouse -- --check           # exit 1 when a median misses a bar
//   npm run bench:lighthouse -- --json out.json   # also write the medians and every run
//   npm run bench:lighthouse -- --lhr DIR         # also write each run's whole Lighthouse report
//
// Env: CHROME_PATH (default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', '3')));
const PAGES = option('--pages', '/,/about-us,/contact-us,/admin/login,/customer/login').split(',');
const BUILD = !argv.includes('--no-build');
const CHECK = argv.includes('--check');
const JSON_OUT = option('--json', undefined);
const LHR_DIR = option('--lhr', undefined);
const CHROME_PATH = chromiumPath() ?? '/usr/bin/chromium';

/** quality.md: the public pages, and the back-office sign-in pages (no SEO bar: not for crawlers). */
const PUBLIC_BARS = { performance: 98, accessibility: 100, seo: 100, lcpMs: 2000, cls: 0.02 };
const SIGN_IN_BARS = { performance: 95, accessibility: 100, seo: 0, lcpMs: 2500, cls: 0.02 };
const barsOf = (page) => (/^\/(admin|customer)\//.test(page) ? SIGN_IN_BARS : PUBLIC_BARS);

// The e2e browser's switches (scripts/chromium.mjs); /dev/shm is small in containers.
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The builds the pages need: the public app, and the back-office apps of sign-in pages. */
function buildApps() {
  const modes = new Set(
    PAGES.map((page) =>
      page.startsWith('/admin/') ? 'admin' : page.startsWith('/customer/') ? 'customer' : 'public',
    ),
  );
  for (const module of modes) {
    console.log(`▶ building the ${module} app (vite build --mode ${module}-prod)`);
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        `${module}-prod`,
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`the ${module} build failed`);
  }
}

async function startServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-lighthouse-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: path.join(ROOT, 'dist'),
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_INITIAL_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh data dir seeds the address master data first: allow for a slow machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/commonController/check-api`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 180 s:\n${output}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = (id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    serverMs: value('server-response-time'),
    transferKb: value('total-byte-weight') / 1024,
    // Lighthouse's CPU score of this machine (a busy or slow one inflates TBT): see docs.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // Where the LCP's time went (TTFB, load delay, load time, render delay): a page whose LCP
    // takes one of two values says which phase moves.
    lcpPhases: (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
      .map((item) => `${item.phase} ${Math.round(item.timing)}`)
      .join(', '),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
      `${item.source ?? ''}: ${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.trim(),
    ),
    failing: {
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
      seo: failed('seo'),
    },
  };
}

/**
 * One Lighthouse run in a Chromium of its own (a browser reused across runs sometimes loses the
 * trace: NO_NAVSTART); a run that fails that way is tried once more.
 */
async function audit(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!answer?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (answer.lhr.runtimeError) {
      if (attempt < 2) return await audit(url, attempt + 1);
      throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
    }
    return answer.lhr;
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (BUILD) buildApps();
  const server = await startServer();
  console.log(`▶ server at ${server.origin}; Lighthouse ${RUNS}× per page (mobile, cold cache)`);
  const results = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const lhr = await audit(`${server.origin}${page}`);
        if (LHR_DIR) writeLhr(page, run, lhr);
        const result = figures(lhr);
        runs.push(result);
        console.log(
          `  ${page} run ${run}: perf ${result.performance}, a11y ${result.accessibility}, seo ${result.seo}, ` +
            `LCP ${Math.round(result.lcpMs)} ms (${result.lcpPhases}; server ${Math.round(result.serverMs)}), CLS ${result.cls.toFixed(3)}, ` +
            `TBT ${Math.round(result.tbtMs)} ms`,
        );
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      results.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        transferKb: pick('transferKb'),
        benchmarkIndex: pick('benchmarkIndex'),
        lcpElement: runs[0].lcpElement,
        failing: runs[0].failing,
        runs,
      });
    }
  } finally {
    await server.stop();
  }

  const misses = [];
  console.log(`\nLighthouse ${lighthouseVersion()} — mobile, median of ${RUNS}`);
  console.table(
    results.map((r) => {
      const bars = barsOf(r.page);
      const miss = [
        r.performance < bars.performance && `perf < ${bars.performance}`,
        r.accessibility < bars.accessibility && `a11y < ${bars.accessibility}`,
        r.seo < bars.seo && `SEO < ${bars.seo}`,
        r.lcpMs > bars.lcpMs && `LCP > ${bars.lcpMs} ms`,
        r.cls > bars.cls && `CLS > ${bars.cls}`,
      ].filter(Boolean);
      if (miss.length) misses.push(`${r.page}: ${miss.join(', ')}`);
      return {
        page: r.page,
        performance: r.performance,
        accessibility: r.accessibility,
        'best-practices': r.bestPractices,
        SEO: r.seo,
        'LCP s': (r.lcpMs / 1000).toFixed(2),
        CLS: r.cls.toFixed(3),
        'TBT ms': Math.round(r.tbtMs),
        'FCP s': (r.fcpMs / 1000).toFixed(2),
        'transfer KB': r.transferKb.toFixed(1),
        'CPU index': Math.round(r.benchmarkIndex),
        result: miss.length ? miss.join(', ') : 'ok',
      };
    }),
  );
  for (const r of results) {
    const failing = Object.entries(r.failing).filter(([, ids]) => ids.length > 0);
    if (failing.length)
      console.log(
        `${r.page} failing audits: ${failing.map(([c, ids]) => `${c}: ${ids.join(', ')}`).join('; ')}`,
      );
    if (r.lcpElement) console.log(`${r.page} LCP element: ${r.lcpElement}`);
    for (const line of new Set(r.runs.flatMap((run) => run.consoleErrors)))
      console.log(`${r.page} console: ${line}`);
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ runs: RUNS, results }, null, 2));
  if (CHECK && misses.length) {
    console.error(`\n✖ below the bar: ${misses.join('; ')}`);
    process.exitCode = 1;
  }
}

/** The whole report of a run, to read what a figure came of (network requests, LCP phases). */
function writeLhr(page, run, lhr) {
  mkdirSync(LHR_DIR, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
  writeFileSync(path.join(LHR_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
