// The uploaded form as a PDF reader resolves it (docs/security.md, "PDF forms"): pdf.js follows
// the cross-reference table to each object, where pdf-lib reads the file from top to bottom and
// keeps the last copy of an object defined twice. A form is refused when the reader would find
// JavaScript in it (document, page, annotation or field actions) or a file attached to it.
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_FORM_PAGES } from '../../../contract/pdf-template';

// Loaded when first needed, as in page-image.ts (pdf.js's legacy build slows Array.prototype.push).
let pdfjs: Promise<typeof PdfJs> | undefined;
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export type ReaderFinding = 'READABLE' | 'UNREADABLE' | 'ACTIVE_CONTENT' | 'TOO_MANY_PAGES';

function hasEntries(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

export async function readerView(bytes: Uint8Array): Promise<ReaderFinding> {
  const { getDocument } = await loadPdfjs();
  // pdf.js takes the buffer over (transfers it): give it a copy.
  const loading = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const doc = await loading.promise;
    if ((await doc.hasJSActions()) || hasEntries(await doc.getJSActions())) return 'ACTIVE_CONTENT';
    if (hasEntries(await doc.getAttachments())) return 'ACTIVE_CONTENT';
    if (doc.numPages > MAX_FORM_PAGES) return 'TOO_MANY_PAGES';
    for (let pageNo = 1; pageNo <= doc.numPages; pageNo++) {
      const page = await doc.getPage(pageNo);
      if (hasEntries(await page.getJSActions())) return 'ACTIVE_CONTENT';
      const annotations = (await page.getAnnotations()) as { actions?: unknown }[];
      if (annotations.some((annotation) => hasEntries(annotation.actions))) return 'ACTIVE_CONTENT';
    }
    return 'READABLE';
  } catch {
    return 'UNREADABLE';
  } finally {
    await loading.destroy();
  }
}
