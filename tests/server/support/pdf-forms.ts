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

/**
 * A one-page form written byte by byte in which object 5 (the open action) is defined twice: one
 * copy runs JavaScript, the other turns a page. Readers take the copy the cross-reference table
 * points at; pdf-lib keeps the last one it reads. `script` says which copy the table points at.
 */
export function formWithTwinObject(script: 'first' | 'second'): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${FORM_MARKER} 1) Tj ET`;
  const withScript = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const harmless = '<< /Type /Action /S /Named /N /NextPage >>';
  const bodies: [number, string][] = [
    [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>'],
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      3,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents 4 0 R ` +
        '/Resources << /Font << /F1 6 0 R >> >> >>',
    ],
    [4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [5, script === 'first' ? withScript : harmless],
    [6, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [5, script === 'first' ? harmless : withScript],
  ];
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets = new Map<number, number>();
  for (const [id, body] of bodies) {
    if (id !== 5 || body === withScript) offsets.set(id, Buffer.byteLength(pdf, 'latin1'));
    pdf += `${id} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += 'xref\n0 7\n0000000000 65535 f \n';
  for (let id = 1; id <= 6; id++) pdf += `${String(offsets.get(id)).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The plain form with `change` made to it by pdf-lib (an object of the form's own context). */
async function formWith(change: (pdf: PDFDocument) => void): Promise<Buffer> {
  const pdf = await PDFDocument.load(await pdfForm());
  change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const XFA_TEMPLATE = `<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1">
<event activity="initialize"><script contentType="application/x-javascript">app.launchURL("https://example.com/x");</script></event>
</subform></template>`;

/** Forms that reach out by themselves without JavaScript actions: kept only as their rewrite. */
export const REWRITTEN_HOSTILE_FORMS: Record<string, () => Promise<Buffer>> = {
  'an XFA form with scripts': () =>
    formWith((pdf) => {
      const template = pdf.context.register(pdf.context.flateStream(XFA_TEMPLATE));
      const xfa = pdf.context.obj([PDFString.of('template'), template]);
      pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.obj({ Fields: [], XFA: xfa }));
      pdf.catalog.set(PDFName.of('NeedsRendering'), pdf.context.obj(true));
    }),
  'a file attached through an annotation': () =>
    formWith((pdf) => {
      const file = pdf.context.register(
        pdf.context.stream('MZ pretend program', {
          Type: 'EmbeddedFile',
          Subtype: 'application#2Fx-msdownload',
        }),
      );
      const spec = pdf.context.obj({ Type: 'Filespec', F: PDFString.of('setup.exe'), EF: { F: file } });
      const annotation = pdf.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [40, 40, 60, 60],
        FS: spec,
        Contents: PDFString.of('open me'),
      });
      pdf.getPage(0).node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(annotation)]));
    }),
  'an open action to \\\\host\\share': () =>
    formWith((pdf) => {
      const action = {
        Type: 'Action',
        S: 'GoToR',
        F: PDFString.of('\\\\host\\share\\form.pdf'),
        D: [0, 'Fit'],
      };
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(pdf.context.obj(action)));
    }),
  'an open action to a URL': () =>
    formWith((pdf) => {
      const action = pdf.context.obj({
        Type: 'Action',
        S: 'URI',
        URI: PDFString.of('https://example.com/track'),
      });
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
    }),
  'links to a URL and to another file': () =>
    formWith((pdf) => {
      const link = (rect: number[], action: Record<string, unknown>) =>
        pdf.context.register(
          pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, A: action } as never),
        );
      pdf.getPage(0).node.set(
        PDFName.of('Annots'),
        pdf.context.obj([
          link([40, 700, 200, 720], { S: 'URI', URI: PDFString.of('https://example.com/') }),
          link([40, 660, 200, 680], {
            S: 'GoToR',
            F: PDFString.of('\\\\host\\share\\x.pdf'),
            D: [0, 'Fit'],
          }),
        ]),
      );
      const names = pdf.context.obj({ Dests: pdf.context.obj({ Names: [PDFString.of('a'), [0, 'Fit']] }) });
      pdf.catalog.set(PDFName.of('Names'), names);
    }),
};

/** An open action that launches a program on a share: refused, as every action that runs by itself. */
export function formLaunchingShare(): Promise<Buffer> {
  return formWith((pdf) => {
    const action = { Type: 'Action', S: 'Launch', F: PDFString.of('\\\\host\\share\\setup.exe') };
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(pdf.context.obj(action)));
  });
}
