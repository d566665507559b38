// What a tax invoice says of its buyer (issue 27, items 5–7): a full tax invoice carries the
// buyer's address and zip code — refused at its row without them, printed on the PDF and written
// into the XML's PostalTradeAddress with the TISI codes the master data gives —; a person (NIDN)
// has no head office nor branch; and an upload runs the e-Tax XML rules (ETDA's XSD and
// Schematron) on its documents, so a document that would fail them is refused at its row before
// approval instead of failing after both.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { xsdFileOf } from '../../server/etax/xml/etax-versions';
import { callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import type { SignedIn } from './support/auth';
import { newTaxId } from './support/customer-data';
import { xmllint } from './support/document-tools';
import {
  BUYER_ADDRESS,
  BUYER_ZIP_CODE,
  excelTemplate,
  generateFrom,
  importCustomerWithUser,
  invoiceColumns,
  invoiceRow,
  UPLOAD,
  uploadFile,
  xlsxOf,
  type Cell,
  type ImportCustomer,
} from './support/imports';
import { pdfText } from './support/pdf-text';

const { t, admin } = useAdminApp();
const uploads = controllerCalls(t, UPLOAD, admin);

/** Cells of invoiceRow: the buyer's name, tax ID, address (P) and zip code (Q). */
const NAME = 2;
const TAX_ID = 3;
const ADDRESS = 15;
const ZIP = 16;

let customer: ImportCustomer;
let user: SignedIn;
const templates: Record<string, string> = {};
beforeAll(async () => {
  ({ customer, user } = await importCustomerWithUser(t, admin, { documentTypes: [] }));
  const active = (documentType: string, layout?: Row[]) =>
    excelTemplate(t, admin, customer.customerCode, documentType, layout);
  for (const type of ['T02', 'T05', 'T01']) templates[type] = await active(type);
  // A buyer name column as long as a template allows (1,000): longer than ETDA's Name (256).
  templates.wideName = await active(
    '388',
    invoiceColumns().map((column) =>
      column.dataTypeKey === 'BUYER_NAME' ? { ...column, maxLength: 1000 } : column,
    ),
  );
});

/** Uploads the rows with the template: the upload's result and its rows with errors (Thai). */
async function upload(templateCode: string, rows: Cell[][], language?: 'en') {
  const res = await uploadFile(t, user, { file: await xlsxOf(rows), templateCode });
  expect(res.statusCode).toBe(200);
  const result = res.json().data;
  const errors = (
    await uploads.post(
      'searchCustomerFileUploadTempData',
      { uploadId: result.uploadId, onlyErrors: true },
      user,
      language,
    )
  ).json().data as Row[];
  return { result, errors: errors.map((row) => ({ rowNo: row.rowNo, errors: row.errors as Row[] })) };
}

async function fileBytes(fileId: unknown): Promise<Buffer> {
  const res = await callGet(t, fileDownloadUrl(String(fileId)), { as: user });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the buyer’s address on a full tax invoice', () => {
  it('refuses a document without the address or zip code at its first row, whatever the column says', async () => {
    const { result, errors } = await upload(templates.T02!, [
      invoiceRow('AD-1', { [ADDRESS]: null, [ZIP]: null }),
      invoiceRow('AD-2', { [ZIP]: '1031' }),
      // The address given on the document's first row only: the document has it.
      invoiceRow('AD-3'),
      invoiceRow('AD-3', { 5: 'ค่าติดตั้ง', [ADDRESS]: null, [ZIP]: null }),
    ]);
    expect(result).toMatchObject({ totalRows: 4, errorRows: 2, status: 'VALIDATION_FAILED' });
    expect(errors).toEqual([
      {
        rowNo: 2,
        errors: [
          {
            key: 'BUYER_ADDRESS',
            column: 'P',
            description: 'ใบกำกับภาษีเต็มรูปต้องระบุที่อยู่และรหัสไปรษณีย์ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4)',
          },
          {
            key: 'BUYER_ZIP_CODE',
            column: 'Q',
            description: 'ใบกำกับภาษีเต็มรูปต้องระบุที่อยู่และรหัสไปรษณีย์ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4)',
          },
        ],
      },
      {
        rowNo: 3,
        errors: [{ key: 'BUYER_ZIP_CODE', column: 'Q', description: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' }],
      },
    ]);
  });

  it('lets an abbreviated tax invoice and a receipt go without the buyer’s address', async () => {
    for (const type of ['T05', 'T01']) {
      const { result } = await upload(templates[type]!, [
        invoiceRow(`${type}-NOADDR`, { [ADDRESS]: null, [ZIP]: null }),
      ]);
      expect(result).toMatchObject({ errorRows: 0, status: 'READY' });
    }
  });

  it('prints the address on the PDF and writes it with its TISI codes into the XML', async () => {
    const [document] = await generateFrom(t, { admin, user, templateCode: templates.T02! }, [
      invoiceRow('ADDR-0001'),
    ]);
    expect(document).toMatchObject({ status: 'GENERATED' });
    const text = pdfText(await fileBytes(document!.pdfFileId)).replace(/\s+/g, ' ');
    expect(text).toContain(`${BUYER_ADDRESS} ${BUYER_ZIP_CODE}`);

    const xml = (await fileBytes(document!.xmlFileId)).toString('utf8');
    const buyer = /<ram:BuyerTradeParty>[\s\S]*<\/ram:BuyerTradeParty>/.exec(xml)![0];
    // แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร: sub-district 101701, district 1017, province 10.
    expect(buyer).toContain(`<ram:PostcodeCode>${BUYER_ZIP_CODE}</ram:PostcodeCode>`);
    expect(buyer).toContain(`<ram:LineOne>${BUYER_ADDRESS}</ram:LineOne>`);
    expect(buyer).toContain('<ram:CityName>1017</ram:CityName>');
    expect(buyer).toContain('<ram:CitySubDivisionName>101701</ram:CitySubDivisionName>');
    expect(buyer).toContain('<ram:CountrySubDivisionID>10</ram:CountrySubDivisionID>');
    expect(buyer).toContain('<ram:BuildingNumber>99</ram:BuildingNumber>');
    expect(xmllint(xml, xsdFileOf(etaxMessageOf('T02')!, '2.1'))).toMatchObject({ ok: true });
  });

  it('places an address by its zip code and the names it carries, a town district written short too', async () => {
    const { result } = await upload(templates.T02!, [
      invoiceRow('PLACE-1', { [ADDRESS]: '12 ถ.ห้วยแก้ว ต.สุเทพ อ.เมือง จ.เชียงใหม่', [ZIP]: '50100' }),
      invoiceRow('PLACE-2', { [ADDRESS]: '8 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่', [ZIP]: '50100' }),
      // สุเทพ is not a sub-district of 50200: no place, free text.
      invoiceRow('PLACE-3', { [ADDRESS]: '12 ถ.ห้วยแก้ว ต.สุเทพ อ.เมือง จ.เชียงใหม่', [ZIP]: '50200' }),
    ]);
    expect(result).toMatchObject({ errorRows: 0, status: 'READY' });
    const staged = (
      await uploads.post('searchCustomerFileUploadTempData', { uploadId: result.uploadId }, user)
    ).json().data as Row[];
    expect(staged.map((row) => (row.data as Row).BUYER_SUB_DISTRICT_CODE ?? null)).toEqual([
      '500109',
      '500109',
      null,
    ]);
  });

  it('writes an address the master data does not place as free text', async () => {
    const [document] = await generateFrom(t, { admin, user, templateCode: templates.T02! }, [
      invoiceRow('ADDR-0002', { [ADDRESS]: '12 หมู่ 3 บ้านหนองบัว', [ZIP]: '10310' }),
    ]);
    const xml = (await fileBytes(document!.xmlFileId)).toString('utf8');
    const buyer = /<ram:BuyerTradeParty>[\s\S]*<\/ram:BuyerTradeParty>/.exec(xml)![0];
    expect(buyer).toContain('<ram:LineOne>12 หมู่ 3 บ้านหนองบัว</ram:LineOne>');
    expect(buyer).not.toContain('CitySubDivisionName');
    expect(xmllint(xml, xsdFileOf(etaxMessageOf('T02')!, '2.1'))).toMatchObject({ ok: true });
  });
});

describe('an individual buyer', () => {
  it('is printed and written without head office or branch; a company keeps its head office', async () => {
    const personId = newTaxId();
    const [person, company] = await generateFrom(t, { admin, user, templateCode: templates.T02! }, [
      invoiceRow('IND-0001', { [NAME]: 'นายสมชาย ใจดี', [TAX_ID]: personId }),
      invoiceRow('IND-0002'),
    ]);
    const personText = pdfText(await fileBytes(person!.pdfFileId));
    const buyerLine = personText.split('\n').find((line) => line.includes(personId))!;
    expect(buyerLine).toMatch(new RegExp(`Tax ID ${personId}\\s*$`));
    expect(personText.match(/สำนักงานใหญ่/g)).toHaveLength(1); // the seller's, not the buyer's
    const personXml = (await fileBytes(person!.xmlFileId)).toString('utf8');
    expect(personXml).toContain(`<ram:ID schemeID="NIDN">${personId}</ram:ID>`);

    const companyText = pdfText(await fileBytes(company!.pdfFileId));
    expect(companyText.split('\n').find((line) => line.includes('0105536112014'))).toMatch(
      /Tax ID 0105536112014\s+สำนักงานใหญ่/,
    );
    const companyXml = (await fileBytes(company!.xmlFileId)).toString('utf8');
    expect(companyXml).toContain('<ram:ID schemeID="TXID">010553611201400000</ram:ID>');
  });
});

describe('the e-Tax XML rules at upload', () => {
  it('refuses at its row a name longer than ETDA’s schema allows (XSD), which the row rules pass', async () => {
    const longName = `บริษัท ${'ก'.repeat(260)} จำกัด`;
    const { result, errors } = await upload(templates.wideName!, [
      invoiceRow('XSD-1'),
      invoiceRow('XSD-2', { [NAME]: longName }),
    ]);
    expect(result).toMatchObject({ totalRows: 2, validRows: 1, errorRows: 1, status: 'VALIDATION_FAILED' });
    expect(errors).toEqual([
      {
        rowNo: 3,
        errors: [
          {
            key: 'BUYER_NAME',
            column: 'C',
            description: expect.stringMatching(
              /^ไม่ผ่านข้อกำหนดเอกสาร e-Tax ของ ETDA \(XSD\): Element 'Name'.*maximum length of '256'/,
            ),
          },
        ],
      },
    ]);
  });

  it('refuses at its row an address ETDA’s Schematron refuses without a zip code (a receipt)', async () => {
    const { result, errors } = await upload(
      templates.T01!,
      [invoiceRow('SCH-1', { [ADDRESS]: 'ถนนสุขุมวิท กรุงเทพมหานคร', [ZIP]: null })],
      'en',
    );
    expect(result).toMatchObject({ errorRows: 1, status: 'VALIDATION_FAILED' });
    expect(errors).toEqual([
      {
        rowNo: 2,
        errors: [
          {
            key: 'BUYER_ADDRESS',
            column: 'P',
            description: expect.stringMatching(/^fails ETDA's e-Tax rules \(RCT-BuyerTradeParty-008\): /),
          },
        ],
      },
    ]);
  });
});
