// npm run bench:size — the JS + CSS (gzip) each module's first routes download (docs/bundle-size.md).
//
// For every module build in dist/<module> (built with `vite build --mode <module>-prod` when
// missing, or always with --build), a route's first load is, from the Vite manifest:
//   index.html's entry script, modulepreload and stylesheet links, and the entry chunk's static
//   imports with their CSS (public: and the app-start entry the server's HTML loads first);
//   + the module's route tree (src/app/routes/<module>-routes.tsx, imported dynamically by the
//     router) with its static imports and CSS — or nothing more when the build has put the tree
//     in the entry chunk (build/first-load-chunk.ts does; checked below, never assumed);
//   + the route's lazy chunks (layout, page), each with its static imports and CSS;
//   + for a route whose first screen calls the API (`api: true`), the API transport chunk
//     (src/lib/api-transport.ts: axios), which src/lib/api-client loads with the first call.
// The back-office's first load is its signed-out pages; the dashboard adds the signed-in app's
// chunk (`signed-in`, with the route tree) and what its screens import.
// Chunks loaded later on demand (the mobile drawer, dropdowns, other pages, the English texts)
// are not counted; fonts and images are not counted. Each file counts gzip -9 on its own, as a
// server sends it.
//
// --browser cross-checks the figures in Chromium: each route of each build is served from
// dist/ on a local port and opened with a cold cache, and every .js/.css file the browser asked
// for is counted the same way. --check exits 1 when a bar is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));

// The back-office's first load is its signed-out pages (src/app/routes/signed-out-routes.tsx); the
// signed-in app is a chunk of its own (`signed-in` in the manifest: build/first-load-chunk.ts)
// with the module's route tree, loaded after the sign-in.
const SIGNED_IN = 'signed-in';
const BACK_OFFICE_PAGES = [
  { name: 'login', path: '/login', chunks: ['src/features/auth/routes/login-page.tsx'], budgetKb: 170 },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    chunks: ['src/features/account/routes/forgot-password-page.tsx'],
  },
  {
    name: 'change-password',
    path: '/change-password',
    // The forced change after a sign-in with a password someone else set.
    signedIn: { mustChangePassword: true },
    chunks: ['src/features/account/routes/forced-password-change-page.tsx'],
  },
  {
    name: 'dashboard (first screen after login)',
    path: '/',
    signedIn: {},
    // The menus are fetched at once.
    api: true,
    chunks: [SIGNED_IN, 'src/app/dashboard-shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'],
    budgetKb: 250,
  },
];

const MODULES = [
  {
    module: 'public',
    mode: 'public-prod',
    pages: [
      { name: 'landing', path: '/', chunks: ['src/features/landing/routes/landing-page.tsx'], budgetKb: 150 },
      {
        name: 'about',
        path: '/about-us',
        chunks: ['src/features/about/routes/about-page.tsx'],
        budgetKb: 150,
      },
      {
        name: 'contact',
        path: '/contact-us',
        chunks: ['src/features/contact/routes/contact-page.tsx'],
        budgetKb: 150,
      },
    ],
  },
  { module: 'admin', mode: 'admin-prod', pages: BACK_OFFICE_PAGES },
  { module: 'customer', mode: 'customer-prod', pages: BACK_OFFICE_PAGES },
];

function ensureBuild({ module, mode }) {
  const dist = join(ROOT, 'dist', module);
  if (!args.has('--build') && existsSync(join(dist, '.vite/manifest.json'))) return dist;
  console.log(`building ${mode} …`);
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  return dist;
}

/** Files index.html makes the browser download at once (paths relative to the dist folder). */
function filesOfIndexHtml(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const rel = /rel="([^"]+)"/.exec(tag)?.[1];
    if (!isScript && rel !== 'modulepreload' && rel !== 'stylesheet') continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^https?:/.test(url)) continue;
    const assetIndex = url.indexOf('assets/');
    files.add(assetIndex >= 0 ? url.slice(assetIndex) : url.replace(/^\//, ''));
  }
  return files;
}

/**
 * The public site's app-start entry (src/app-start.ts), which the server's HTML loads in place
 * of the entry script (and which then loads it): none for the other modules.
 */
function appStartFile(dist) {
  const seoFile = join(dist, '.vite/seo.json');
  if (!existsSync(seoFile)) return [];
  const { appStart } = JSON.parse(readFileSync(seoFile, 'utf8'));
  if (!appStart) throw new Error('seo.json names no appStart: update scripts/bench-size.mjs');
  return [appStart.slice(appStart.indexOf('assets/'))];
}

/** The manifest key of a group chunk (`_signed-in-<hash>.js`) or of a module. */
function keyOf(manifest, name) {
  if (manifest[name]) return name;
  const group = Object.keys(manifest).find((key) => key.startsWith(`_${name}-`) && key.endsWith('.js'));
  if (!group) throw new Error(`${name} is not in the Vite manifest: update scripts/bench-size.mjs`);
  return group;
}

/** A manifest chunk with everything it statically imports, and their CSS. */
function closure(manifest, key, into = new Set(), seen = new Set()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into, seen);
  return into;
}

