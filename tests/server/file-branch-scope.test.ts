// Branch scope on files (issue 33, item 5): a USER limited to some branches downloads the PDF,
// the XML and the uploaded file of its own branch's documents and imports, and gets the same 404
// as the pages for another branch's; a customer admin and an administrator reach both branches.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadUrl } from '../../contract/file';
import { DOCUMENT_PREFIX } from '../../contract/document';
import { call, callGet } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signInNewCustomerUser, type SignedIn } from './support/auth';
import { generateFrom, importCustomer, invoiceRow, UPLOAD } from './support/imports';

const { t, admin } = useAdminApp();

interface BranchFiles {
  documentId: number;
  pdf: string;
  xml: string;
  upload: string;
}

let userOfA: SignedIn;
let customerAdmin: SignedIn;
let filesOfA: BranchFiles;
let filesOfB: BranchFiles;

/** The user of `branchCode` imports one invoice there; the administrator approves it. */
async function filesOfBranch(
  customer: { customerCode: string; excelTemplate: string },
  user: SignedIn,
  branchCode: string,
  documentNo: string,
): Promise<BranchFiles> {
  const [doc] = await generateFrom(t, { admin, user, templateCode: customer.excelTemplate, branchCode }, [
    invoiceRow(documentNo),
  ]);
  const upload = await call(
    t,
    `${UPLOAD}/getCustomerFileUploadById`,
    { uploadId: doc!.uploadId },
    { as: admin },
  );
  return {
    documentId: Number(doc!.documentId),
    pdf: String(doc!.pdfFileId),
    xml: String(doc!.xmlFileId),
    upload: String(upload.json().data.fileId),
  };
}

beforeAll(async () => {
  const customer = await importCustomer(t, admin);
  const user = (branchCodes: string[]) =>
    signInNewCustomerUser(t, { customerCode: customer.customerCode, userRole: 'USER', branchCodes });
  userOfA = await user(['00000']);
  const userOfB = await user(['00001']);
  customerAdmin = await signInNewCustomerUser(t, {
    customerCode: customer.customerCode,
    userRole: 'CUSTOMER_ADMIN',
    branchCodes: [],
  });
  filesOfA = await filesOfBranch(customer, userOfA, '00000', 'INV-A-0001');
  filesOfB = await filesOfBranch(customer, userOfB, '00001', 'INV-B-0001');
});

const download = (fileId: string, as: SignedIn) => callGet(t, fileDownloadUrl(fileId), { as });
const kinds = ['pdf', 'xml', 'upload'] as const;

describe('downloadFileById within a USER’s branches', () => {
  it('serves the files of the user’s own branch', async () => {
    for (const kind of kinds) {
      const res = await download(filesOfA[kind], userOfA);
      expect(res.statusCode, `${kind}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('answers another branch’s PDF, XML and uploaded file with the 404 of its page', async () => {
    const page = await call(
      t,
      `${DOCUMENT_PREFIX}/getDocumentById`,
      { documentId: filesOfB.documentId },
      {
        as: userOfA,
      },
    );
    expect(page.statusCode).toBe(404);
    const answer = (res: { statusCode: number; json: () => { status: { message: string } } }) => ({
      statusCode: res.statusCode,
      message: res.json().status.message,
    });
    const unknown = answer(await download('00000000-0000-4000-8000-000000000000', userOfA));
    expect(unknown.statusCode).toBe(404);
    for (const kind of kinds) expect(answer(await download(filesOfB[kind], userOfA)), kind).toEqual(unknown);
  });

  it('lets a customer admin and an administrator reach every branch, as before', async () => {
    for (const as of [customerAdmin, admin])
      for (const files of [filesOfA, filesOfB])
        for (const kind of kinds) expect((await download(files[kind], as)).statusCode, kind).toBe(200);
  });
});
