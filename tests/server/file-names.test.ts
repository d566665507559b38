// Download names made from text that may hold anything (a document number as typed), and how they
// travel in HTTP: the stored_file check (migration 0080) takes every name the server makes, and
// Content-Disposition carries it by RFC 6266 / RFC 5987.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readableFileName } from '../../server/files/file-names';
import { errorSerializer } from '../../server/log/error-summary';
import { contentDisposition } from '../../server/http/content-disposition';
import { fileNameOf } from '../../src/lib/api-request';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

/** Stores a file under the name: the database's check is the judge. */
const stored = (downloadName: string, content = Buffer.alloc(0)) =>
  t.deps.db.transaction((tx) =>
    t.deps.files.put(tx, {
      ownerCustomerCode: null,
      purpose: 'DOCUMENT_PDF',
      originalName: downloadName,
      downloadName,
      contentType: 'application/pdf',
      content,
      createBy: 'test',
    }),
  );

describe('readableFileName', () => {
  it('keeps Thai and single spaces, and turns what breaks a path, a header or the eye into one hyphen', () => {
    expect(readableFileName('ใบกำกับภาษี-IV2569/0001', 'pdf')).toBe('ใบกำกับภาษี-IV2569-0001.pdf');
    expect(readableFileName('ใบกำกับภาษี-INV  0001', 'pdf')).toBe('ใบกำกับภาษี-INV 0001.pdf');
    expect(readableFileName('a\\b:c*d?e"f\'g<h>i|j`k', 'xml')).toBe('a-b-c-d-e-f-g-h-i-j-k.xml');
    expect(readableFileName('INV\r\n0001\u0000', 'pdf')).toBe('INV-0001.pdf');
    // A right-to-left override would show "fdp.exe" as "exe.pdf"; a zero-width space hides.
    expect(readableFileName('INV\u202e0001\u200b2', 'pdf')).toBe('INV-0001-2.pdf');
    expect(readableFileName('../../etc/passwd', 'pdf')).toBe('etc-passwd.pdf');
    expect(readableFileName(' /// ', 'pdf', 'document')).toBe('document.pdf');
    expect([...readableFileName('ก'.repeat(300), 'pdf')]).toHaveLength(200);
  });

  it('makes only names the stored_file check takes, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 260 }), async (text) => {
        const name = readableFileName(`ใบกำกับภาษี-${text}`, 'pdf');
        expect((await stored(name)).downloadName).toBe(name);
      }),
      { numRuns: 100, seed: 27 },
    );
  });

  it('is refused by the stored_file check when a name is not safe', async () => {
    for (const unsafe of ['a/b.pdf', 'a\\b.pdf', 'a"b.pdf', 'a\nb.pdf', '.pdf', 'a\u202eb.pdf', ''])
      await expect(stored(unsafe), JSON.stringify(unsafe)).rejects.toThrow();
  });
});

describe('a refused file in the log', () => {
  it("is logged by the database's words and the query, without the file's bytes", async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 0xff, 0xfe, 0x1b])]);
    const error: unknown = await stored('a/b.pdf', pdf).catch((refused: unknown) => refused);
    // Drizzle's own message lists every parameter: the PDF's bytes.
    expect((error as Error).message).toContain('%PDF-1.7');
    const logged = JSON.stringify(errorSerializer(error));
    expect(logged).toContain('stored_file_download_name_check');
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('PDF-1.7');
    expect(logged).not.toMatch(/\\u00(0|1[0-9a-b])/);
  });
});

describe('contentDisposition', () => {
  it('gives the exact name in filename* (RFC 5987 attr-chars only) and a readable ASCII fallback', () => {
    const header = contentDisposition('attachment', "ใบกำกับภาษี-INV (1)'s*.pdf");
    expect(header).toBe(
      `attachment; filename="INV (1)'s*.pdf"; filename*=UTF-8''` +
        '%E0%B9%83%E0%B8%9A%E0%B8%81%E0%B8%B3%E0%B8%81%E0%B8%B1%E0%B8%9A%E0%B8%A0%E0%B8%B2%E0%B8%A9%E0%B8%B5' +
        '-INV%20%281%29%27s%2A.pdf',
    );
    expect(fileNameOf(header)).toBe("ใบกำกับภาษี-INV (1)'s*.pdf");
    expect(contentDisposition('inline', 'ใบกำกับ.pdf')).toBe(
      `inline; filename="download.pdf"; filename*=UTF-8''%E0%B9%83%E0%B8%9A%E0%B8%81%E0%B8%B3%E0%B8%81%E0%B8%B1%E0%B8%9A.pdf`,
    );
    // Whatever a name holds, the header stays one line of printable ASCII.
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (name) => {
        const value = contentDisposition('attachment', name);
        expect(value).toMatch(/^[\x20-\x7e]+$/);
        expect(fileNameOf(value)).toBe(name);
      }),
      { seed: 27 },
    );
  });
});
