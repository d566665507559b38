// npm run bench:size — the JS + CSS (gzip) each module's first routes download (docs/quality).
//
// For every module build in dist/<module> (built with `vite build --mode <module>-prod` when
// missing, or always with --build), a route's first load is:
//   index.html's entry script, modulepreload and stylesheet links
//   + the module's route tree chunk (src/app/routes/<module>-routes.tsx, imported dynamically
//     by the router) and the route's lazy chunks (layout, page), each with its static imports
//     and CSS,
// all read from the Vite manifest (build.manifest). Chunks loaded later on demand (the mobile
// drawer, dropdowns, other pages) are not counted. --check exits 1 when a bar is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));

const BACK_OFFICE_PAGES = [
  { name: 'login', chunks: ['src/features/auth/routes/login-page.tsx'], budgetKb: 170 },
  {
    name: 'dashboard (first screen after login)',
    chunks: ['src/layouts/dashboard/dashboard-shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'],
    budgetKb: 250,
  },
];

const MODULES = [
  {
    module: 'public',
    mode: 'public-prod',
    pages: [
      { name: 'landing', chunks: ['src/features/landing/routes/landing-page.tsx'], budgetKb: 150 },
      { name: 'about', chunks: ['src/features/about/routes/about-page.tsx'], budgetKb: 150 },
      { name: 'contact', chunks: ['src/features/contact/routes/contact-page.tsx'], budgetKb: 150 },
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

const kb = (bytes) => (bytes / 1000).toFixed(1);
let overBudget = false;

for (const entry of MODULES) {
  const dist = ensureBuild(entry);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const shell = filesOfIndexHtml(dist);
  const tree = closure(manifest, `src/app/routes/${entry.module}-routes.tsx`);

  const rows = entry.pages.map(({ name, chunks, budgetKb }) => {
    const files = new Set([...shell, ...tree, ...chunks.flatMap((chunk) => [...closure(manifest, chunk)])]);
    const { raw, gzip } = sizesOf(dist, files);
    const ok = gzip <= budgetKb * 1000;
    if (!ok) overBudget = true;
    return {
      route: name,
      files: files.size,
      'raw kB': kb(raw),
      'gzip kB': kb(gzip),
      'bar kB': `≤ ${budgetKb}`,
      result: ok ? 'ok' : `OVER by ${kb(gzip - budgetKb * 1000)}`,
    };
  });
  const shellSize = sizesOf(dist, shell);
  console.log(`\n${entry.module} (dist/${entry.module}; index.html alone: ${kb(shellSize.gzip)} kB gzip)`);
  console.table(rows);
}

if (args.has('--check') && overBudget) process.exit(1);
