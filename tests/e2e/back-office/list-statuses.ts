// Rows of every status the back-office lists show, made through the API (set-up only) on the
// shared server, so that the dark-mode axe checks (accessibility.spec) see each status chip:
// customers, administrators, templates, branches and users ACTIVE and INACTIVE; imports
// VALIDATION_FAILED, READY, USER_SUBMITTED, REJECTED, CANCELLED and one approved (then
// PROCESSING → COMPLETED, its documents GENERATED with their deliveries); tickets OPEN,
// IN_PROGRESS, RESOLVED and CLOSED; PDF templates DRAFT and INACTIVE (an ACTIVE one would change
// how the demo customer's documents look for the other specs). Names carry a stamp: the lists are narrowed to these rows
// where other specs add rows of their own.
import type { CustomerUploadDetail, UploadResult } from '../../../contract/customer-upload';
import type { PdfTemplateDetail } from '../../../contract/pdf-template';
import type { TicketDetail } from '../../../contract/ticket';
import { DEMO, type AppServer } from '../support/app-server';
import { adminPost, callAs, type StoredSession } from '../support/back-office-api';
import { BANGKOK_ADDRESS, newTaxId } from '../../server/support/customer-data';
import { customerSignInByApi } from './customer-users-api';
import { row, TEMPLATE, workbook } from './demo-import';

const DEMO_TAX_ID = '0105558000014';
const UPLOADS = '/api/document/customerUploadFile';

export interface SeededLists {
  /** Narrows the customer list to the two seeded customers. */
  customerName: string;
  /** A text of one seeded row of each list, found only there. */
  rowText: {
    adminUser: string;
    template: string;
    branch: string;
    user: string;
    importFile: string;
    ticket: (status: string) => string;
    document: string;
    /** Both seeded PDF templates carry it. */
    pdfTemplate: string;
  };
  /** The demo customer (branches, users, templates, imports, documents and tickets are its). */
  demoCode: string;
  /** The import with a bad row: its page lists the file's rows with their errors. */
  badUploadId: number;
  /** The approved import: its documents list, once its generation has ended. */
  approvedUploadId: number;
  /** Reads the approved import's status (the caller waits for COMPLETED). */
  approvedStatus: () => Promise<string>;
}

