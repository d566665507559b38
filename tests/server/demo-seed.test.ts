import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { customer } from '../../server/db/schema/customer';
import { DEMO_TAX_ID, DEMO_USERS, seedDemo } from '../../server/db/seed/demo';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { fileDownloadUrl } from '../../contract/file';
import { etaxMessageOf } from '../../server/etax/xml/build-xml';
import { xsdFileOf } from '../../server/etax/xml/etax-versions';
import { bangkokToday } from '../../server/validation/date-range';
import { callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signIn } from './support/auth';
import { xmllint } from './support/document-tools';
import { UPLOAD, uploadFile } from './support/imports';
import { pdfText } from './support/pdf-text';
import { TEMPLATE } from './support/upload-templates';

const DEMO_PASSWORD = 'demo-password-2026';
const { t, admin } = useAdminApp({ seedDemo: true, demoPassword: DEMO_PASSWORD });

const demoCustomers = () => t.deps.db.select().from(customer).where(eq(customer.customerNumber, DEMO_TAX_ID));

describe('demo data (SEED_DEMO=1)', () => {
  it('is absent unless asked for', async () => {
    await seedDemo({ ...t.deps, config: { ...t.deps.config, seedDemo: false } });
    expect(await demoCustomers()).toEqual([]);
  });

  it('creates the customer, its users and two ACTIVE templates once, and prints the users', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await seedDemo(t.deps);
    await seedDemo(t.deps);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('demo.accounting');
    log.mockRestore();

    const [demo] = await demoCustomers();
    expect(demo).toMatchObject({ customerStatus: 'ACTIVE', documentTypes: ['388', 'T02', 'T03', '380'] });
    const customerCode = demo!.customerCode;

    for (const user of DEMO_USERS) {
      const session = await signIn(t, 'CUSTOMER', user.username, DEMO_PASSWORD);
      expect(session.token).toBeTruthy();
    }
    const { dataOf } = controllerCalls(t, TEMPLATE, admin);
    const templates: Row[] = await dataOf('listTemplateByCustomerCode', { customerCode });
    expect(templates.map((tpl) => [tpl.uploadType, tpl.documentType, tpl.templateStatus])).toEqual([
      ['ETAX', '388', 'ACTIVE'],
      ['EDOC', '380', 'ACTIVE'],
    ]);
    const invoice = (
      await callGet(t, `${TEMPLATE}/getTemplateByCode/${String(templates[1]!.templateCode)}`, { as: admin })
    ).json().data;
    expect(invoice.columns.map((c: Row) => c.dataTypeKey)).toContain('CURRENCY');
  });

  it('gives a tax-invoice sample file that uploads unchanged and becomes a correct document', async () => {
    const [demo] = await demoCustomers();
    const [user, accounting] = await Promise.all(
      ['demo.user', 'demo.accounting'].map((name) => signIn(t, 'CUSTOMER', name, DEMO_PASSWORD)),
    );
    const { dataOf } = controllerCalls(t, TEMPLATE, user!);
    const [taxInvoice] = (await dataOf('listTemplateByCustomerCode', {
      customerCode: demo!.customerCode,
    })) as Row[];
    expect(taxInvoice).toMatchObject({ uploadType: 'ETAX', documentType: '388' });
    const sample = await callGet(t, `${TEMPLATE}/downloadSample/${String(taxInvoice!.templateCode)}`, {
      as: user!,
    });
    expect(sample.statusCode).toBe(200);

    const uploaded = await uploadFile(t, user!, {
      file: sample.rawPayload,
      fileName: 'sample.xlsx',
      templateCode: String(taxInvoice!.templateCode),
    });
    expect(uploaded.json().data).toMatchObject({ totalRows: 1, errorRows: 0, status: 'READY' });
    const uploads = controllerCalls(t, UPLOAD, user!);
    const { uploadId } = uploaded.json().data;
    const ready = await uploads.dataOf('getCustomerFileUploadById', { uploadId });
    const submitted = await uploads.dataOf('userSubmitFile', { uploadId, version: ready.version });
    await uploads.post('accountingSubmitFile', { uploadId, version: submitted.version }, accounting);
    await t.deps.jobs.idle();

    const documents = controllerCalls(t, DOCUMENT_PREFIX, user!);
    const [made] = (await documents.dataOf('search', { uploadId })) as Row[];
    const beYear = Number(bangkokToday().slice(0, 4)) + 543;
    expect(made).toMatchObject({
      status: 'GENERATED',
      documentNo: `INV${beYear}-0001`,
      issueDate: bangkokToday(),
    });
    const detail = await documents.dataOf('getDocumentById', { documentId: made!.documentId });
    expect(detail).toMatchObject({
      xmlStatus: 'VALID',
      totalBeforeVat: '3000.00',
      vatRate: '7.00',
      vatAmount: '210.00',
      totalAmount: '3210.00',
    });
    const file = async (fileId: unknown) =>
      (await callGet(t, fileDownloadUrl(String(fileId)), { as: user! })).rawPayload;
    const text = pdfText(await file(made!.pdfFileId)).replace(/\s+/g, ' ');
    expect(text).toContain('99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310');
    expect(text).toContain('3,210.00');
    const xml = await file(made!.xmlFileId);
    expect(xmllint(xml, xsdFileOf(etaxMessageOf('388')!, '2.1'))).toMatchObject({ ok: true });
    expect(xml.toString('utf8')).toContain('<ram:CalculatedRate>7.00</ram:CalculatedRate>');
  });
});
