// A credit note issued from an invoice's page, against the real server in Chromium: the demo
// customer's users make a tax invoice through the real workflow and an administrator gives the
// customer a credit-note template (the demo invoice layout, type 81); the demo USER opens the
// invoice, clicks ออกใบลดหนี้, finds the form prefilled from the invoice with its number and date
// referenced, changes the line, chooses the reason and saves; the import goes through the two steps
// in the UI and generation; the invoice's page then lists the credit note, which links to its page.
import correctionTexts from '../../../src/locales/th/direct-entry.json' with { type: 'json' };
import documentTexts from '../../../src/locales/th/document.json' with { type: 'json' };
import { DEMO, type AppServer } from '../support/app-server';
import { adminPost, firstAdminSession, type StoredSession } from '../support/back-office-api';
import { bangkokToday, customerSessionByApi, directEntryByApi, generateByApi } from '../support/figures-api';
import { openAsCustomerUser, submitAndApprove } from './demo-import';
import { expect, READY_ADMIN_PASSWORD, test, useOwnAppServer } from './fixtures';
import { chooseOption, confirmPrompt } from './form-actions';
import { common, fieldLabel, fill } from './texts';

test.setTimeout(240_000);
const ownServer = useOwnAppServer();

type Row = Record<string, unknown>;
const CUSTOMER_PREFIX = '/api/app/customerController';
const TEMPLATE_PREFIX = '/api/app/customerUploadTemplateController';

