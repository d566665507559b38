// Deposits (docs/imports.md "Deposits", docs/etax-xml.md "Deposits"), through the real API and
// job: the tax invoice of a deposit received, then the final invoice that deducts it — the VAT on
// the net, as ETDA's ExampleForPrepaid sample (lines 128,000 − deposit 30,000 = 98,000, VAT
// 6,860, total 104,860) — stored, printed (pdftotext), written as e-Tax XML of a v2.1 and of a
// v2.0 customer that the version's official XSD (xmllint), the product's validator and
// node-schematron accept, signed and verified (xmlsec1). Bad deposit values are refused at their
// row and cell, in a file and in direct entry.
import { readFileSync } from 'node:fs';
import { Schema } from 'node-schematron';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { ETAX_VERSIONS, type EtaxVersion } from '../../contract/etax-version';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { schematronFileOf, xsdFileOf } from '../../server/etax/xml/etax-versions';
import { schemaPath } from '../../server/etax/xml/schema-files';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { callGet, type Row } from './support/api';
import { detailsOf } from './support/answers';
import { useImportApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { giveCertificate } from './support/certificates';
import { xmllint, xmlsec1Verify } from './support/document-tools';
import {
  activeTemplate,
  BUYER_ADDRESS,
  BUYER_ZIP_CODE,
  generateFrom,
  importCustomer,
  invoiceRow,
  noteColumns,
  uploadFile,
  xlsxOf,
  type Cell,
  type ImportCustomer,
} from './support/imports';
import { pdfText, pdfWords } from './support/pdf-text';
import { makeTestPkcs12, type TestPkcs12 } from './support/test-certificate';
import { column } from './support/upload-templates';

const { t, admin, uploads, documents } = useImportApp();

const decimal = { inputType: 'DECIMAL', inputControlType: 'NUMBER', maxLength: null, required: false };
/** The note layout (reference M, N, purpose O) plus the deposit deducted R, its kind S and a line discount T. */
const depositColumns = (): Row[] => [
  ...noteColumns(),
  column('R', 'PREPAID_AMOUNT', { columnName: 'หักเงินมัดจำ', ...decimal }),
  column('S', 'PREPAID_TYPE', { columnName: 'ประเภทเงินรับล่วงหน้า', required: false, maxLength: 5 }),
  column('T', 'ITEM_DISCOUNT', { columnName: 'ส่วนลด', ...decimal }),
];
const PREPAID = 17;
const PREPAID_TYPE = 18;
const DISCOUNT = 19;
const REFERENCE_NO = 12;
const REFERENCE_DATE = 13;

const DEPOSIT_NO = 'DEP-0001';
const DEPOSIT_DATE = new Date(Date.UTC(2026, 10, 20));

/** The deposit's tax invoice: 30,000 before VAT, marked as a deposit received (PP001). */
const depositRows = (documentNo = DEPOSIT_NO): Cell[][] => [
  invoiceRow(documentNo, {
    1: DEPOSIT_DATE,
    5: 'เงินมัดจำค่าคอมพิวเตอร์ตามใบเสนอราคา QT-01',
    6: 1,
    7: 30000,
    8: 30000,
    9: 7,
    [PREPAID_TYPE]: 'PP001',
  }),
];

/** ETDA's sample in our rows: 10 × 10,000 and 10 × 3,000 − 2,000; the deposit 30,000 deducted. */
const finalRows = (documentNo: string, overrides: Record<number, Cell> = {}): Cell[][] => [
  invoiceRow(documentNo, {
    5: 'คอมพิวเตอร์ประกอบ',
    6: 10,
    7: 10000,
    8: 100000,
    9: 7,
    [REFERENCE_NO]: DEPOSIT_NO,
    [REFERENCE_DATE]: DEPOSIT_DATE,
    [PREPAID]: 30000,
    ...overrides,
  }),
  invoiceRow(documentNo, {
    5: 'จอ 27 นิ้ว',
    6: 10,
    7: 3000,
    8: 28000,
    9: 7,
    [DISCOUNT]: 2000,
    [REFERENCE_NO]: DEPOSIT_NO,
    [REFERENCE_DATE]: DEPOSIT_DATE,
    [PREPAID]: 30000,
    ...overrides,
  }),
];

interface Seller {
  customer: ImportCustomer;
  user: SignedIn;
  templateCode: string;
}

let cert: TestPkcs12;
const sellers = new Map<EtaxVersion, Seller>();
/** A customer writing this version, its head office USER and its deposit template (388). */
async function sellerOf(etaxVersion: EtaxVersion): Promise<Seller> {
  const customer = await importCustomer(t, admin, { documentTypes: [], etaxVersion });
  await giveCertificate(t, admin, customer.customerCode, cert);
  const user = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'USER',
    branchCodes: ['00000'],
  });
  const templateCode = await activeTemplate(
    t,
    admin,
    customer.customerCode,
    { templateType: 'EXCEL', documentType: '388', templateName: 'ใบกำกับภาษีมัดจำ' },
    depositColumns(),
  );
  return { customer, user, templateCode };
}
beforeAll(async () => {
  cert = makeTestPkcs12({ commonName: 'บริษัท ผู้ขาย จำกัด', organization: 'บริษัท ผู้ขาย จำกัด' });
  for (const version of ETAX_VERSIONS) sellers.set(version, await sellerOf(version));
});
/** The current release's seller: whom the refusals are tested with. */
const current = () => sellers.get('2.1')!;

