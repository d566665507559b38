import type { CustomerOption } from 'contract/customer';
import type { ListboxOption } from 'contract/master-data';
import { seededOptions } from '../master-data/lookup-fixtures';
import type { UploadTemplate } from 'contract/upload-template';
import { http, HttpResponse } from 'msw';
import { server } from 'src/mocks/server';
import { answerListboxGroups, answerPost, ok } from '../msw-answer';

// Contract-shaped template records and MSW answers of the template list screens.

export { answerPost as answer, rows, type Recorder } from '../msw-answer';

export const TEMPLATE = '/api/app/customerUploadTemplateController';
export const CUSTOMER = '/api/app/customerController';

const STAMP = { version: 2, lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

export function uploadTemplate(overrides: Partial<UploadTemplate> = {}): UploadTemplate {
  return {
    templateCode: 'TPL000001',
    customerCode: 'C000001',
    customerName: 'บริษัท ทดสอบ จำกัด',
    templateName: 'ใบกำกับภาษีรายเดือน',
    templateType: 'EXCEL',
    uploadType: 'ETAX',
    documentType: '388',
    templateStatus: 'ACTIVE',
    startRow: 2,
    fileName: 'invoice.xlsx',
    ...STAMP,
    ...overrides,
  };
}

export const templates: UploadTemplate[] = [
  uploadTemplate(),
  uploadTemplate({
    templateCode: 'TPL000002',
    customerCode: 'C000002',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    templateName: 'ใบแจ้งหนี้ CSV',
    templateType: 'CSV',
    uploadType: 'EDOC',
    documentType: 'T01',
    templateStatus: 'INACTIVE',
    fileName: null,
  }),
];

const customers: Record<'ACTIVE' | 'INACTIVE', CustomerOption[]> = {
  ACTIVE: [{ customerCode: 'C000001', customerName: 'บริษัท ทดสอบ จำกัด', customerNumber: '0105536112014' }],
  INACTIVE: [{ customerCode: 'C000002', customerName: 'บริษัท ตัวอย่าง จำกัด', customerNumber: '1101700230708' }],
};

/** The seeded listbox groups the template screens read (domain.md). */
const listboxGroups: Record<string, ListboxOption[]> = {
  TEMPLATE_TYPE: seededOptions('TEMPLATE_TYPE'),
  UPLOAD_TYPE: seededOptions('UPLOAD_TYPE'),
  DOCUMENT_TYPE: seededOptions('DOCUMENT_TYPE', ['388', 'T01']),
};

/** Listbox groups and the customer choices (active and inactive). */
export function answerLookups(): void {
  answerListboxGroups(listboxGroups);
  answerPost<{ status: 'ACTIVE' | 'INACTIVE' }>(`${CUSTOMER}/listCustomerByStatus`, (body) =>
    ok(customers[body.status]),
  );
}

/** GET downloadSample/{templateCode} answers a small file named `fileName`; records the codes asked. */
export function answerSample(fileName: string | null): { codes: string[] } {
  const codes: string[] = [];
  server.use(
    http.get(`${TEMPLATE}/downloadSample/:templateCode`, ({ params }) => {
      codes.push(String(params.templateCode));
      const headers: Record<string, string> = {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
      // As the server writes it (RFC 6266): an ASCII fallback and the exact UTF-8 name.
      if (fileName !== null) {
        const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        headers['content-disposition'] =
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
      }
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers });
    }),
  );
  return { codes };
}
