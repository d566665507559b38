import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentDetail } from 'contract/document';
import { i18n } from 'src/lib/i18n';
import { saveFile } from 'src/lib/save-file';
import { SLOW_TEST } from './master-data/interact';
import { documentDetail } from './document/document-msw';
import { answerFile, factOf, renderPage } from './document/document-page-render';

// An E-TAX document's XML on the document page: its check, its signature, its download and, when
// it failed, every failure and the fail reason that points at them.

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });
beforeEach(() => vi.mocked(saveFile).mockClear());

const XML_FILE_ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b';
const SECTION = 'ข้อมูล XML ตามมาตรฐาน e-Tax Invoice';
const SIGNER = 'CN=บริษัท ตัวอย่าง จำกัด, O=บริษัท ตัวอย่าง จำกัด, C=TH';
// Local time, so that the expected text holds in every time zone the tests run in.
const SIGNED_AT = new Date(2026, 10, 20, 9, 4, 30).toISOString();

/** A VALID XML of v2.1, signed, still verifying: what a customer with a certificate gets. */
function validXml(
  signature: Partial<NonNullable<DocumentDetail['signature']>> = {},
  etaxVersion: DocumentDetail['etaxVersion'] = '2.1',
): DocumentDetail {
  return documentDetail({
    xmlFileId: XML_FILE_ID,
    xmlStatus: 'VALID',
    etaxVersion,
    signature: { status: 'SIGNED', signedBy: SIGNER, signedAt: SIGNED_AT, valid: true, ...signature },
  });
}

const FAILURES: DocumentDetail['xmlFailures'] = [
  {
    source: 'XSD',
    ruleId: 'cvc-complex-type.2.4.a',
    path: '/rsm:TaxInvoice_CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime',
    message: "Invalid content was found starting with element 'ram:IssueDateTime'.",
  },
  {
    source: 'SCHEMATRON',
    ruleId: 'TIV-BR-07',
    path: '/rsm:TaxInvoice_CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement',
    message: 'The tax total must equal the sum of the line taxes.',
  },
  {
    source: 'SCHEMATRON',
    ruleId: 'TIV-BR-07',
    path: '/rsm:TaxInvoice_CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem[2]',
    message: 'The line tax must be the line amount times the rate.',
  },
];

/** An INVALID XML: the document FAILED, with no PDF and no signature. */
function invalidXml(failures = FAILURES): DocumentDetail {
  return documentDetail({
    status: 'FAILED',
    failCode: 'XML_INVALID',
    failParams: { count: failures.length },
    pdfFileId: null,
    xmlFileId: XML_FILE_ID,
    xmlStatus: 'INVALID',
    etaxVersion: '2.1',
    xmlFailures: failures,
    signature: null,
  });
}

