// The uploaded PDF form (issue 33, item 4): checked as a reader resolves it — an object defined
// twice cannot hide JavaScript — and kept only as a rewrite of its pages. Hostile forms made here
// (XFA with scripts, a file attached through an annotation, open actions and links to a share or a
// URL) are served back without any action, script, XFA, attachment or link, read by qpdf over
// every object, and pdf.js still reads the same pages and text.
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { callGet, controllerCalls, type Row } from './support/api';
import { detailsOf, expectFailureKey } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { createCustomer, signInNewCustomerUser, type SignedIn } from './support/auth';
import { qpdfObjects } from './support/document-tools';
import {
  FORM_MARKER,
  formLaunchingShare,
  formWithTwinObject,
  pdfForm,
  REWRITTEN_HOSTILE_FORMS,
} from './support/pdf-forms';
import { PDF_TEMPLATE, uploadForm } from './support/pdf-templates';

const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}${path.sep}`;

const { t, admin } = useAdminApp();
const templates = controllerCalls(t, PDF_TEMPLATE, admin);

let customerCode: string;
let customerAdmin: SignedIn;
beforeAll(async () => {
  customerCode = (await createCustomer(t, { documentTypes: ['388'] })).customerCode;
  customerAdmin = await signInNewCustomerUser(t, { customerCode, userRole: 'CUSTOMER_ADMIN' });
});

async function draft(): Promise<Row> {
  const res = await templates.post('createPdfTemplate', {
    customerCode,
    templateName: 'ฟอร์มทดสอบ',
    templateType: 'ETAX',
    documentType: '388',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Uploads the form and downloads what is kept, as the customer's users get it. */
async function storedForm(form: Buffer): Promise<Buffer> {
  const res = await uploadForm(t, admin, await draft(), form);
  expect(res.statusCode, res.body).toBe(200);
  const download = await callGet(t, fileDownloadUrl(res.json().data.formFileId), { as: customerAdmin });
  expect(download.statusCode).toBe(200);
  return download.rawPayload;
}

/** The page count and each page's text, as pdf.js reads them. */
async function pdfjsRead(pdf: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    // The forms use Helvetica without embedding it: pdf.js reads its metrics from its own package.
    standardFontDataUrl: STANDARD_FONTS,
  });
  try {
    const doc = await loading.promise;
    const text: string[] = [];
    for (let pageNo = 1; pageNo <= doc.numPages; pageNo++) {
      const content = await (await doc.getPage(pageNo)).getTextContent();
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return { pages: doc.numPages, text };
  } finally {
    await loading.destroy();
  }
}

const FORBIDDEN = ['/JS', '/JavaScript', '/XFA', '/EmbeddedFile', '/Launch', '/URI', '/GoToR'];

/** The forbidden names qpdf finds in any object of the file (keys and values alike). */
function forbiddenNamesIn(pdf: Uint8Array): string[] {
  const objects = JSON.stringify(qpdfObjects(pdf));
  return FORBIDDEN.filter((name) => new RegExp(`"${name}"`).test(objects));
}

describe('uploadPdfTemplate keeps only a rewrite of the form', () => {
  it.each(Object.entries(REWRITTEN_HOSTILE_FORMS))('%s: nothing of it survives', async (_, make) => {
    const original = await make();
    // The sample does carry what is tested for (qpdf sees it in the upload).
    expect(forbiddenNamesIn(original).length).toBeGreaterThan(0);
    const stored = await storedForm(original);
    expect(forbiddenNamesIn(stored)).toEqual([]);
    const objects = JSON.stringify(qpdfObjects(stored));
    for (const name of ['/AcroForm', '/Annots', '/OpenAction', '/AA', '/Names', '/FileAttachment'])
      expect(objects, name).not.toContain(`"${name}"`);
    expect(await pdfjsRead(stored)).toEqual(await pdfjsRead(original));
  });

  it('serves a plain form with the same pages and text, not the uploaded bytes', async () => {
    const original = await pdfForm({ pages: 2, rotate: 90 });
    const stored = await storedForm(original);
    expect(stored.equals(original)).toBe(false);
    const read = await pdfjsRead(stored);
    expect(read).toEqual(await pdfjsRead(original));
    expect(read.text).toEqual([`${FORM_MARKER} 1`, `${FORM_MARKER} 2`]);
  });
});

describe('uploadPdfTemplate judges the form as a reader resolves it', () => {
  it.each(['first', 'second'] as const)(
    'refuses JavaScript in the copy of a twice-defined object the table points at (%s)',
    async (script) => {
      const template = await draft();
      const res = await uploadForm(t, admin, template, formWithTwinObject(script), 'form.pdf', 'en');
      expectFailureKey(res, 422, 'PDF_REFUSED');
      expect(detailsOf(res).PDF_REFUSED).toContain('JavaScript');
      const kept = await templates.dataOf('getPdfTemplateById', { pdfTemplateId: template.pdfTemplateId });
      expect(kept.formFileId).toBeNull();
    },
  );

  it('refuses an open action launching a program on a share', async () => {
    expectFailureKey(
      await uploadForm(t, admin, await draft(), await formLaunchingShare()),
      422,
      'PDF_REFUSED',
    );
  });
});