/**
 * The route tree's files. A dynamic import the bundler resolved into the entry chunk itself
 * shows in the manifest as the entry dynamically importing itself: then the tree is in the
 * entry, already counted. Anything else (a renamed tree, a tree merged into some lazy chunk)
 * stops the bench rather than count less than the browser loads.
 */
function routeTreeFiles(manifest, module) {
  const key = `src/app/routes/${module}-routes.tsx`;
  if (manifest[key]) return closure(manifest, key);
  // The back-office's tree is in the signed-in app's chunk, counted with the signed-in routes.
  if (module !== 'public' && !manifest[key]) return new Set();
  const [entryKey, entry] =
    Object.entries(manifest).find(([key, chunk]) => key === 'index.html' && chunk.isEntry) ?? [];
  if (entry?.dynamicImports?.includes(entryKey)) return new Set();
  throw new Error(
    `${key} is neither a chunk of its own nor in the entry chunk: update scripts/bench-size.mjs`,
  );
}

const gzipCache = new Map();
function sizesOf(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!/\.(js|css)$/.test(file)) continue;
    if (!gzipCache.has(join(dist, file))) {
      const content = readFileSync(join(dist, file));
      gzipCache.set(join(dist, file), { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    const size = gzipCache.get(join(dist, file));
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

// ------------------------------------------------------------------------------ --browser

const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/** dist/<module> as the server serves it: files, else index.html (client routes); no API. */
function serveDist(dist, basePath) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const inApp = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    let file = join(dist, normalize(`/${decodeURIComponent(inApp)}`));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    response
      .writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

const API_TRANSPORT = 'src/lib/api-transport.ts';

const SESSION_KEYS = { admin: 'admin-session', customer: 'customer-session' };

/** The .js/.css files (relative to dist) Chromium downloads for one route, cold cache. */
async function browserFiles(browser, origin, basePath, module, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const files = new Set();
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const assetIndex = pathname.indexOf('assets/');
    if (assetIndex >= 0 && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(assetIndex));
  });
  if (page.signedIn) {
    // A stored session, as after signing in (the API is not there: screens show their error).
    const session = {
      accessToken: 'bench',
      tokenType: 'Bearer',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      user: { username: 'bench', fullName: 'Bench', email: 'bench@example.com', role: module.toUpperCase() },
      ...page.signedIn,
    };
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [SESSION_KEYS[module], JSON.stringify(session)],
    );
  }
  await tab.goto(`${origin}${basePath}${page.path.replace(/^\//, '')}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  await context.close();
  return files;
}

// ------------------------------------------------------------------------------ main

const kb = (bytes) => (bytes / 1000).toFixed(1);
let overBudget = false;

let browser;
if (args.has('--browser')) {
  const { chromium } = await import('@playwright/test');
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
}

for (const entry of MODULES) {
  const dist = ensureBuild(entry);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  // index.html's entry (the public build has a second one: src/app-start.ts, counted apart).
  const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key].isEntry);
  const shell = new Set([...filesOfIndexHtml(dist), ...closure(manifest, entryKey), ...appStartFile(dist)]);
  const tree = routeTreeFiles(manifest, entry.module);
  const basePath = /<script type="module" crossorigin src="([^"]*?)assets\//.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  const server = browser ? await serveDist(dist, basePath ?? '/') : undefined;
  const origin = server ? `http://127.0.0.1:${server.address().port}` : '';

  const rows = [];
  for (const { name, path, signedIn, api, chunks, budgetKb } of entry.pages) {
    const lazy = api ? [...chunks, API_TRANSPORT] : chunks;
    const files = new Set([
      ...shell,
      ...tree,
      ...lazy.flatMap((chunk) => [...closure(manifest, keyOf(manifest, chunk))]),
    ]);
    const { raw, gzip } = sizesOf(dist, files);
    const ok = budgetKb === undefined || gzip <= budgetKb * 1000;
    if (!ok) overBudget = true;
    const row = {
      route: name,
      files: files.size,
      'raw kB': kb(raw),
      'gzip kB': kb(gzip),
      'bar kB': budgetKb === undefined ? '—' : `≤ ${budgetKb}`,
      result: budgetKb === undefined ? '' : ok ? 'ok' : `OVER by ${kb(gzip - budgetKb * 1000)}`,
    };
    if (browser) {
      const loaded = await browserFiles(browser, origin, basePath ?? '/', entry.module, { path, signedIn });
      row['browser gzip kB'] = kb(sizesOf(dist, loaded).gzip);
      const missed = [...loaded].filter((file) => !files.has(file));
      if (missed.length > 0) row['browser also loaded'] = missed.join(' ');
    }
    rows.push(row);
  }
  server?.close();
  const shellSize = sizesOf(dist, shell);
  console.log(
    `\n${entry.module} (dist/${entry.module}; shared by every route: ${kb(shellSize.gzip)} kB gzip)`,
  );
  console.table(rows);
}

await browser?.close();
if (args.has('--check') && overBudget) process.exit(1);