describe("The document page's e-Tax XML", () => {
  it('shows a valid, signed XML with its signer and the time in the Buddhist era', async () => {
    renderPage(validXml());
    const section = await screen.findByRole('region', { name: SECTION });
    expect(factOf(section, 'มาตรฐาน')).toHaveTextContent('ขมธอ.3-2568 (v2.1)');
    expect(factOf(section, 'ผลการตรวจสอบ')).toHaveTextContent('ผ่านการตรวจสอบตามมาตรฐาน ขมธอ.3-2568 (v2.1)');
    expect(factOf(section, 'ลายมือชื่ออิเล็กทรอนิกส์')).toHaveTextContent('ลงลายมือชื่ออิเล็กทรอนิกส์แล้ว');
    expect(factOf(section, 'ผู้ลงลายมือชื่อ')).toHaveTextContent(SIGNER);
    expect(factOf(section, 'วันเวลาที่ลงลายมือชื่อ')).toHaveTextContent('20 พ.ย. 2569 09:04');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    // Between the lines and the preview of the PDF.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.indexOf(SECTION)).toBe(regions.indexOf('รายการสินค้า') + 1);
    expect(regions.indexOf('ตัวอย่างเอกสาร')).toBe(regions.indexOf(SECTION) + 1);
  });

  it('says the signature is not valid when the XML was changed after signing', async () => {
    renderPage(validXml({ valid: false }));
    const section = await screen.findByRole('region', { name: SECTION });
    expect(factOf(section, 'ลายมือชื่ออิเล็กทรอนิกส์')).toHaveTextContent('ลายมือชื่อไม่ถูกต้อง (ไฟล์ถูกแก้ไขหลังลงลายมือชื่อ)');
    expect(within(section).queryByText('ลงลายมือชื่ออิเล็กทรอนิกส์แล้ว')).not.toBeInTheDocument();
    // Who signed, and when, still tell the user which signature no longer holds.
    expect(factOf(section, 'ผู้ลงลายมือชื่อ')).toHaveTextContent(SIGNER);
  });

  it('warns that an unsigned XML has no signature, naming no signer; a v2.0 document names its own standard', async () => {
    renderPage(validXml({ status: 'UNSIGNED', signedBy: null, signedAt: null, valid: null }, '2.0'));
    const section = await screen.findByRole('region', { name: SECTION });
    expect(factOf(section, 'มาตรฐาน')).toHaveTextContent('ขมธอ.3-2560 (v2.0)');
    expect(factOf(section, 'ผลการตรวจสอบ')).toHaveTextContent('ผ่านการตรวจสอบตามมาตรฐาน ขมธอ.3-2560 (v2.0)');
    expect(factOf(section, 'ลายมือชื่ออิเล็กทรอนิกส์')).toHaveTextContent(
      'ไม่ได้ลงลายมือชื่อและไม่ได้ประทับรับรองเวลา (ลูกค้ายังไม่มีใบรับรอง)',
    );
    expect(within(section).queryByText('ผู้ลงลายมือชื่อ')).not.toBeInTheDocument();
  });

  it('says a time-stamp document was not signed but e-mailed to ETDA for its time stamp', async () => {
    renderPage(validXml({ status: 'TIME_STAMP', signedBy: null, signedAt: null, valid: null }));
    const section = await screen.findByRole('region', { name: SECTION });
    expect(factOf(section, 'ลายมือชื่ออิเล็กทรอนิกส์')).toHaveTextContent(
      'ไม่ได้ลงลายมือชื่อ ส่งทางอีเมลถึง สพธอ. เพื่อประทับรับรองเวลา (e-Tax Invoice by Email)',
    );
    expect(within(section).queryByText('ผู้ลงลายมือชื่อ')).not.toBeInTheDocument();
  });

  it('lists every failure of an invalid XML, and says why the document failed with their count', async () => {
    renderPage(invalidXml());
    const section = await screen.findByRole('region', { name: SECTION });
    expect(factOf(section, 'ผลการตรวจสอบ')).toHaveTextContent('ไม่ผ่านการตรวจสอบ');
    expect(within(section).queryByText('ลายมือชื่ออิเล็กทรอนิกส์')).not.toBeInTheDocument();

    const table = within(section).getByRole('table', { name: 'รายการที่ไม่ผ่านการตรวจสอบ (3 รายการ)' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('การตรวจสอบกฎตำแหน่งในไฟล์ XMLรายละเอียดจากโปรแกรมตรวจสอบ');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      FAILURES.map((failure) => [
        failure.source === 'XSD' ? 'XSD' : 'Schematron',
        failure.ruleId,
        failure.path,
        failure.message,
      ]),
    );

    const details = screen.getByRole('region', { name: 'รายละเอียดเอกสาร' });
    expect(factOf(details, 'สาเหตุที่สร้างไม่สำเร็จ')).toHaveTextContent(
      'ข้อมูล XML ไม่ผ่านการตรวจสอบตามมาตรฐาน 3 รายการ — ดูรายละเอียดในส่วนข้อมูล XML',
    );
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด XML' })).toBeInTheDocument();
  });

  it('reads in English, one failure in the singular', async () => {
    await i18n.changeLanguage('en');
    renderPage(invalidXml(FAILURES.slice(0, 1)));
    const section = await screen.findByRole('region', { name: 'e-Tax XML' });
    expect(factOf(section, 'Standard')).toHaveTextContent('ขมธอ.3-2568 (v2.1)');
    expect(factOf(section, 'Validation')).toHaveTextContent('Failed the check');
    expect(within(section).getByRole('table', { name: 'Failed checks (1 item)' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Document details' });
    expect(factOf(details, 'Why generation failed')).toHaveTextContent(
      'The e-Tax XML failed 1 check of the standard — see the e-Tax XML section for details',
    );
    expect(within(section).getByRole('button', { name: 'Download XML' })).toBeInTheDocument();
  });

  it('shows no XML section for a document without an e-Tax XML', async () => {
    renderPage(documentDetail({ xmlStatus: null, xmlFileId: null }));
    expect(await screen.findByRole('region', { name: 'รายละเอียดเอกสาร' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SECTION })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด XML' })).not.toBeInTheDocument();
  });

  it('downloads the XML through the file API by its file id, saved under the served name as served', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><rsm:TaxInvoice_CrossIndustryInvoice/>';
    const asked = answerFile('application/xml', '388-INV-0001.xml', xml);
    const { user } = renderPage(validXml());
    const section = await screen.findByRole('region', { name: SECTION });
    await user.click(within(section).getByRole('button', { name: 'ดาวน์โหลด XML' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([XML_FILE_ID]);
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('388-INV-0001.xml');
    expect(await blob.text()).toBe(xml);
  });

  it('names an XML the server gives no name after the document number', async () => {
    answerFile('application/xml', null, '<x/>');
    const { user } = renderPage(validXml());
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด XML' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]?.[0]).toBe('INV-0001.xml');
  });
});
