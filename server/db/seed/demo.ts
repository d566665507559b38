// Demo data (SEED_DEMO=1): a customer with a head office and a branch, three users (customer
// admin, user, accounting) with one known password, and two ACTIVE upload templates — an E-TAX
// tax invoice and an E-DOCUMENT invoice — so that a new user can try the whole flow in a
// minute. Made through the services, as an administrator would; once (the demo customer's tax
// ID marks it). Never without SEED_DEMO.
import { eq } from 'drizzle-orm';
import type { CreateInputColumnRequest } from '../../../contract/upload-template';
import { jobContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { createBranchService } from '../../modules/customer-branch/service';
import { createCustomerService } from '../../modules/customer/service';
import { createColumnService, createTemplateService } from '../../modules/upload-template/service';
import { hashPassword, OWASP_SCRYPT, passwordProblem, randomPassword } from '../../security/password';
import { nextCode } from '../generated-code';
import { customer, customerUser } from '../schema/customer';

/** A valid tax ID that marks the demo customer. */
export const DEMO_TAX_ID = '0105558000014';
export const DEMO_USERS = [
  { username: 'demo.admin', fullName: 'สมชาย ผู้ดูแล', userRole: 'CUSTOMER_ADMIN' },
  { username: 'demo.user', fullName: 'สมหญิง ผู้ใช้งาน', userRole: 'USER' },
  { username: 'demo.accounting', fullName: 'สมศักดิ์ บัญชี', userRole: 'ACCOUNTING' },
] as const;

const BANGKOK = {
  addressNo: '99/9',
  road: 'ราชดำเนินกลาง',
  provinceCode: '10',
  districtCode: '1001',
  subDistrictCode: '100101',
  zipCode: '10200',
};

type Column = Omit<CreateInputColumnRequest, 'templateCode' | 'seq'>;
const text = (inputCol: string, dataTypeKey: string, columnName: string, maxLength = 200): Column => ({
  inputCol,
  dataTypeKey,
  columnName,
  inputType: 'STRING',
  inputControlType: 'TEXTBOX',
  required: true,
  maxLength,
});
const typed = (column: Column, inputType: string, inputControlType: string, required = true): Column => ({
  ...column,
  inputType,
  inputControlType,
  required,
  maxLength: null,
});

/**
 * The tax-invoice layout: the E-TAX required fields, the buyer's contact, VAT, and the buyer's
 * address and zip code a full tax invoice prints (section 86/4).
 */
const taxInvoiceColumns: Column[] = [
  text('A', 'DOCUMENT_NO', 'เลขที่เอกสาร', 35),
  typed(text('B', 'ISSUE_DATE', 'วันที่ออกเอกสาร'), 'DATE', 'DATEPICKER'),
  text('C', 'BUYER_NAME', 'ชื่อผู้ซื้อ'),
  typed(text('D', 'BUYER_TAX_ID', 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ'), 'TAX_ID', 'TEXTBOX'),
  { ...text('E', 'BUYER_BRANCH_CODE', 'รหัสสาขาผู้ซื้อ', 5), required: false },
  typed(text('F', 'BUYER_EMAIL', 'อีเมลผู้ซื้อ'), 'EMAIL', 'TEXTBOX', false),
  text('G', 'ITEM_NAME', 'รายการ'),
  typed(text('H', 'ITEM_QTY', 'จำนวน'), 'DECIMAL', 'NUMBER'),
  typed(text('I', 'ITEM_UNIT_PRICE', 'ราคาต่อหน่วย'), 'DECIMAL', 'NUMBER'),
  typed(text('J', 'VAT_RATE', 'อัตราภาษี (%)'), 'DECIMAL', 'NUMBER'),
  text('K', 'BUYER_ADDRESS', 'ที่อยู่ผู้ซื้อ', 256),
  text('L', 'BUYER_ZIP_CODE', 'รหัสไปรษณีย์ผู้ซื้อ', 5),
];
/** The invoice layout (E-DOCUMENT): fewer fields, a due date and a currency to choose. */
const invoiceColumns: Column[] = [
  text('A', 'DOCUMENT_NO', 'เลขที่ใบแจ้งหนี้', 35),
  typed(text('B', 'ISSUE_DATE', 'วันที่'), 'DATE', 'DATEPICKER'),
  typed(text('C', 'DUE_DATE', 'วันครบกำหนด'), 'DATE', 'DATEPICKER', false),
  text('D', 'BUYER_NAME', 'ชื่อลูกค้า'),
  text('E', 'ITEM_NAME', 'รายการ'),
  typed(text('F', 'ITEM_AMOUNT', 'จำนวนเงิน'), 'DECIMAL', 'NUMBER'),
  { ...text('G', 'CURRENCY', 'สกุลเงิน', 3), inputControlType: 'DROPDOWN' },
];

const CURRENCIES = [
  ['THB', 'บาท'],
  ['USD', 'ดอลลาร์สหรัฐ'],
] as const;

function demoPassword(configured: string | undefined): string {
  if (!configured) return randomPassword();
  const problem = passwordProblem(configured);
  if (problem) throw new Error(`DEMO_PASSWORD is refused by the password rule (${problem})`);
  return configured;
}

export async function seedDemo(deps: AppDeps): Promise<void> {
  if (!deps.config.seedDemo) return;
  const [existing] = await deps.db
    .select({ code: customer.customerCode })
    .from(customer)
    .where(eq(customer.customerNumber, DEMO_TAX_ID));
  if (existing) return;

  const ctx = jobContext('seed:demo');
  const created = await createCustomerService(deps).create(ctx, {
    customerName: 'บริษัท ตัวอย่าง อีแท็กซ์ จำกัด',
    customerNumber: DEMO_TAX_ID,
    customerStatus: 'ACTIVE',
    customerType: 'JURISTIC',
    contactTel: '021234567',
    email: 'billing@demo.example.com',
    address: BANGKOK,
    shippingAddress: null,
    documentTypes: ['388', 'T02', 'T03', '380'],
  });
  const customerCode = created.customerCode;
  await createBranchService(deps).create(ctx, {
    customerCode,
    branchCode: '00001',
    branchName: 'สาขาเชียงใหม่',
    branchType: 'BRANCH',
    address: {
      addressNo: '1',
      provinceCode: '50',
      districtCode: '5001',
      subDistrictCode: '500101',
      zipCode: '50200',
    },
    contactTel: '053123456',
    status: 'ACTIVE',
  });

  const password = demoPassword(deps.config.demoPassword);
  const passwordHash = await hashPassword(password, deps.config.passwordHashParams ?? OWASP_SCRYPT);
  for (const user of DEMO_USERS) {
    await deps.db.insert(customerUser).values({
      userCode: nextCode('customer_user_code_seq', 'U', 6),
      customerCode,
      ...user,
      email: `${user.username}@demo.example.com`,
      branchCodes: ['00000', '00001'],
      status: 'ACTIVE',
      passwordHash,
      createBy: ctx.actor,
      lastUpdateBy: ctx.actor,
    });
  }

  const templates = createTemplateService(deps);
  const columns = createColumnService(deps);
  const layouts = [
    { templateName: 'ใบกำกับภาษี (ตัวอย่าง)', uploadType: 'ETAX', documentType: '388', list: taxInvoiceColumns },
    { templateName: 'ใบแจ้งหนี้ (ตัวอย่าง)', uploadType: 'EDOC', documentType: '380', list: invoiceColumns },
  ] as const;
  for (const { list, ...layout } of layouts) {
    const template = await templates.create(ctx, {
      customerCode,
      ...layout,
      templateType: 'EXCEL',
      templateStatus: 'INACTIVE',
      fileName: null,
    });
    const saved = await columns.createList(ctx, { templateCode: template.templateCode, columns: list });
    for (const dropdown of saved.filter((c) => c.inputControlType === 'DROPDOWN')) {
      for (const [optionValue, optionLabel] of CURRENCIES) {
        await columns.createOption(ctx, { inputColumnId: dropdown.inputColumnId, optionValue, optionLabel });
      }
    }
    const current = await templates.getByCode(ctx, template.templateCode);
    await templates.update(ctx, {
      ...layout,
      customerCode,
      templateType: 'EXCEL',
      templateCode: template.templateCode,
      version: current.version,
      templateStatus: 'ACTIVE',
    });
  }

  console.log(
    [
      '',
      `  Demo data created: customer ${customerCode} (${created.customerName}), two upload templates,`,
      `  and these users of the customer portal${deps.config.demoPassword ? ' (password from DEMO_PASSWORD)' : ''}:`,
      ...DEMO_USERS.map((u) => `    ${u.username.padEnd(16)} ${u.userRole}`),
      ...(deps.config.demoPassword ? [] : [`    password         ${password}   (shown ONCE)`]),
      '',
    ].join('\n'),
  );
}
