import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleModules } from '../../scripts/start.mjs';

// The module flag must keep each build to its own route tree (docs: architecture). Markers are
// string literals that survive minification: `data-layout` / `data-page` attributes of the
// layouts and pages, and MUI X's theme name of the date-picker provider.
const PUBLIC_MARKERS = ['layout-main', 'page-landing', 'page-about', 'page-contact'];
const BACK_OFFICE_MARKERS = ['layout-dashboard', 'page-dashboard', 'page-login', 'MuiLocalizationProvider'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const outRoot = mkdtempSync(join(tmpdir(), 'bundle-separation-'));
/** Where each mode's build is read from (filled in beforeAll). */
const outDirs: Record<string, string> = {};

/**
 * The production build of one mode: dist/<module> when `npm run build` made it from the current
 * sources (npm test builds just before; scripts/start.mjs tells a stale one), else a build of
 * its own in a temporary folder. Returns all its JS and CSS as text.
 */
function buildAndRead(mode: string): { code: string; files: string[] } {
  const module = mode.replace(/-prod$/, '');
  let outDir = join(root, 'dist', module);
  if (staleModules().includes(module)) {
    outDir = join(outRoot, mode);
    const result = spawnSync(
      process.execPath,
      [viteBin, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      // As `npm run build` makes them: the test runner's NODE_ENV=test would give React's
      // development builds.
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed:\n${result.stderr}`);
  }
  outDirs[mode] = outDir;
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
  return { code: files.map((file) => readFileSync(join(assets, file), 'utf8')).join('\n'), files };
}

/** A file of a mode's build. */
function outPath(mode: string, ...file: string[]): string {
  const outDir = outDirs[mode];
  if (!outDir) throw new Error(`no build for ${mode}`);
  return join(outDir, ...file);
}

const builds: Record<string, { code: string; files: string[] }> = {};

beforeAll(() => {
  for (const mode of ['public-prod', 'admin-prod', 'customer-prod']) builds[mode] = buildAndRead(mode);
});

afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

function build(mode: string) {
  const found = builds[mode];
  if (!found) throw new Error(`no build for ${mode}`);
  return found;
}

describe('bundle separation', () => {
  it('the public build holds the public site and no back-office code', () => {
    const { code, files } = build('public-prod');
    for (const marker of PUBLIC_MARKERS) expect(code, marker).toContain(marker);
    for (const marker of BACK_OFFICE_MARKERS) expect(code, marker).not.toContain(marker);
    expect(files.some((file) => /admin-routes|customer-routes|dashboard-page|login-page/.test(file))).toBe(
      false,
    );
  });

  it.each(['admin-prod', 'customer-prod'])(
    'the %s build holds the back-office and no public site code',
    (mode) => {
      const { code, files } = build(mode);
      for (const marker of BACK_OFFICE_MARKERS) expect(code, marker).toContain(marker);
      for (const marker of PUBLIC_MARKERS) expect(code, marker).not.toContain(marker);
      expect(files.some((file) => /public-routes|landing-page|about-page|contact-page/.test(file))).toBe(
        false,
      );
    },
  );

  it('admin and customer builds do not carry each other’s route tree', () => {
    expect(build('admin-prod').files.some((file) => file.startsWith('customer-routes'))).toBe(false);
    expect(build('customer-prod').files.some((file) => file.startsWith('admin-routes'))).toBe(false);
  });
});

// What the public site's first screens download (docs/bundle-size.md): the libraries only its
// later screens or the back-office need must stay out of them. The byte figures themselves come
// from `npm run bench:size`.
const NOT_ON_PUBLIC_FIRST_SCREENS = {
  axios: 'AxiosError',
  notistack: 'notistack-MuiContent',
  'TanStack Query': 'No QueryClient set',
  'the @iconify runtime': 'iconify',
  'react-router data router': 'No route matches URL',
  'MUI CSS-variables themes': 'mui-color-scheme',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
const manifestOf = (mode: string) =>
  JSON.parse(readFileSync(outPath(mode, '.vite/manifest.json'), 'utf8')) as Manifest;

let manifest: Manifest = {};
beforeAll(() => {
  manifest = manifestOf('public-prod');
});

/** A chunk and everything it imports statically, with their CSS. */
function closure(key: string, into = new Set<string>(), from: Manifest = manifest): Set<string> {
  const chunk = from[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, into, from);
  return into;
}

function entryKey(): string {
  // index.html's entry (the public build's second one, src/app-start.ts, loads it).
  const key = Object.keys(manifest).find((name) => name === 'index.html' && manifest[name]?.isEntry);
  if (!key) throw new Error('no entry chunk');
  return key;
}

describe('public first load', () => {
  it('is one script in parts (React, MUI, the texts, the app), one stylesheet, the route tree included', () => {
    const html = readFileSync(outPath('public-prod', 'index.html'), 'utf8');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    // The parts the entry imports, in the order app-start runs them: each only imports those
    // before it (build/first-load-chunk.ts), so running one runs no other.
    const parts = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(parts.map((file) => /assets\/([a-z0-9-]+?)-[\w-]{8}\.js$/.exec(file)?.[1])).toEqual([
      'rolldown-runtime',
      'react',
      'mui',
      'i18n',
    ]);
    const chunkOf = (file: string) => Object.values(manifest).find((chunk) => chunk.file === file);
    parts.forEach((file, index) => {
      const before = new Set(parts.slice(0, index));
      for (const imported of chunkOf(file)?.imports ?? [])
        expect(before, file).toContain(manifest[imported]?.file);
    });
    expect(manifest[entryKey()]?.imports?.map((key) => manifest[key]?.file).sort()).toEqual(parts.sort());
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    // The tree is imported dynamically (each build only has its own), and sits in the entry.
    expect(manifest['src/app/routes/public-routes.tsx']).toBeUndefined();
    expect(manifest[entryKey()]?.dynamicImports).toContain(entryKey());
  });

  it('has a second entry, app-start, that starts the app after the first paint and carries nothing else', () => {
    const appStart = manifest['src/app-start.ts'];
    expect(appStart?.isEntry).toBe(true);
    expect(appStart?.imports ?? []).toEqual([]);
    expect(readFileSync(outPath('public-prod', appStart?.file ?? '')).length).toBeLessThan(2_000);
  });

  it.each([
    'src/features/landing/routes/landing-page.tsx',
    'src/features/about/routes/about-page.tsx',
    'src/features/contact/routes/contact-page.tsx',
  ])('of %s carries none of the libraries its first screen does not use', (page) => {
    const files = new Set([...closure(entryKey()), ...closure(page)]);
    const code = [...files].map((file) => readFileSync(outPath('public-prod', file), 'utf8')).join('\n');
    for (const [library, marker] of Object.entries(NOT_ON_PUBLIC_FIRST_SCREENS)) {
      expect(code.includes(marker), library).toBe(false);
    }
  });

  it('leaves the English texts, the menus and the drawer to chunks of their own', () => {
    for (const lazy of [
      'src/lib/i18n-english.ts',
      'src/layouts/main/nav-desktop-menu.tsx',
      'src/layouts/main/nav-mobile-drawer.tsx',
    ]) {
      expect(manifest[lazy], lazy).toBeDefined();
      expect(closure(entryKey()).has(manifest[lazy]?.file ?? ''), lazy).toBe(false);
    }
  });
});

// The dashboard (issue 18): its charts (@mui/x-charts) come in a chunk of their own after the
// figures, never with the first screen after sign-in; the report screen is the administrator's.
describe('back-office dashboard and report', () => {
  it.each(['admin-prod', 'customer-prod'])('%s: the dashboard’s first load carries no chart code', (mode) => {
    const out = outPath(mode);
    const chunks = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    for (const key of [
      'index.html',
      'src/app/dashboard-shell.tsx',
      'src/features/dashboard/routes/dashboard-page.tsx',
    ])
      add(key);
    const firstLoad = [...files].map((file) => readFileSync(join(out, file), 'utf8')).join('\n');
    expect(firstLoad).toContain('page-dashboard');
    expect(firstLoad).not.toContain('MuiChartsAxis');
    expect(build(mode).code).toContain('MuiChartsAxis');
  });

  it('builds the report screen into the admin app only', () => {
    expect(build('admin-prod').code).toContain('page-report');
    expect(build('customer-prod').code).not.toContain('page-report');
  });
});

// The back-office's sign-in page (docs/bundle-size.md): its first load is the signed-out pages'
// shell, the back-office's one data router and the page, ≤ 170 KB gzip (quality.md). What only
// the signed-in app needs must not come back into it: TanStack Query, notistack, axios (loaded
// with the first call), react-hook-form and yup, the icon runtime, the data grid, the texts of
// the screens (common's and the password pages' too), and react-router's code for what this app
// never uses (build/react-router-production-build.ts).
const NOT_ON_THE_SIGN_IN_PAGE = {
  "react-router's hydration of a server-rendered router": '__staticRouterHydrationData',
  "react-router's React Server Components redirects": '__reactRouterDataRouter',
  'TanStack Query': 'No QueryClient set',
  notistack: 'notistack-MuiContent',
  axios: 'AxiosError',
  'react-hook-form': 'shouldUnregister',
  yup: 'ValidationError',
  'the @iconify runtime': 'iconify',
  'MUI X data grid': 'MuiDataGrid',
  "the screens' Thai texts (list.json)": 'ผลการค้นหา',
  "common texts only the screens show (common.screens.json: the confirm dialogs' title)": 'แจ้งเตือนจากระบบ',
  "the password pages' texts (account.passwords.json: the forced change's description)":
    'รหัสผ่านนี้ถูกกำหนดโดยผู้อื่น',
};
const SIGN_IN_BAR_BYTES = 170_000;

describe.each(['admin-prod', 'customer-prod'])('%s sign-in first load', (mode) => {
  const files = () => {
    const backOffice = manifestOf(mode);
    const into = closure('index.html', new Set<string>(), backOffice);
    return closure('src/features/auth/routes/login-page.tsx', into, backOffice);
  };
  const read = (file: string) => readFileSync(outPath(mode, file));

  it(`carries none of the libraries and texts only the signed-in app uses`, () => {
    const code = [...files()].map((file) => read(file).toString('utf8')).join('\n');
    for (const [library, marker] of Object.entries(NOT_ON_THE_SIGN_IN_PAGE)) {
      expect(code.includes(marker), library).toBe(false);
    }
  });

  it(`stays within ${SIGN_IN_BAR_BYTES / 1000} KB gzip (JS + CSS)`, () => {
    const gzip = [...files()]
      .filter((file) => /\.(js|css)$/.test(file))
      .reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
    expect(gzip).toBeLessThanOrEqual(SIGN_IN_BAR_BYTES);
  });

  it('leaves the signed-in app (with the route tree) to a chunk of its own', () => {
    const backOffice = manifestOf(mode);
    const signedIn = Object.keys(backOffice).find((key) => /^_signed-in-.*\.js$/.test(key));
    expect(signedIn).toBeDefined();
    expect(files().has(backOffice[signedIn ?? '']?.file ?? '')).toBe(false);
    expect(backOffice['index.html']?.dynamicImports).toContain(signedIn);
  });
});
