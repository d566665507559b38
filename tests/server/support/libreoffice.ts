// LibreOffice Calc as a real client of the product's spreadsheets (libreoffice-calc; .ci/run
// installs it): a file opened in Calc and saved as another file, the way a user's Calc does it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Calc's CSV export: comma, double quote, UTF-8 (76), from row 1, … cells as shown (the 9th). */
export const CSV_AS_SHOWN = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';

/** soffice starts slowly (5–10 s, more on a busy machine): a hook or test that converts waits this long. */
export const SOFFICE_TIMEOUT = 180_000;

/** Throws, with what to install, when soffice is missing: these tests fail then, never skip. */
export function requireSoffice(): void {
  const run = spawnSync('soffice', ['--version'], { encoding: 'utf8', timeout: 60_000 });
  if (run.error || run.status !== 0) {
    throw new Error(
      `LibreOffice is needed here and was not found (soffice --version: ${run.error?.message ?? run.stderr}). ` +
        'Install it: apt-get install libreoffice-calc (.ci/run does).',
    );
  }
}

/**
 * Opens each file in Calc and saves it with `convertTo` (`xlsx`, or CSV_AS_SHOWN) — all in one
 * soffice run, which is what costs — and answers the saved files by input name. Each run has a
 * profile folder of its own, so that it neither waits for nor disturbs another LibreOffice.
 */
export function calcConvert(
  files: Record<string, Uint8Array>,
  convertTo: string,
  extension: string,
): Record<string, Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calc-'));
  try {
    const input = path.join(dir, 'in');
    const output = path.join(dir, 'out');
    mkdirSync(input);
    const paths = Object.entries(files).map(([name, content]) => {
      writeFileSync(path.join(input, name), content);
      return path.join(input, name);
    });
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        convertTo,
        '--outdir',
        output,
        ...paths,
      ],
      { encoding: 'utf8', timeout: SOFFICE_TIMEOUT - 10_000 },
    );
    if (run.error || run.status !== 0) {
      throw new Error(`soffice failed: ${run.error?.message ?? ''} ${run.stdout} ${run.stderr}`);
    }
    return Object.fromEntries(
      Object.keys(files).map((name) => {
        const saved = path.join(output, `${path.parse(name).name}.${extension}`);
        try {
          return [name, readFileSync(saved)];
        } catch {
          throw new Error(`soffice saved no ${saved}: ${run.stdout} ${run.stderr}`);
        }
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
