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

/** A word pdftotext found, where it is: points from the top-left of its page as seen. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box (`pdftotext -bbox`), page by page. */
export function pdfWords(pdf: Uint8Array): PdfWord[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-words-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr || run.error?.message}`);
    const words: PdfWord[] = [];
    let page = 0;
    for (const line of run.stdout.split('\n')) {
      if (line.includes('<page ')) page += 1;
      const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
        line,
      );
      if (word)
        words.push({
          page,
          text: word[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
          xMin: Number(word[1]),
          yMin: Number(word[2]),
          xMax: Number(word[3]),
          yMax: Number(word[4]),
        });
    }
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