export async function seedListStatuses(server: AppServer, admin: StoredSession): Promise<SeededLists> {
  const stamp = Date.now();
  const token = admin.accessToken;
  const asAdmin = <T>(path: string, body: unknown) => adminPost<T>(server, token, path, body);

  // Customers, one of each status, and the administrators' list an inactive one.
  const customerName = `ลูกค้าสถานะ ${stamp}`;
  for (const customerStatus of ['ACTIVE', 'INACTIVE']) {
    await asAdmin('/api/app/customerController/create', {
      customerName: `${customerName} ${customerStatus}`,
      customerNumber: newTaxId(),
      customerStatus,
      customerType: 'JURISTIC',
      address: BANGKOK_ADDRESS,
      documentTypes: [],
    });
  }
  await asAdmin('/api/app/adminUser/create', {
    username: `e2e.inactive.${stamp}`,
    fullName: 'ผู้ดูแลที่ปิดใช้งาน',
    email: `inactive.${stamp}@example.com`,
    status: 'INACTIVE',
  });

  // The demo customer: an inactive branch, user and template beside its active ones.
  const [demo] = await asAdmin<{ customerCode: string }[]>('/api/app/customerController/search', {
    customerNumber: DEMO_TAX_ID,
    page: 1,
    size: 1,
  });
  const demoCode = demo!.customerCode;
  await asAdmin('/api/app/customerBranchController/create', {
    customerCode: demoCode,
    branchCode: String(90000 + (stamp % 10000)),
    branchName: `สาขาปิด ${stamp}`,
    branchType: 'BRANCH',
    address: BANGKOK_ADDRESS,
    status: 'INACTIVE',
  });
  await asAdmin('/api/app/customerUserController/create', {
    customerCode: demoCode,
    username: `e2e.off.${stamp}`,
    fullName: 'ผู้ใช้ที่ปิดใช้งาน',
    email: `off.${stamp}@example.com`,
    userRole: 'USER',
    branchCodes: ['00000'],
    status: 'INACTIVE',
  });
  await asAdmin('/api/app/customerUploadTemplateController/create', {
    customerCode: demoCode,
    templateName: `เทมเพลตปิด ${stamp}`,
    templateType: 'EXCEL',
    uploadType: 'ETAX',
    documentType: '388',
    templateStatus: 'INACTIVE',
    startRow: 2,
  });

  // PDF templates: a DRAFT, and one set INACTIVE (neither fills the demo customer's documents).
  for (const status of ['DRAFT', 'INACTIVE'] as const) {
    const created = await asAdmin<PdfTemplateDetail>(
      '/api/document/generateDocumentController/createPdfTemplate',
      {
        customerCode: demoCode,
        templateName: `แม่แบบ ${status} ${stamp}`,
        templateType: 'ETAX',
        documentType: '388',
      },
    );
    if (status === 'INACTIVE') {
      await asAdmin('/api/document/generateDocumentController/updatePdfTemplate', {
        pdfTemplateId: created.pdfTemplateId,
        version: created.version,
        templateName: created.templateName,
        templateType: created.templateType,
        documentType: created.documentType,
        status,
      });
    }
  }

  // Imports, sent by the demo user and taken through the workflow.
  const [template] = await asAdmin<{ templateCode: string }[]>(
    '/api/app/customerUploadTemplateController/search',
    {
      customerCode: demoCode,
      templateName: TEMPLATE,
      page: 1,
      size: 1,
    },
  );
  const user = await customerSignInByApi(server, DEMO.users.user, DEMO.password);
  const asUser = <T>(path: string, body: unknown) =>
    callAs<T>(server, 'CUSTOMER', user.accessToken, path, body);
  const upload = async (name: string, rows: string[][]) => {
    const form = new FormData();
    form.append('uploadType', 'ETAX');
    form.append('templateCode', template!.templateCode);
    form.append('branchCode', '00000');
    form.append('file', new Blob([new Uint8Array(await workbook(rows))]), `${name}.xlsx`);
    const { uploadId } = await asUser<UploadResult>(`${UPLOADS}/upload`, form);
    return asUser<CustomerUploadDetail>(`${UPLOADS}/getCustomerFileUploadById`, { uploadId });
  };
  const step = ({ uploadId, version }: CustomerUploadDetail, extra: object = {}) => ({
    uploadId,
    version,
    ...extra,
  });

  const bad = await upload('status-bad', [
    row(`ST-${stamp}-BAD`, { 3: '1234545678789' }),
    row(`ST-${stamp}-FINE`),
  ]);
  await upload('status-ready', [row(`ST-${stamp}-READY`)]);
  const submitted = await upload('status-submitted', [row(`ST-${stamp}-SUB`)]);
  await asUser(`${UPLOADS}/userSubmitFile`, step(submitted));
  const rejected = await upload('status-rejected', [row(`ST-${stamp}-REJ`)]);
  const sentBack = await asUser<CustomerUploadDetail>(`${UPLOADS}/userSubmitFile`, step(rejected));
  await asAdmin(`${UPLOADS}/rejectFile`, step(sentBack, { reason: 'ตรวจสอบยอดอีกครั้ง' }));
  const cancelled = await upload('status-cancelled', [row(`ST-${stamp}-CAN`)]);
  await asUser(`${UPLOADS}/cancelFile`, step(cancelled));
  const approved = await upload('status-approved', [row(`ST-${stamp}-OK1`), row(`ST-${stamp}-OK2`)]);
  const waiting = await asUser<CustomerUploadDetail>(`${UPLOADS}/userSubmitFile`, step(approved));
  await asAdmin(`${UPLOADS}/accountingSubmitFile`, step(waiting));

  // Tickets for the demo customer: one left OPEN, the others moved on.
  for (const status of ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
    const form = new FormData();
    form.append('ticketSubject', `คำขอ ${status} ${stamp}`);
    form.append('detail', 'รายละเอียดคำขอ');
    form.append('priority', 'MEDIUM');
    form.append('actionType', 'GENERAL');
    form.append('customerCode', demoCode);
    const ticket = await asAdmin<TicketDetail>('/api/app/ticketController/create', form);
    if (status !== 'OPEN') {
      await asAdmin('/api/app/ticketController/update', {
        ticketRequestNo: ticket.ticketRequestNo,
        status,
        version: ticket.version,
      });
    }
  }

  return {
    customerName,
    rowText: {
      adminUser: `e2e.inactive.${stamp}`,
      template: `เทมเพลตปิด ${stamp}`,
      branch: `สาขาปิด ${stamp}`,
      user: `e2e.off.${stamp}`,
      importFile: 'status-cancelled.xlsx',
      ticket: (status) => `คำขอ ${status} ${stamp}`,
      document: `ST-${stamp}-OK1`,
      pdfTemplate: String(stamp),
    },
    demoCode,
    badUploadId: bad.uploadId,
    approvedUploadId: approved.uploadId,
    approvedStatus: async () =>
      (
        await asAdmin<CustomerUploadDetail>(`${UPLOADS}/getCustomerFileUploadById`, {
          uploadId: approved.uploadId,
        })
      ).status,
  };
}
