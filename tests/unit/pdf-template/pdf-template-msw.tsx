import { http, HttpResponse } from 'msw';
import type { ListboxOption } from 'contract/master-data';
import {
  PDF_TEMPLATE_PREFIX,
  type PdfInputColumn,
  type PdfTemplate,
  type PdfTemplateDetail,
} from 'contract/pdf-template';
import NewPdfTemplatePage from 'src/features/pdf-template/routes/new-pdf-template-page';
import PdfTemplatePage from 'src/features/pdf-template/routes/pdf-template-page';
import PdfTemplateSearchPage from 'src/features/pdf-template/routes/pdf-template-search-page';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { fastUser } from '../master-data/interact';
import { answerCustomerChoices, answerListboxGroups, answerPost, ok } from '../msw-answer';
import { seededOptions } from '../master-data/lookup-fixtures';
import { renderWithProviders } from '../render';

// Contract-shaped PDF templates and the MSW answers of the PDF template screens; every request
// body is recorded. The fixture's page is 400 × 600 pt: jsdom lays nothing out, so the designer
// draws at its fallback width of 800 px — a scale of exactly 2 px per point.

export { answerPost as answer, failure, ok, rows } from '../msw-answer';
export { choose, fill, pressAndConfirm } from '../master-data/interact';
export const PDF = PDF_TEMPLATE_PREFIX;
const STAMP = { lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

/** The seeded groups the screens read (server/db/seed; GENERATE_DOC_MAP in part). */
export const listboxGroups: Record<string, ListboxOption[]> = {
  UPLOAD_TYPE: seededOptions('UPLOAD_TYPE'),
  DOCUMENT_TYPE: seededOptions('DOCUMENT_TYPE', ['388', '80', '380']),
  PDF_TEMPLATE_STATUS: seededOptions('PDF_TEMPLATE_STATUS'),
  GENERATE_DOC_MAP: seededOptions('GENERATE_DOC_MAP', [
    'DOCUMENT_NO',
    'ISSUE_DATE',
    'BUYER_NAME',
    'ITEM_LINE_NO',
    'ITEM_NAME',
    'ITEM_AMOUNT',
    'TOTAL_AMOUNT',
    'AMOUNT_IN_WORDS_TH',
    'PAGE_NO',
    'ORIGINAL_AMOUNT',
    'CORRECT_AMOUNT',
    'DIFFERENCE_AMOUNT',
  ]),
};

export function column(overrides: Partial<PdfInputColumn> = {}): PdfInputColumn {
  return {
    pdfInputColumnId: 31,
    dataTypeKey: 'DOCUMENT_NO',
    label: 'เลขที่เอกสาร',
    page: 1,
    x: 100,
    y: 50,
    width: 110,
    height: 14,
    fontSize: 10,
    align: 'LEFT',
    format: null,
    seq: 1,
    ...overrides,
  };
}

/** A DRAFT template of C000001 with a one-page form (400 × 600 pt) and one field. */
export function pdfTemplate(overrides: Partial<PdfTemplateDetail> = {}): PdfTemplateDetail {
  return {
    pdfTemplateId: 7,
    templateName: 'ใบกำกับภาษีของลูกค้า',
    customerCode: 'C000001',
    customerName: 'บริษัท ทดสอบ จำกัด',
    templateType: 'ETAX',
    documentType: '388',
    status: 'DRAFT',
    fileName: 'form.pdf',
    formFileId: 'F-1',
    pageCount: 1,
    fieldCount: 1,
    pages: [{ width: 400, height: 600 }],
    columns: [column()],
    itemTable: null,
    version: 4,
    ...STAMP,
    ...overrides,
  };
}

/** The search rows (a template without its pages, fields and table). */
export function pdfTemplateRow(overrides: Partial<PdfTemplate> = {}): PdfTemplate {
  const { pages: _pages, columns: _columns, itemTable: _table, ...row } = pdfTemplate();
  return { ...row, ...overrides };
}

/** A 1×1 PNG as generateImage answers it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Listbox groups, the active customers, their document types and the form's page images. */
export function answerLookups(): { images: () => { pdfTemplateId: number; page: number }[] } {
  answerListboxGroups(listboxGroups);
  answerCustomerChoices();
  const images = answerPost<{ pdfTemplateId: number; page: number }>(`${PDF}/generateImage`, (body) =>
    ok({ page: body.page, pageCount: 2, width: 800, height: 1200, image: PNG }),
  );
  return { images: () => images.bodies };
}

/** getPdfTemplateById answers whatever `current()` holds then; the reads are counted. */
export function answerTemplate(current: () => PdfTemplateDetail): { reads: () => number } {
  const recorder = answerPost(`${PDF}/getPdfTemplateById`, () => ok(current()));
  return { reads: () => recorder.bodies.length };
}

/** The multipart fields uploadPdfTemplate received (jsdom's FormData carries no file bytes to MSW). */
export interface UploadSent {
  fields: Record<string, string>;
  files: number;
}

export function answerUpload(reply: (sent: UploadSent) => { status?: number; json: unknown }): UploadSent[] {
  const sent: UploadSent[] = [];
  server.use(
    http.post(`${PDF}/uploadPdfTemplate`, async ({ request }) => {
      const form = await request.formData();
      const upload: UploadSent = { fields: {}, files: 0 };
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') upload.fields[name] = value;
        else upload.files += 1;
      }
      sent.push(upload);
      const { status = 200, json } = reply(upload);
      return HttpResponse.json(json as never, { status });
    }),
  );
  return sent;
}

export const okJson = (data: unknown) => ({ json: okBody(data) });

/** The three screens under their routes, with the search as the list. */
export function renderPdfTemplates(route: string) {
  const lookups = answerLookups();
  const result = renderWithProviders(<PdfTemplateSearchPage />, {
    route,
    module: 'admin',
    routes: [
      { path: '/pdf-template', element: <PdfTemplateSearchPage /> },
      { path: '/pdf-template/new', element: <NewPdfTemplatePage /> },
      { path: '/pdf-template/:pdfTemplateId', element: <PdfTemplatePage /> },
    ],
  });
  return { ...result, user: fastUser(), ...lookups };
}

export const pdfFile = (name = 'form.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
