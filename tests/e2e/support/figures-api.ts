// Set-up calls for the dashboard and report spec: the demo customer's users make documents
// through the real workflow (direct entry, user submit, accounting submit, the generation job),
// leave an import waiting and open a ticket — the journeys themselves go through the UI.
import type { AppServer } from './app-server';
import { apiPost as post, type StoredSession } from './back-office-api';

export function customerSessionByApi(server: AppServer, username: string, password: string) {
  return post<StoredSession>(server, 'CUSTOMER', '/api/authen/customer/authenticate', { username, password });
}

const UPLOAD = '/api/document/customerUploadFile';

/** Today in Bangkok, as the server reads issue dates. */
export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** One tax invoice typed in by direct entry with the demo E-TAX template: a READY import; its id. */
export async function directEntryByApi(
  server: AppServer,
  user: StoredSession,
  documentNo: string,
): Promise<number> {
  const [template] = await post<{ templateCode: string }[]>(
    server,
    'CUSTOMER',
    '/api/app/customerUploadTemplateController/listTemplateByCustomerCode',
    { uploadType: 'ETAX' },
    user.accessToken,
  );
  const saved = await post<{ uploadId: number; status: string }>(
    server,
    'CUSTOMER',
    `${UPLOAD}/saveCustomerUploadDirect`,
    {
      uploadType: 'ETAX',
      templateCode: template!.templateCode,
      branchCode: '00000',
      data: {
        DOCUMENT_NO: documentNo,
        ISSUE_DATE: bangkokToday(),
        BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
        BUYER_TAX_ID: '0105536112014',
        // A full tax invoice names the buyer's address (Revenue Code section 86/4).
        BUYER_ADDRESS: '999 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร',
        BUYER_ZIP_CODE: '10310',
        VAT_RATE: 7,
        items: [{ ITEM_NAME: 'ค่าบริการ', ITEM_QTY: 2, ITEM_UNIT_PRICE: 500 }],
      },
    },
    user.accessToken,
  );
  if (saved.status !== 'READY') throw new Error(`direct entry ${documentNo} is ${saved.status}`);
  return saved.uploadId;
}

async function versionOf(server: AppServer, session: StoredSession, uploadId: number) {
  return post<{ version: number; status: string }>(
    server,
    'CUSTOMER',
    `${UPLOAD}/getCustomerFileUploadById`,
    { uploadId },
    session.accessToken,
  );
}

/** The user submits the import, accounting approves it; answers once the documents are made. */
export async function generateByApi(
  server: AppServer,
  who: { user: StoredSession; accounting: StoredSession },
  uploadId: number,
  until: (check: () => Promise<string>) => Promise<void>,
): Promise<void> {
  const ready = await versionOf(server, who.user, uploadId);
  const submitted = await post<{ version: number }>(
    server,
    'CUSTOMER',
    `${UPLOAD}/userSubmitFile`,
    { uploadId, version: ready.version },
    who.user.accessToken,
  );
  await post(
    server,
    'CUSTOMER',
    `${UPLOAD}/accountingSubmitFile`,
    { uploadId, version: submitted.version },
    who.accounting.accessToken,
  );
  await until(async () => (await versionOf(server, who.user, uploadId)).status);
}

/** A ticket the user opens (multipart, no attachment). */
export async function openTicketByApi(
  server: AppServer,
  user: StoredSession,
  fields: { ticketSubject: string; priority: 'LOW' | 'MEDIUM' | 'HIGH' | 'URGENT' },
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, detail: 'รายละเอียด', actionType: 'GENERAL' }))
    form.append(name, value);
  await post(server, 'CUSTOMER', '/api/app/ticketController/create', form, user.accessToken);
}