async function fileBytes(fileId: unknown): Promise<Buffer> {
  const res = await callGet(t, fileDownloadUrl(String(fileId)), { as: admin });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The document made from these rows: its detail, its XML and its PDF's text. */
async function made({ user, templateCode }: Seller, rows: Cell[][]) {
  const [row] = await generateFrom(t, { admin, user, templateCode }, rows);
  expect(row).toMatchObject({ status: 'GENERATED' });
  const detail = await documents.dataOf('getDocumentById', { documentId: row!.documentId }, admin);
  const xml = (await fileBytes(row!.xmlFileId)).toString('utf8');
  const pdf = await fileBytes(row!.pdfFileId);
  return { detail, xml, text: pdfText(pdf), words: pdfWords(pdf) };
}

/** The XML checked as ETDA and a tax authority would: XSD (product and xmllint), signature. */
async function expectValidSigned(xml: string, version: EtaxVersion) {
  expect(await validateEtaxXml(xml)).toEqual([]);
  // node-schematron, the reference engine, agrees: no rule of the version's Schematron fires.
  const sch = readFileSync(schemaPath(schematronFileOf(etaxMessageOf('388')!, version)), 'utf8');
  expect(Schema.fromString(sch).validateString(xml)).toEqual([]);
  expect(xml).toContain(`schemeVersionID="${version}"`);
  expect(xmllint(xml, xsdFileOf(etaxMessageOf('388')!, version))).toMatchObject({ ok: true });
  expect(xmlsec1Verify(xml, cert.certificatePem)).toMatchObject({ ok: true });
}

/** The element's text in the header settlement (the lines have elements of the same names). */
function headerAmount(xml: string, element: string): string | undefined {
  const settlement =
    /<ram:ApplicableHeaderTradeSettlement>[\s\S]*?<\/ram:ApplicableHeaderTradeSettlement>/.exec(xml)?.[0];
  return new RegExp(`<ram:${element}>([^<]*)</ram:${element}>`).exec(settlement ?? '')?.[1];
}

describe.each(ETAX_VERSIONS)('v%s: a deposit and the final invoice that deducts it', (version) => {
  it('makes the deposit a tax invoice of its own, marked as a deposit received', async () => {
    const { detail, xml, text } = await made(sellers.get(version)!, depositRows());
    expect(detail).toMatchObject({
      totalBeforeVat: '30000.00',
      vatAmount: '2100.00',
      totalAmount: '32100.00',
      prepaidAmount: null,
      prepaidType: 'PP001',
    });
    await expectValidSigned(xml, version);
    // An ordinary tax invoice in both versions: ETDA's prepaid elements belong to the deduction.
    expect(xml).not.toContain('Prepaid');
    expect(headerAmount(xml, 'TaxBasisTotalAmount')).toBe('30000.00');
    expect(headerAmount(xml, 'GrandTotalAmount')).toBe('32100.00');
    expect(text).toContain('ใบกำกับภาษีนี้ออกสำหรับเงินมัดจำที่ได้รับ');
    expect(text).toContain('32,100.00');
  });

  it('deducts it before VAT on the final invoice: ETDA sample figures, stored, printed and in the XML', async () => {
    const { detail, xml, text, words } = await made(sellers.get(version)!, finalRows(`FIN-${version}`));
    expect(detail).toMatchObject({
      totalBeforeVat: '98000.00',
      vatRate: '7.00',
      vatAmount: '6860.00',
      totalAmount: '104860.00',
      prepaidAmount: '30000.00',
      // No kind given: a deposit.
      prepaidType: 'PP001',
      referenceDocumentNo: DEPOSIT_NO,
    });
    await expectValidSigned(xml, version);
    expect(headerAmount(xml, 'LineTotalAmount')).toBe('128000.00');
    expect(headerAmount(xml, 'TaxBasisTotalAmount')).toBe('98000.00');
    expect(headerAmount(xml, 'TaxTotalAmount')).toBe('6860.00');
    expect(headerAmount(xml, 'GrandTotalAmount')).toBe('104860.00');
    if (version === '2.1') {
      // As ETDA's sample: the prepaid allowance without ChargeIndicator, TotalPrepaidAmount, and
      // the deposit invoice referenced with category 02.
      expect(xml).toMatch(
        /<ram:SpecifiedTradeAllowanceCharge>\s*<ram:PrepaidIndicator>true<\/ram:PrepaidIndicator>\s*<ram:ActualAmount>30000.00<\/ram:ActualAmount>\s*<ram:TypeCode>PP001<\/ram:TypeCode>\s*<\/ram:SpecifiedTradeAllowanceCharge>/,
      );
      expect(headerAmount(xml, 'TotalPrepaidAmount')).toBe('30000.00');
      expect(headerAmount(xml, 'AllowanceTotalAmount')).toBe('0.00');
      expect(xml).toMatch(
        /<ram:AdditionalReferencedDocument>\s*<ram:IssuerAssignedID>DEP-0001<\/ram:IssuerAssignedID>\s*<ram:IssueDateTime>2026-11-20T00:00:00<\/ram:IssueDateTime>\s*<ram:ReferenceTypeCode>388<\/ram:ReferenceTypeCode>\s*<ram:CategoryCode>02<\/ram:CategoryCode>/,
      );
      // ETDA's rules are really run on it: without the category they name the reference.
      const broken = xml.replace('<ram:CategoryCode>02</ram:CategoryCode>', '');
      expect((await validateEtaxXml(broken)).map((failure) => failure.ruleId)).toEqual([
        'TIV-PrepaidIndicator-011',
      ]);
      expect(xml).toContain('<ram:PurposeCode>TIVC99</ram:PurposeCode>');
      expect(xml).toContain('<ram:Purpose>หักเงินมัดจำ/เงินรับล่วงหน้าตามใบกำกับภาษีที่อ้างอิง</ram:Purpose>');
    } else {
      // v2.0 has no prepaid elements: the deduction is an ordinary document allowance, and the
      // deposit invoice is not referenced (a v2.0 reference says the invoice replaces it).
      expect(headerAmount(xml, 'AllowanceTotalAmount')).toBe('30000.00');
      expect(xml).toMatch(
        /<ram:ChargeIndicator>false<\/ram:ChargeIndicator>\s*<ram:ActualAmount>30000.00<\/ram:ActualAmount>/,
      );
      expect(xml).not.toContain('Prepaid');
      expect(xml).not.toContain('AdditionalReferencedDocument');
      expect(xml).not.toContain('PurposeCode');
    }

    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('รวมเป็นเงิน / Subtotal 128,000.00');
    expect(flat).toContain('หักเงินมัดจำ/เงินรับล่วงหน้า / Less deposit 30,000.00');
    expect(flat).toContain('รวมเงินก่อนภาษี / Total before VAT 98,000.00');
    expect(flat).toContain('VAT 7% 6,860.00');
    expect(flat).toContain('Grand total 104,860.00');
    // The deduction's label ends before its amount starts (the totals column is narrow).
    const label = words.find((word) => word.text.endsWith('/ Less deposit'))!;
    const amount = words.find((word) => word.text === '30,000.00' && Math.abs(word.yMin - label.yMin) < 2)!;
    expect(label.xMax).toBeLessThan(amount.xMin);
    expect(flat).toContain(`หักเงินมัดจำตามใบกำกับภาษีเลขที่ ${DEPOSIT_NO} ลงวันที่ 20 พ.ย. 2569`);
  });
});

describe('a deposit column of zeros', () => {
  it('deducts nothing: an ordinary tax invoice, printed and written without a deposit', async () => {
    const rows = finalRows('ZERO-0001', { [PREPAID]: 0, [REFERENCE_NO]: null, [REFERENCE_DATE]: null });
    const { detail, xml, text } = await made(current(), rows);
    expect(detail).toMatchObject({
      totalBeforeVat: '128000.00',
      vatAmount: '8960.00',
      totalAmount: '136960.00',
      prepaidAmount: null,
      prepaidType: null,
    });
    await expectValidSigned(xml, '2.1');
    expect(xml).not.toContain('Prepaid');
    expect(text).not.toContain('เงินมัดจำ');
  });
});

interface StagedRow {
  rowNo: number;
  errors: Row[];
}

/** The problems of each staged row of an upload of these rows: [key, column, description]. */
async function problemsOf(rows: Cell[][], language: 'th' | 'en' = 'th') {
  const { user, templateCode } = current();
  const res = await uploadFile(t, user, { file: await xlsxOf(rows), templateCode });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId, status } = res.json().data;
  const found = await uploads.post(
    'searchCustomerFileUploadTempData',
    { uploadId, size: 100 },
    user,
    language,
  );
  const staged = found.json().data as StagedRow[];
  return { status, problems: staged.map((row) => row.errors.map((e) => [e.key, e.column, e.description])) };
}

