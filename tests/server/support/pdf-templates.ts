// PDF templates in server tests: a template of a customer with its form uploaded, fields placed.
import { PDF_TEMPLATE_PREFIX } from '../../../contract/pdf-template';
import type { TemplateField } from '../../../server/pdf/template/fill-template';
import { call, callMultipart, type Row } from './api';
import type { SignedIn } from './auth';
import { pdfForm } from './pdf-forms';
import type { TestApp } from './test-app';

export const PDF_TEMPLATE = PDF_TEMPLATE_PREFIX;

/** A field of the layout as the renderer takes it, with sensible defaults (bench:pdf places its own). */
export const layoutField = (
  dataTypeKey: string,
  x: number,
  y: number,
  extra: Partial<TemplateField> = {},
): TemplateField => ({
  dataTypeKey,
  page: 1,
  x,
  y,
  width: 150,
  height: 14,
  fontSize: 10,
  align: 'LEFT',
  format: null,
  ...extra,
});

/** A field of the layout as the API takes it (labelled by its key), with sensible defaults. */
export const field = (dataTypeKey: string, x: number, y: number, overrides: Row = {}): Row => ({
  ...layoutField(dataTypeKey, x, y),
  label: dataTypeKey,
  ...overrides,
});

export function uploadForm(
  t: TestApp,
  as: SignedIn,
  template: Row,
  form: Buffer,
  fileName = 'form.pdf',
  language?: 'th' | 'en',
) {
  return callMultipart(
    t,
    `${PDF_TEMPLATE}/uploadPdfTemplate`,
    [
      { name: 'pdfTemplateId', content: String(template.pdfTemplateId) },
      { name: 'version', content: String(template.version) },
      { name: 'file', filename: fileName, type: 'application/pdf', content: form },
    ],
    { as, ...(language ? { language } : {}) },
  );
}

function ok(res: { statusCode: number; body: string; json: () => { data: Row } }, what: string): Row {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * A template of the customer (a DRAFT unless `status` says otherwise) with a one-page A4 form
 * and these fields (and item table) saved.
 */
export async function templateWithLayout(
  t: TestApp,
  admin: SignedIn,
  customerCode: string,
  layout: { columns: Row[]; itemTable?: Row | null },
  options: { documentType?: string; templateType?: 'ETAX' | 'EDOC'; status?: 'ACTIVE'; form?: Buffer } = {},
): Promise<Row> {
  const created = ok(
    await call(
      t,
      `${PDF_TEMPLATE}/createPdfTemplate`,
      {
        customerCode,
        templateName: 'แบบฟอร์มของลูกค้า',
        templateType: options.templateType ?? 'ETAX',
        documentType: options.documentType ?? '388',
      },
      { as: admin },
    ),
    'createPdfTemplate',
  );
  const uploaded = ok(await uploadForm(t, admin, created, options.form ?? (await pdfForm())), 'upload');
  let saved = ok(
    await call(
      t,
      `${PDF_TEMPLATE}/savePdfInputColumn`,
      { pdfTemplateId: uploaded.pdfTemplateId, version: uploaded.version, ...layout },
      { as: admin },
    ),
    'savePdfInputColumn',
  );
  if (options.status === 'ACTIVE') {
    saved = ok(
      await call(
        t,
        `${PDF_TEMPLATE}/updatePdfTemplate`,
        {
          pdfTemplateId: saved.pdfTemplateId,
          version: saved.version,
          templateName: saved.templateName,
          templateType: saved.templateType,
          documentType: saved.documentType,
          status: 'ACTIVE',
        },
        { as: admin },
      ),
      'activate',
    );
  }
  return saved;
}
