import { screen, waitFor, within } from '@testing-library/react';
import { saveFile } from 'src/lib/save-file';
import { i18n } from 'src/lib/i18n';
import { answerPost, ok } from '../msw-answer';
import { SLOW_TEST } from '../master-data/interact';
import { DOCUMENT, documentDetail, PDF_FILE_ID } from './document-msw';
import { answerPdf, factOf, renderPage, TINY_PNG } from './document-page-render';
import { stubNewTab } from '../new-tab';
import { asPhone } from '../phone';

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });
beforeEach(() => vi.mocked(saveFile).mockClear());

describe('The document page on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per line, named by its number and item, every amount in view', async () => {
    asPhone();
    renderPage();
    const lines = await screen.findByRole('list', { name: 'รายการสินค้า' });
    expect(screen.queryByRole('table', { name: 'รายการสินค้า' })).not.toBeInTheDocument();
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('1. ค่าบริการที่ปรึกษา');
    expect(factOf(first!, 'รหัสสินค้า')).toHaveTextContent('P-001');
    expect(factOf(first!, 'จำนวน')).toHaveTextContent('2');
    expect(factOf(first!, 'ราคาต่อหน่วย')).toHaveTextContent('500.25');
    expect(factOf(first!, 'จำนวนเงิน')).toHaveTextContent('1,000.50');
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveTextContent('ค่าเดินทาง');
  });
});

