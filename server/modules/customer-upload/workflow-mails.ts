// Who must act on an import is told by mail (issue 28, "Who must act is told"): the customer's
// ACCOUNTING users when one waits for their approval; the user who submitted it when it is
// approved, sent back or its documents could not be made. In Thai, plain text, enqueued in the
// step's transaction and delivered after its commit (as the ticket mails).
import { and, eq } from 'drizzle-orm';
import { activeEmail } from '../../accounts/accounts';
import type { Db } from '../../db/client';
import { customerUser } from '../../db/schema/customer';
import { customerUpload } from '../../db/schema/customer-upload';
import { headerText } from '../../mail/header-text';
import type { MailMessage } from '../../mail/mailer';

/** What the mails say of an import. */
export interface MailUpload {
  uploadId: number;
  customerCode: string;
  uploadType: 'ETAX' | 'EDOC';
  fileName: string | null;
  /** The submitting account, `<role>:<code>` (upload-scope actingAccount). */
  userSubmitAccount: string | null;
}

export type UploadOutcome = 'APPROVED' | 'REJECTED' | 'FAILED';

/** The import's page in the customer web app (PUBLIC_URL, never a request's Host). */
export const uploadLink = (publicUrl: string, upload: MailUpload) =>
  `${publicUrl}/customer/import/${upload.uploadType === 'ETAX' ? 'etax' : 'edoc'}/${upload.uploadId}`;

function message(to: string, upload: MailUpload, subject: string, lines: string[]): MailMessage {
  const name = upload.fileName ? `: ${upload.fileName}` : '';
  return {
    to,
    subject: headerText(`[${upload.uploadId}] ${subject}${name}`),
    text: lines.join('\n'),
    refEntity: 'customer_upload',
    refId: String(upload.uploadId),
  };
}

const heading = (upload: MailUpload) => [
  `รายการนำเข้าเลขที่ ${upload.uploadId}`,
  ...(upload.fileName ? [`ไฟล์: ${upload.fileName}`] : []),
];

/** The mails to the customer's active ACCOUNTING users: an import waits for their approval. */
export async function waitingMails(db: Db, upload: MailUpload, link: string): Promise<MailMessage[]> {
  const accounting = await db
    .select({ email: customerUser.email })
    .from(customerUser)
    .where(
      and(
        eq(customerUser.customerCode, upload.customerCode),
        eq(customerUser.userRole, 'ACCOUNTING'),
        eq(customerUser.status, 'ACTIVE'),
      ),
    )
    .orderBy(customerUser.userId);
  return accounting.map(({ email }) =>
    message(email, upload, 'รายการนำเข้ารอการอนุมัติ', [
      'เรียน ผู้ใช้บริการ',
      '',
      'มีรายการนำเข้าข้อมูลรอให้ท่านตรวจสอบและอนุมัติ',
      ...heading(upload),
      '',
      `ตรวจสอบและอนุมัติได้ที่ ${link}`,
    ]),
  );
}

const OUTCOME_TEXT: Record<UploadOutcome, { subject: string; line: string }> = {
  APPROVED: {
    subject: 'รายการนำเข้าได้รับการอนุมัติ',
    line: 'รายการนำเข้าข้อมูลของท่านได้รับการอนุมัติแล้ว ระบบกำลังสร้างเอกสาร',
  },
  REJECTED: {
    subject: 'รายการนำเข้าถูกส่งกลับ',
    line: 'รายการนำเข้าข้อมูลของท่านถูกส่งกลับให้แก้ไข',
  },
  FAILED: {
    subject: 'สร้างเอกสารจากรายการนำเข้าไม่สำเร็จ',
    line: 'ระบบสร้างเอกสารจากรายการนำเข้าข้อมูลของท่านไม่สำเร็จ',
  },
};

/**
 * The mail to the user who submitted the import (a customer user of its customer, or an
 * administrator who submitted for it); none when that account has no active address.
 */
export async function outcomeMail(
  db: Db,
  upload: MailUpload,
  link: string,
  outcome: UploadOutcome,
  remark: string | null,
): Promise<MailMessage | undefined> {
  const to = upload.userSubmitAccount ? await activeAddress(db, upload.userSubmitAccount) : null;
  if (!to) return undefined;
  const { subject, line } = OUTCOME_TEXT[outcome];
  return message(to, upload, subject, [
    'เรียน ผู้ใช้บริการ',
    '',
    line,
    ...heading(upload),
    ...(remark ? ['', `เหตุผล: ${remark}`] : []),
    '',
    `ดูรายละเอียดได้ที่ ${link}`,
  ]);
}

/**
 * The mail to the submitter of an import whose documents could not be made (the generation
 * job's end, in its transaction); none when the import or its submitter's address is gone.
 */
export async function generationFailedMail(
  db: Db,
  uploadId: number,
  publicUrl: string,
): Promise<MailMessage | undefined> {
  const [upload] = await db
    .select({
      uploadId: customerUpload.uploadId,
      customerCode: customerUpload.customerCode,
      uploadType: customerUpload.uploadType,
      fileName: customerUpload.fileName,
      userSubmitAccount: customerUpload.userSubmitAccount,
    })
    .from(customerUpload)
    .where(eq(customerUpload.uploadId, uploadId));
  return upload ? outcomeMail(db, upload, uploadLink(publicUrl, upload), 'FAILED', null) : undefined;
}

/** The active address of an account `CUSTOMER:<userCode>` or `ADMIN:<adminCode>`. */
async function activeAddress(db: Db, account: string): Promise<string | null> {
  const [role, code = ''] = account.split(':', 2);
  return role === 'CUSTOMER' || role === 'ADMIN' ? activeEmail(db, role, code) : null;
}