async function getAsAdmin<T>(server: AppServer, admin: StoredSession, path: string): Promise<T> {
  const response = await fetch(`${server.origin}${path}`, {
    headers: { 'x-client-module': 'ADMIN', authorization: `Bearer ${admin.accessToken}` },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const pick = (record: Row, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/** The administrator opens type 81 to the demo customer and gives it an ACTIVE template of the demo layout. */
async function creditNoteTemplate(server: AppServer, admin: StoredSession, user: StoredSession) {
  const templates = await fetch(`${server.origin}${TEMPLATE_PREFIX}/listTemplateByCustomerCode`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-module': 'CUSTOMER',
      authorization: `Bearer ${user.accessToken}`,
    },
    body: JSON.stringify({ uploadType: 'ETAX' }),
  });
  const [invoiceTemplate] = ((await templates.json()) as { data: Row[] }).data;
  const layout = await getAsAdmin<Row & { columns: Row[] }>(
    server,
    admin,
    `${TEMPLATE_PREFIX}/getTemplateByCode/${String(invoiceTemplate!.templateCode)}`,
  );
  const customerCode = String(layout.customerCode);
  const customer = await adminPost<Row>(server, admin.accessToken, `${CUSTOMER_PREFIX}/getCustomerByCode`, {
    customerCode,
  });
  await adminPost(server, admin.accessToken, `${CUSTOMER_PREFIX}/update`, {
    ...pick(customer, [
      'customerName',
      'customerNumber',
      'customerStatus',
      'customerType',
      'contactTel',
      'email',
      'address',
      'shippingAddress',
      'version',
    ]),
    customerCode,
    documentTypes: [...(customer.documentTypes as string[]), '81'],
  });
  const fields = {
    customerCode,
    templateName: 'ใบลดหนี้ (ทดสอบ)',
    templateType: 'EXCEL',
    uploadType: 'ETAX',
    documentType: '81',
  };
  const created = await adminPost<Row>(server, admin.accessToken, `${TEMPLATE_PREFIX}/create`, {
    ...fields,
    templateStatus: 'INACTIVE',
  });
  const templateCode = String(created.templateCode);
  await adminPost(server, admin.accessToken, '/api/app/inputColumnController/createListInputColumn', {
    templateCode,
    columns: layout.columns.map((column) =>
      pick(column, [
        'columnName',
        'dataTypeKey',
        'inputCol',
        'inputType',
        'inputControlType',
        'required',
        'maxLength',
        'seq',
      ]),
    ),
  });
  const current = await getAsAdmin<Row>(
    server,
    admin,
    `${TEMPLATE_PREFIX}/getTemplateByCode/${templateCode}`,
  );
  await adminPost(server, admin.accessToken, `${TEMPLATE_PREFIX}/update`, {
    ...fields,
    templateCode,
    templateStatus: 'ACTIVE',
    version: current.version,
  });
}

test('a credit note is issued from an invoice’s page and appears on it', async ({ page }) => {
  const server = ownServer();
  const admin = await firstAdminSession(server, READY_ADMIN_PASSWORD);
  const user = await customerSessionByApi(server, DEMO.users.user, DEMO.password);
  const accounting = await customerSessionByApi(server, DEMO.users.accounting, DEMO.password);
  const invoiceNo = `INV-${Date.now()}`;
  const uploadId = await directEntryByApi(server, user, invoiceNo);
  await generateByApi(server, { user, accounting }, uploadId, (status) =>
    expect.poll(status, { timeout: 60_000 }).toBe('COMPLETED'),
  );
  await creditNoteTemplate(server, admin, user);

  // The invoice's page, found in the document list.
  await openAsCustomerUser(page, server, DEMO.users.user, '/document');
  await page.getByRole('link', { name: invoiceNo }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(invoiceNo) })).toBeVisible();
  const invoiceUrl = page.url().replace(server.customerUrl(''), '');
  await page.getByRole('link', { name: documentTexts.corrections.action['81'] }).click();

  // The form: the reference read-only, the buyer and the line from the invoice.
  const main = page.getByRole('main');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(correctionTexts.correction.title['81'], { documentNo: invoiceNo }),
    }),
  ).toBeVisible();
  const reference = main.getByRole('region', { name: correctionTexts.correction.reference });
  await expect(reference).toContainText(invoiceNo);
  await expect(main.getByRole('textbox', { name: fieldLabel('ชื่อผู้ซื้อ') })).toHaveValue('บริษัท ผู้ซื้อ จำกัด');
  const line = (name: string) =>
    main.getByRole('textbox', { name: fieldLabel(fill(correctionTexts.items.field, { name, number: 1 })) });
  await expect(line('รายการ')).toHaveValue('ค่าบริการ');
  await expect(line('ราคาต่อหน่วย')).toHaveValue('500.00');

  // What the note takes back: one of the two, and why.
  const creditNo = `CN-${Date.now()}`;
  await main.getByRole('textbox', { name: fieldLabel('เลขที่เอกสาร') }).fill(creditNo);
  await main.getByRole('group', { name: fieldLabel('วันที่ออกเอกสาร') }).click();
  const [year, month, day] = bangkokToday().split('-');
  await page.keyboard.type(`${day}${month}${Number(year) + 543}`);
  await line('จำนวน').fill('1');
  await expect(main.getByTestId('total-total')).toHaveText('535.00');
  await chooseOption(
    page,
    main,
    correctionTexts.correction.purposeCode,
    `CDNG02 ${correctionTexts.correction.purposes.CDNG02}`,
  );
  await main.getByRole('button', { name: common.action.save }).click();
  await confirmPrompt(page, common.confirm.add);
  const saved = page.getByRole('alert').filter({ hasText: /รายการนำเข้าเลขที่ \d+/ });
  await saved.getByRole('button', { name: correctionTexts.saved.open }).click();

  // The two steps in the UI, then generation.
  await submitAndApprove(page, server);

  // The invoice's page lists the credit note, which opens its own page referencing the invoice.
  await openAsCustomerUser(page, server, DEMO.users.user, invoiceUrl);
  const corrections = page.getByRole('region', { name: documentTexts.corrections.title });
  const noteRow = corrections.getByRole('row', { name: new RegExp(creditNo) });
  await expect(noteRow).toContainText('ใบลดหนี้');
  await expect(noteRow).toContainText('535.00');
  await noteRow.getByRole('link', { name: creditNo }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(creditNo) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(invoiceNo);
});