describe('The document page', () => {
  it('shows the facts, the buyer, the totals and the lines', async () => {
    const { get } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'เอกสารเลขที่ INV-0001' })).toBeInTheDocument();
    expect(get.bodies).toEqual([{ documentId: 5 }]);
    const crumbs = screen.getByRole('navigation', { name: 'เส้นทางนำทาง' });
    expect(within(crumbs).getByRole('link', { name: 'ค้นหาเอกสาร' })).toHaveAttribute('href', '/document');

    const details = screen.getByRole('region', { name: 'รายละเอียดเอกสาร' });
    await waitFor(() => expect(factOf(details, 'ประเภทเอกสาร')).toHaveTextContent('ใบกำกับภาษี'));
    expect(factOf(details, 'สถานะ')).toHaveTextContent('สร้างแล้ว');
    expect(factOf(details, 'วันที่เอกสาร')).toHaveTextContent('20 พ.ย. 2569');
    expect(factOf(details, 'วันครบกำหนดชำระ')).toHaveTextContent('20 ธ.ค. 2569');
    expect(factOf(details, 'ลูกค้า')).toHaveTextContent('C000001 บริษัท ตัวอย่าง จำกัด');
    expect(factOf(details, 'สาขาผู้ออกเอกสาร')).toHaveTextContent('สำนักงานใหญ่');
    expect(within(details).queryByText('สาเหตุที่สร้างไม่สำเร็จ')).not.toBeInTheDocument();
    expect(within(details).queryByText('เอกสารอ้างอิง')).not.toBeInTheDocument();
    const upload = within(details).getByRole('link', { name: 'รายการนำเข้าเลขที่ 12 (เริ่มที่แถวที่ 2)' });
    expect(upload).toHaveAttribute('href', '/import/etax/12');

    const buyer = screen.getByRole('region', { name: 'ข้อมูลผู้ซื้อ' });
    expect(factOf(buyer, 'ชื่อผู้ซื้อ')).toHaveTextContent('บริษัท ผู้ซื้อ จำกัด');
    expect(factOf(buyer, 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ')).toHaveTextContent('0105536112014');
    expect(factOf(buyer, 'สาขาผู้ซื้อ')).toHaveTextContent('สาขาที่ 00001');
    expect(factOf(buyer, 'ที่อยู่ผู้ซื้อ')).toHaveTextContent('เขตคลองเตย กรุงเทพมหานคร 10110');
    expect(factOf(buyer, 'อีเมลผู้ซื้อ')).toHaveTextContent('buyer@example.com');
    expect(factOf(buyer, 'เบอร์โทรศัพท์ผู้ซื้อ')).toHaveTextContent('0812345678');

    const totals = screen.getByRole('region', { name: 'สรุปยอดเงิน' });
    expect(factOf(totals, 'มูลค่าก่อนภาษีมูลค่าเพิ่ม')).toHaveTextContent('1,250.50');
    expect(factOf(totals, 'ภาษีมูลค่าเพิ่ม 7%')).toHaveTextContent('87.54');
    expect(factOf(totals, 'ยอดรวม')).toHaveTextContent('1,338.04');
    expect(factOf(totals, 'จำนวนเงินรวม (ตัวอักษร)')).toHaveTextContent('หนึ่งพันสามร้อยสามสิบแปดบาทสี่สตางค์');

    const lines = screen.getByRole('table', { name: 'รายการสินค้า' });
    const [header, first, second] = within(lines).getAllByRole('row');
    expect(header).toHaveTextContent('ลำดับรหัสสินค้าชื่อสินค้าจำนวนหน่วยราคาต่อหน่วยส่วนลดจำนวนเงิน');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'P-001', 'ค่าบริการที่ปรึกษา', '2', 'ชั่วโมง', '500.25', '0.00', '1,000.50']);
    expect(second).toHaveTextContent('ค่าเดินทาง');
    expect(second).toHaveTextContent('10.00');
  });

  it('shows the deposit a final invoice deducts before VAT', async () => {
    renderPage(
      documentDetail({
        prepaidAmount: '30000.00',
        prepaidType: 'PP001',
        totalBeforeVat: '98000.00',
        referenceDocumentNo: 'DEP-0001',
      }),
    );
    const totals = await screen.findByRole('region', { name: 'สรุปยอดเงิน' });
    expect(factOf(totals, 'หักเงินมัดจำ/เงินรับล่วงหน้า (เงินมัดจำ)')).toHaveTextContent('30,000.00');
    expect(factOf(totals, 'มูลค่าก่อนภาษีมูลค่าเพิ่ม')).toHaveTextContent('98,000.00');
  });

  it('names the kind of advance payment a deposit invoice is for', async () => {
    renderPage(documentDetail({ prepaidAmount: null, prepaidType: 'PP003' }));
    const totals = await screen.findByRole('region', { name: 'สรุปยอดเงิน' });
    expect(factOf(totals, 'ใบกำกับภาษีของเงินรับล่วงหน้า')).toHaveTextContent('เงินจอง');
    expect(within(totals).queryByText(/^หักเงินมัดจำ/)).not.toBeInTheDocument();
  });

  it('says in words why a FAILED document could not be made, and offers no PDF', async () => {
    renderPage(
      documentDetail({
        status: 'FAILED',
        failCode: 'TOTAL_MISMATCH',
        failParams: { field: 'TOTAL_AMOUNT', stated: '1340.00', computed: '1338.04' },
        pdfFileId: null,
        documentType: '81',
        referenceDocumentNo: 'INV-0009',
        referenceDocumentDate: '2026-10-01',
        purposeCode: 'CDNG01',
        purposeText: 'ลดราคาสินค้า',
      }),
    );
    const details = await screen.findByRole('region', { name: 'รายละเอียดเอกสาร' });
    expect(factOf(details, 'สถานะ')).toHaveTextContent('สร้างไม่สำเร็จ');
    await waitFor(() =>
      expect(factOf(details, 'สาเหตุที่สร้างไม่สำเร็จ')).toHaveTextContent(
        'จำนวนเงินรวม ในไฟล์ (1,340.00) ไม่ตรงกับยอดที่คำนวณได้ (1,338.04)',
      ),
    );
    expect(factOf(details, 'เอกสารอ้างอิง')).toHaveTextContent('INV-0009 ลงวันที่ 1 ต.ค. 2569');
    expect(factOf(details, 'สาเหตุการออกเอกสาร')).toHaveTextContent('CDNG01 ลดราคาสินค้า');
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เปิด PDF' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'a number already issued elsewhere',
      'NUMBER_TAKEN',
      { documentNo: 'INV-0001' },
      'เลขที่เอกสาร INV-0001 ออกไปแล้วในรายการนำเข้าอื่น',
    ],
    [
      'a value the system could not hold, with the row to check',
      'VALUE_REFUSED',
      { rowNo: 12 },
      'มีค่าในเอกสารเกินขอบเขตที่ระบบรองรับ (เช่น จำนวนเงินเกิน 16 หลัก) กรุณาตรวจสอบข้อมูลของเอกสารนี้ (แถวที่ 12)',
    ],
    [
      'which slot holds the signing key that could not be reached, and why',
      'SIGNING_KEY_UNREACHABLE',
      { slot: 'HSM_1', reason: 'WRONG_PIN' },
      'ไม่สามารถเข้าถึงกุญแจลงนามในช่อง HSM_1 ได้ (PIN ของโทเค็นไม่ถูกต้อง) ระบบจะลองใหม่อัตโนมัติ',
    ],
  ])('says %s', async (_what, failCode, failParams, reason) => {
    renderPage(documentDetail({ status: 'FAILED', failCode, failParams, pdfFileId: null }));
    const details = await screen.findByRole('region', { name: 'รายละเอียดเอกสาร' });
    expect(factOf(details, 'สาเหตุที่สร้างไม่สำเร็จ')).toHaveTextContent(reason);
  });

  it('downloads the PDF through the file URL and saves it under the served name', async () => {
    const asked = answerPdf();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([PDF_FILE_ID]);
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('388-INV-0001.pdf');
    expect(blob.type).toBe('application/pdf');
  });

  it('opens the PDF in a new tab from a blob URL', async () => {
    const asked = answerPdf();
    const { createObjectURL, open } = stubNewTab('blob:http://localhost/pdf-1');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'เปิด PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/pdf-1', '_blank'));
    expect(asked).toEqual([PDF_FILE_ID]);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows the not-found state for an unknown id, without the error banner', async () => {
    const { get } = renderPage(null, '/document/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบเอกสาร' })).toBeInTheDocument();
    expect(screen.getByText('ไม่พบเอกสารนี้ หรือคุณไม่มีสิทธิ์ดูเอกสารนี้')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าค้นหาเอกสาร' })).toHaveAttribute('href', '/document');
    expect(get.bodies).toEqual([{ documentId: 999 }]);
    expect(screen.queryByText('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ')).not.toBeInTheDocument();
  });

  it('does not ask the server for an id that cannot be one', async () => {
    const { get } = renderPage(documentDetail(), '/document/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบเอกสาร' })).toBeInTheDocument();
    expect(get.bodies).toEqual([]);
  });

  it('follows a switch to English, amounts and dates included', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Document INV-0001' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Document details' });
    await waitFor(() => expect(factOf(details, 'Document type')).toHaveTextContent('Tax invoice'));
    expect(factOf(details, 'Status')).toHaveTextContent('Generated');
    expect(factOf(details, 'Issue date')).toHaveTextContent('20 Nov 2026');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(factOf(totals, 'VAT 7%')).toHaveTextContent('87.54');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('lists every send, and re-sends by e-mail to the address shown after asking once more', async () => {
    const resend = answerPost<{ documentId: number; email: string }>(`${DOCUMENT}/resentEmail`, () =>
      ok(documentDetail()),
    );
    const { user } = renderPage(documentDetail({ buyerEmail: 'buyer@example.com' }));
    const history = await screen.findByRole('list', { name: 'ประวัติการส่งเอกสาร' });
    expect(within(history).getByText(/อีเมล · b\*\*\*r@example\.com/)).toBeInTheDocument();
    expect(within(history).getByText('ส่งแล้ว')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ส่งอีเมลอีกครั้ง' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งเอกสารทางอีเมลอีกครั้ง' });
    const email = within(dialog).getByRole('textbox', { name: /อีเมลผู้รับ/ });
    expect(email).toHaveValue('buyer@example.com');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'ส่ง' }));
    expect(await within(dialog).findByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'accounts@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ส่ง' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการส่งเอกสารไปที่ accounts@example.com');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(resend.bodies).toEqual([{ documentId: 5, email: 'accounts@example.com' }]));
  });

  it("re-sends by SMS to the buyer's mobile, refusing a land line before asking", async () => {
    const resend = answerPost<{ documentId: number; tel: string }>(`${DOCUMENT}/resentSms`, () =>
      ok(documentDetail()),
    );
    const { user } = renderPage(documentDetail({ buyerTel: '021234567' }));
    await user.click(await screen.findByRole('button', { name: 'ส่ง SMS อีกครั้ง' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งลิงก์เอกสารทาง SMS อีกครั้ง' });
    const tel = within(dialog).getByRole('textbox', { name: /เบอร์มือถือผู้รับ/ });
    expect(tel).toHaveValue('021234567');
    await user.click(within(dialog).getByRole('button', { name: 'ส่ง' }));
    expect(
      await within(dialog).findByText('เบอร์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'),
    ).toBeInTheDocument();
    await user.clear(tel);
    await user.type(tel, '081-234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'ส่ง' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการส่งลิงก์เอกสารทาง SMS ไปที่ 081-234-5678');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(resend.bodies).toEqual([{ documentId: 5, tel: '081-234-5678' }]));
    expect(resend.bodies).toHaveLength(1);
  });

  it('shows the PDF in the page, one page at a time', async () => {
    const { user, previews } = renderPage(documentDetail());
    const first = await screen.findByRole('img', { name: 'เอกสาร INV-0001 หน้า 1 จาก 2' });
    expect(first).toHaveAttribute('src', TINY_PNG);
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(await screen.findByRole('img', { name: 'เอกสาร INV-0001 หน้า 2 จาก 2' })).toBeInTheDocument();
    expect(previews.bodies).toEqual([
      { documentId: 5, page: 1 },
      { documentId: 5, page: 2 },
    ]);
  });
});
