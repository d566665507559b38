// Customers' PDF forms for the PDF-template tests, made here with pdf-lib (and qpdf for an
// encrypted one): a plain A4 form with a marker text, forms of several pages, a turned page, and
// hostile ones — JavaScript, an attached file, encryption, too many pages, not a PDF at all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { degrees, PDFDocument, PDFName, PDFString, rgb, StandardFonts } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
/** Printed on every page of the test forms, so that the output shows the form it was made on. */
export const FORM_MARKER = 'ACME FORM';

interface FormOptions {
  pages?: number;
  /** /Rotate of the first page. */
  rotate?: 0 | 90 | 180 | 270;
  /** Leaves a scaling transform in force at the end of the page's content (no q … Q). */
  strayTransform?: boolean;
}

export async function pdfForm(options: FormOptions = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (options.pages ?? 1); i++) {
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawText(`${FORM_MARKER} ${i + 1}`, { x: 40, y: A4.height - 40, size: 12, font });
    page.drawRectangle({
      x: 36,
      y: 200,
      width: A4.width - 72,
      height: 400,
      borderWidth: 1,
      borderColor: rgb(0.4, 0.4, 0.4),
    });
    if (i === 0 && options.rotate) page.setRotation(degrees(options.rotate));
  }
  if (options.strayTransform) {
    const page = pdf.getPage(0);
    const stray = pdf.context.register(pdf.context.stream('2 0 0 2 0 0 cm\n'));
    page.node.addContentStream(stray);
  }
  return Buffer.from(await pdf.save());
}

/** A form that runs JavaScript when opened. */
export async function javascriptForm(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await pdfForm());
  const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  return Buffer.from(await pdf.save());
}

/** A form with a file attached to it. */
export async function formWithAttachment(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await pdfForm());
  await pdf.attach(Buffer.from('hello'), 'note.txt', { mimeType: 'text/plain' });
  return Buffer.from(await pdf.save());
}

/** The form encrypted by qpdf with a user password. */
export async function encryptedForm(): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-forms-'));
  try {
    const plain = path.join(dir, 'plain.pdf');
    const locked = path.join(dir, 'locked.pdf');
    writeFileSync(plain, await pdfForm());
    const run = spawnSync('qpdf', ['--encrypt', 'secret', 'owner', '256', '--', plain, locked], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`qpdf failed: ${run.stderr}`);
    return readFileSync(locked);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PNG's pixel size, from its IHDR chunk. */
export function pngSize(dataUrl: string): { width: number; height: number } {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expectPng(png);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function expectPng(png: Buffer): void {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('not a PNG');
}