describe('bad deposit values are refused at their row', () => {
  it('a deduction above the lines it is deducted from', async () => {
    const { status, problems } = await problemsOf(finalRows('BAD-0001', { [PREPAID]: 128000.01 }));
    expect(status).toBe('VALIDATION_FAILED');
    expect(problems[0]).toEqual([
      ['PREPAID_AMOUNT', 'R', 'เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่เกินผลรวมของรายการ (128,000.00)'],
    ]);
  });

  it('a negative deduction, in English', async () => {
    const { problems } = await problemsOf(finalRows('BAD-0002', { [PREPAID]: -100 }), 'en');
    expect(problems[0]).toContainEqual([
      'PREPAID_AMOUNT',
      'R',
      'the advance payment deducted cannot be negative',
    ]);
  });

  it('a kind that is not one of ETDA PP001–PP006', async () => {
    const { problems } = await problemsOf([
      invoiceRow(DEPOSIT_NO.replace('DEP', 'BAD'), { [PREPAID_TYPE]: 'PP009' }),
    ]);
    expect(problems[0]).toEqual([
      [
        'PREPAID_TYPE',
        'S',
        expect.stringContaining('ประเภทเงินรับล่วงหน้าต้องเป็นหนึ่งใน PP001, PP002, PP003, PP004, PP005, PP006'),
      ],
    ]);
  });

  it.each([
    ['neither number nor date', { [REFERENCE_NO]: null, [REFERENCE_DATE]: null }],
    // The date is never guessed from the final invoice's own.
    ['no date', { [REFERENCE_DATE]: null }],
  ])('a deduction without the deposit invoice it deducts: %s', async (_case, missing) => {
    const { problems } = await problemsOf(finalRows('BAD-0003', missing));
    expect(problems[0]).toEqual([
      ['PREPAID_AMOUNT', 'R', 'การหักเงินมัดจำ/เงินรับล่วงหน้าต้องระบุเลขที่และวันที่ของใบกำกับภาษีเงินมัดจำในเอกสารอ้างอิง'],
    ]);
  });

  it('a deduction above the deposit invoice issued here that it names', async () => {
    const depositNo = 'DEP-0009';
    await made(current(), depositRows(depositNo));
    const { problems } = await problemsOf(
      finalRows('BAD-0005', { [REFERENCE_NO]: depositNo, [PREPAID]: 30000.01 }),
    );
    expect(problems[0]).toEqual([
      [
        'PREPAID_AMOUNT',
        'R',
        'เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่เกินมูลค่าก่อนภาษีของใบกำกับภาษีเงินมัดจำเลขที่ DEP-0009 (30,000.00)',
      ],
    ]);
    // The whole deposit may be deducted.
    expect((await problemsOf(finalRows('BAD-0006', { [REFERENCE_NO]: depositNo }))).problems).toEqual([
      [],
      [],
    ]);
  });

  it('an E-TAX template that deducts a deposit maps the deposit invoice before it is active', async () => {
    const withoutReference = depositColumns().filter(
      (column) => !String(column.dataTypeKey).startsWith('REFERENCE_DOCUMENT'),
    );
    await expect(
      activeTemplate(t, admin, current().customer.customerCode, { templateType: 'EXCEL' }, withoutReference),
    ).rejects.toThrow(
      'การหักเงินมัดจำ/เงินรับล่วงหน้าต้องอ้างอิงใบกำกับภาษีของเงินมัดจำ: เพิ่มคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน: REFERENCE_DOCUMENT_NO, REFERENCE_DOCUMENT_DATE',
    );
  });

  it('the total before VAT of a deduction is the lines − the deposit', async () => {
    const { problems } = await problemsOf(finalRows('BAD-0004'));
    expect(problems).toEqual([[], []]);
  });

  it('direct entry: an excessive deduction is refused at its field, nothing stored', async () => {
    const res = await uploads.post(
      'saveCustomerUploadDirect',
      {
        uploadType: 'ETAX',
        templateCode: current().templateCode,
        branchCode: '00000',
        data: {
          DOCUMENT_NO: 'DE-DEP-1',
          ISSUE_DATE: '2026-11-21',
          BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
          BUYER_TAX_ID: '0105536112014',
          BUYER_ADDRESS,
          BUYER_ZIP_CODE,
          VAT_RATE: '7',
          REFERENCE_DOCUMENT_NO: DEPOSIT_NO,
          REFERENCE_DOCUMENT_DATE: '2026-11-20',
          PREPAID_AMOUNT: '1000.01',
          items: [{ ITEM_NAME: 'ค่าบริการ', ITEM_QTY: '1', ITEM_UNIT_PRICE: '1000', ITEM_AMOUNT: '1000.00' }],
        },
      },
      current().user,
    );
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      'data.PREPAID_AMOUNT': 'เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่เกินผลรวมของรายการ (1,000.00)',
    });
  });
});
