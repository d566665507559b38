// The correction form (docs/corrections.md): opened for a document and a type, it shows the
// original's number and date read-only and the reason, builds the document from the customer's
// template of that type prefilled from the original, and saves through saveCorrection with the
// purpose; a cancelled original is said, and no form is offered.
import { screen, within } from '@testing-library/react';
import type { SaveCorrectionRequest } from 'contract/correction';
import type { DocumentIdRequest } from 'contract/document';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import CorrectionPage from 'src/features/direct-entry/routes/correction-page';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { documentDetail } from '../document/document-msw';
import { inputColumn as column, stamp, uploadResult } from '../import/import-msw';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { answerPost, failure, ok } from '../msw-answer';
import { renderRoutedPage } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

/** A credit-note template of the invoice layout (no reference or purpose columns). */
const template: UploadTemplateDetail = {
  templateCode: 'TPL000081',
  customerCode: 'C000001',
  customerName: 'บริษัท ตัวอย่าง จำกัด',
  templateName: 'ใบลดหนี้',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '81',
  templateStatus: 'ACTIVE',
  startRow: 2,
  fileName: null,
  ...stamp,
  columns: [
    column('A', 'DOCUMENT_NO', 'เลขที่เอกสาร'),
    column('B', 'BUYER_NAME', 'ชื่อผู้ซื้อ'),
    column('C', 'VAT_RATE', 'อัตราภาษี', 'DECIMAL', 'NUMBER'),
    column('D', 'ITEM_NAME', 'รายการ'),
    column('E', 'ITEM_QTY', 'จำนวน', 'DECIMAL', 'NUMBER'),
    column('F', 'ITEM_UNIT_PRICE', 'ราคา', 'DECIMAL', 'NUMBER'),
  ],
};

function renderPage(original = documentDetail()) {
  answerPost<DocumentIdRequest>('/api/document/documentController/getDocumentById', () => ok(original));
  answerPost('/api/app/customerUploadTemplateController/listTemplateByCustomerCode', () =>
    ok([
      { ...template, templateCode: 'TPL000001', templateName: 'ใบกำกับภาษี', documentType: '388' },
      template,
    ]),
  );
  server.use(
    http.get('/api/app/customerUploadTemplateController/getTemplateByCode/:code', () =>
      HttpResponse.json(okBody(template)),
    ),
  );
  renderRoutedPage(
    <DatePickerProvider>
      <CorrectionPage />
    </DatePickerProvider>,
    '/direct-entry/correction/:documentId/:type',
    '/direct-entry/correction/5/81',
  );
  return fastUser();
}

const line = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name} \\(รายการที่ 1\\)`) });

describe('A credit note of a document', () => {
  it('starts from the original, references it read-only, and saves the reason with it', async () => {
    const save = answerPost<SaveCorrectionRequest>('/api/document/correctionController/saveCorrection', () =>
      ok(uploadResult({ uploadId: 44 })),
    );
    const user = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ออกใบลดหนี้ของเอกสาร INV-0001' }),
    ).toBeInTheDocument();
    const reference = await screen.findByRole('region', { name: 'เอกสารอ้างอิงและสาเหตุ' });
    expect(reference).toHaveTextContent('INV-0001');
    expect(within(reference).queryByRole('textbox', { name: /เลขที่เอกสารอ้างอิง/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^ชื่อผู้ซื้อ/ })).toHaveValue('บริษัท ผู้ซื้อ จำกัด');
    expect(line('รายการ')).toHaveValue('ค่าบริการที่ปรึกษา');
    expect(line('ราคา')).toHaveValue('500.25');

    await fill(user, screen.getByRole('textbox', { name: /^เลขที่เอกสาร/ }), 'CN-0001');
    await fill(user, line('จำนวน'), '1');
    await chooseOption(user, reference, /^สาเหตุการออกเอกสาร/, 'CDNG02 สินค้าชำรุดเสียหาย');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(
      await screen.findByText('บันทึกเอกสารเป็นรายการนำเข้าเลขที่ 44 แล้ว', { exact: false }),
    ).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        documentId: 5,
        correctionType: '81',
        templateCode: 'TPL000081',
        data: expect.objectContaining({
          DOCUMENT_NO: 'CN-0001',
          BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
          PURPOSE_CODE: 'CDNG02',
          PURPOSE_TEXT: null,
          items: [
            expect.objectContaining({ ITEM_NAME: 'ค่าบริการที่ปรึกษา', ITEM_QTY: '1' }),
            expect.objectContaining({ ITEM_NAME: 'ค่าเดินทาง' }),
          ],
        }),
      },
    ]);
  });

  it('shows a refusal of the reason at its field', async () => {
    answerPost('/api/document/correctionController/saveCorrection', () =>
      failure(400, [{ key: 'data.PURPOSE_TEXT', description: 'กรุณาระบุสาเหตุการออกเอกสาร' }]),
    );
    const user = renderPage();
    const reference = await screen.findByRole('region', { name: 'เอกสารอ้างอิงและสาเหตุ' });
    await screen.findByRole('textbox', { name: /^ชื่อผู้ซื้อ/ });
    await fill(user, screen.getByRole('textbox', { name: /^เลขที่เอกสาร/ }), 'CN-0002');
    await chooseOption(user, reference, /^สาเหตุการออกเอกสาร/, 'CDNG99 เหตุอื่น (ระบุสาเหตุ)');
    const text = within(reference).getByRole('textbox', { name: /^ระบุสาเหตุ/ });
    await fill(user, text, 'x');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(reference).findByText('กรุณาระบุสาเหตุการออกเอกสาร')).toBeInTheDocument();
  });

  it('says a cancelled document cannot be corrected, and offers no form', async () => {
    renderPage(documentDetail({ cancelled: true }));
    expect(await screen.findByText('เอกสารนี้ถูกยกเลิกแล้ว จึงแก้ไขหรือยกเลิกซ้ำไม่ได้')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });
});
