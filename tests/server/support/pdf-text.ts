// Reading a PDF back as a person's copy-and-paste would: Poppler's pdftotext (poppler-utils).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function pdfText(pdf: Uint8Array, options: { layout?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    const run = spawnSync('pdftotext', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr || run.error?.message}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
