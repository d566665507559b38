import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The module flag must keep each build to its own route tree (docs: architecture). Markers are
// string literals that survive minification: `data-layout` / `data-page` attributes of the
// layouts and pages, and MUI X's theme name of the date-picker provider.
const PUBLIC_MARKERS = ['layout-main', 'page-landing', 'page-about', 'page-contact'];
const BACK_OFFICE_MARKERS = ['layout-dashboard', 'page-dashboard', 'page-login', 'MuiLocalizationProvider'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const outRoot = mkdtempSync(join(tmpdir(), 'bundle-separation-'));

/** Production build of one mode into a temporary folder; returns all its JS and CSS as text. */
function buildAndRead(mode: string): { code: string; files: string[] } {
  const outDir = join(outRoot, mode);
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed:\n${result.stderr}`);
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
  return { code: files.map((file) => readFileSync(join(assets, file), 'utf8')).join('\n'), files };
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
