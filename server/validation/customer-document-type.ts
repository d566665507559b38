// A template (an upload template or a PDF template) is for one document type, which must exist in
// the listbox group DOCUMENT_TYPE and be enabled for the customer (a customer with no list has
// every type). Checked inside the saving transaction: the customer row is locked FOR SHARE.
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../command/context';
import type { Db } from '../db/client';
import { customer } from '../db/schema/customer';
import { notFound, validationFailed } from '../http/errors';
import { say } from '../http/language';
import { unknownListboxCodes } from './listbox-codes';
import { fieldText } from './messages';

const notEnabled = {
  th: 'ลูกค้านี้ไม่ได้เปิดใช้ประเภทเอกสารนี้',
  en: 'the customer has not enabled this document type',
} as const;

/** 404 for a customer that does not exist (or is deleted); 400 on `documentType` otherwise. */
export async function assertCustomerDocumentType(
  tx: Db,
  ctx: ServiceContext,
  customerCode: string,
  documentType: string,
): Promise<void> {
  const [row] = await tx
    .select({ documentTypes: customer.documentTypes })
    .from(customer)
    .where(and(eq(customer.customerCode, customerCode), ne(customer.customerStatus, 'DELETE')))
    .for('share');
  if (!row) throw notFound();
  const enabled = row.documentTypes;
  const [unknown] = await unknownListboxCodes(tx, 'DOCUMENT_TYPE', [documentType]);
  const text = unknown
    ? fieldText.listboxCodeMissing
    : enabled.length && !enabled.includes(documentType)
      ? notEnabled
      : undefined;
  if (text) throw validationFailed([{ key: 'documentType', description: say(ctx, text) }]);
}
