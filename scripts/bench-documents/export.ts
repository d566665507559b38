// bench:documents, part export (docs/exports.md): documentController/export of every loaded
// document as an administrator, CSV then .xlsx, read back as it streams in — the CSV with
// papaparse, the workbook with exceljs' streaming reader — while the server's RSS is sampled
// (Linux /proc). Prints the time, the rows, the bytes, the server's RSS before, at each quarter
// of the rows and at its peak, and CHECKS the answer: as many rows as the document table holds and
// the same sum of the totals (in satang). A wrong answer fails the run; the memory is printed.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import Papa from 'papaparse';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { secondsSince } from '../bench-kit/timing';
import { signInHeaders } from './search';

export const EXPORT = `${DOCUMENT_PREFIX}/export`;

/** What the document table holds: the export must answer exactly this. */
export interface ExportExpected {
  rows: number;
  /** Sum of total_amount in satang (FAILED documents without a total count as 0). */
  satang: number;
}

/** The process's resident memory now, in MB (Linux). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

const satangOf = (value: unknown): number => {
  if (value === null || value === undefined || value === '') return 0;
  return Math.round(Number(value) * 100);
};

interface Read {
  rows: number;
  satang: number;
  bytes: number;
}

/** Reads the CSV as it arrives: every record but the header, the total column summed. */
async function readCsv(body: Readable, onRow: (rows: number) => void): Promise<Read> {
  const read: Read = { rows: 0, satang: 0, bytes: 0 };
  let totalAt = -1;
  body.on('data', (chunk: Buffer) => (read.bytes += chunk.length));
  const parser = body.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, {}));
  for await (const record of parser as AsyncIterable<string[]>) {
    if (totalAt < 0) {
      totalAt = record.indexOf('ยอดรวม');
      if (totalAt < 0) throw new Error(`no total column in ${record.join(',')}`);
      continue;
    }
    read.rows += 1;
    read.satang += satangOf(record[totalAt]);
    onRow(read.rows);
  }
  return read;
}

/** Reads the workbook as it arrives, sheet by sheet: the rows under each header, totals summed. */
async function readXlsx(body: Readable, onRow: (rows: number) => void): Promise<Read> {
  const read: Read = { rows: 0, satang: 0, bytes: 0 };
  body.on('data', (chunk: Buffer) => (read.bytes += chunk.length));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, { sharedStrings: 'cache', styles: 'ignore' });
  for await (const sheet of reader) {
    let totalAt = -1;
    for await (const row of sheet) {
      const values = row.values as unknown[];
      if (totalAt < 0) {
        totalAt = values.indexOf('ยอดรวม');
        if (totalAt < 0) throw new Error('no total column in the workbook');
        continue;
      }
      read.rows += 1;
      read.satang += satangOf(values[totalAt]);
      onRow(read.rows);
    }
  }
  return read;
}

/** One export, timed and checked; true when its answer is right. */
async function exportOnce(
  base: string,
  pid: number,
  headers: Record<string, string>,
  format: 'csv' | 'xlsx',
  expected: ExportExpected,
): Promise<boolean> {
  const before = rssOf(pid);
  let peak = before;
  const quarters: number[] = [];
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const onRow = (rows: number) => {
    if (rows % Math.max(1, Math.floor(expected.rows / 4)) === 0) quarters.push(Math.round(rssOf(pid)));
  };
  const started = Date.now();
  try {
    const res = await fetch(`${base}${EXPORT}?format=${format}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    const body = Readable.fromWeb(res.body as WebStream<Uint8Array>);
    const read = format === 'csv' ? await readCsv(body, onRow) : await readXlsx(body, onRow);
    const seconds = secondsSince(started);
    peak = Math.max(peak, rssOf(pid));
    const right = read.rows === expected.rows && read.satang === expected.satang;
    console.log(
      `  ${format.padEnd(4)} ${read.rows.toLocaleString('en')} rows, ${(read.bytes / 1e6).toFixed(1)} MB in ${seconds} s` +
        ` (${Math.round(read.rows / Math.max(Number(seconds), 0.001)).toLocaleString('en')} rows/s);` +
        ` server RSS ${Math.round(before)} MB before, ${quarters.join(' / ')} MB at each quarter, peak ${Math.round(peak)} MB`,
    );
    console.log(
      `       rows ${read.rows} (expected ${expected.rows}), totals ${(read.satang / 100).toFixed(2)}` +
        ` (expected ${(expected.satang / 100).toFixed(2)}): ${right ? 'RIGHT' : 'WRONG'}`,
    );
    return right;
  } finally {
    clearInterval(sampler);
  }
}

/** The export part: CSV, .xlsx and CSV again of every document, as an administrator. */
export async function exportBench(base: string, pid: number, expected: ExportExpected): Promise<boolean> {
  const headers = await signInHeaders(base, 'admin');
  // CSV twice: the second shows whether the server's memory stays where the first left it.
  const results = [];
  for (const format of ['csv', 'xlsx', 'csv'] as const)
    results.push(await exportOnce(base, pid, headers, format, expected));
  const pass = results.every(Boolean);
  console.log(`  export: ${pass ? 'PASS' : 'FAIL'} (the answers checked; memory printed)`);
  return pass;
}
