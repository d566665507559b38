// Reading documents: the search and one document with its lines, within the caller's reach
// (an ADMIN every customer's; a customer user its own; a USER its assigned branches').
import type { DocumentDetail, DocumentRow, SearchDocumentRequest } from '../../../contract/document';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { searchAnswer } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { assertCalendarDates } from '../../validation/calendar-dates';
import { customerReach } from '../../security/assigned-branches';
import * as deliveries from './delivery-repository';
import { cancelKey, cancelledAmong, correctionsOf, isCancelledBy } from './corrections';
import { maskRecipient } from './mask-recipient';
import * as repo from './repository';
import { searchDocuments, type DocumentSearchRecord } from './search';
import { lazy } from '../../lazy';
import { formatFine, toFine } from '../../validation/money';

const documentScope = customerReach;
/** The XML signature stack (xadesjs, xmldom), loaded with the first signed document read. */
const loadVerifier = lazy(() => import('../../etax/signing/xades'));

function assertDates(ctx: ServiceContext, body: SearchDocumentRequest): void {
  assertCalendarDates(ctx, body, ['issueDateFrom', 'issueDateTo']);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRow(record: DocumentSearchRecord, cancelled: boolean): DocumentRow {
  return {
    documentId: record.documentId,
    uploadId: record.uploadId,
    uploadType: record.uploadType,
    documentNo: record.documentNo,
    documentType: record.documentType,
    customerCode: record.customerCode,
    customerName: record.customerName,
    branchCode: record.branchCode,
    buyerName: record.buyerName,
    buyerTaxId: record.buyerTaxId,
    buyerEmail: record.buyerEmail,
    buyerTel: record.buyerTel,
    issueDate: record.issueDate,
    totalAmount: record.totalAmount,
    status: record.status,
    failCode: record.failCode,
    failParams: record.failParams,
    emailStatus: record.emailStatus,
    smsStatus: record.smsStatus,
    lastSentDtm: iso(record.lastSentDtm),
    pdfFileId: record.pdfFileId,
    xmlFileId: record.xmlFileId,
    createDtm: record.createDtm.toISOString(),
    cancelled,
  };
}

/** A quantity or unit price as stored (numeric 18,4) → at least 2 places, more only when used. */
function fineText(value: string): string {
  const fine = toFine(value);
  return fine === undefined ? value : formatFine(fine);
}

export function createDocumentReadService(deps: AppDeps) {
  const db = deps.db;
  return {
    async search(ctx: ServiceContext, body: SearchDocumentRequest): Promise<SearchBody<DocumentRow>> {
      assertDates(ctx, body);
      const found = await searchDocuments(db, await documentScope(db, ctx), body);
      const cancelled = await cancelledAmong(db, found.rows);
      const toPageRow = (row: DocumentSearchRecord) =>
        toRow(row, cancelled.has(cancelKey(row.customerCode, row.documentNo)));
      return searchAnswer(body, found, toPageRow);
    },

    async detail(ctx: ServiceContext, documentId: number): Promise<DocumentDetail> {
      const record = await repo.findDocument(db, documentId, await documentScope(db, ctx));
      if (!record) throw notFound();
      const [lines, sends, corrections] = await Promise.all([
        repo.linesOf(db, documentId),
        deliveries.deliveriesOf(db, documentId),
        correctionsOf(db, record.customerCode, record.documentNo),
      ]);
      return {
        ...toRow(record, isCancelledBy(corrections)),
        dueDate: record.dueDate,
        buyerBranchCode: record.buyerBranchCode,
        buyerAddress: record.buyerAddress,
        buyerZipCode: record.buyerZipCode,
        currency: record.currency,
        totalBeforeVat: record.totalBeforeVat,
        vatRate: record.vatRate,
        vatAmount: record.vatAmount,
        amountInWordsTh: record.amountInWordsTh,
        referenceDocumentNo: record.referenceDocumentNo,
        referenceDocumentDate: record.referenceDocumentDate,
        purposeCode: record.purposeCode,
        purposeText: record.purposeText,
        remark: record.remark,
        prepaidAmount: record.prepaidAmount,
        prepaidType: record.prepaidType,
        firstRowNo: record.firstRowNo,
        // Stored with 4 places; answered as the document says them ('2.00', '30.9999').
        lines: lines.map(({ documentId: _id, qty, unitPrice, ...line }) => ({
          ...line,
          qty: fineText(qty),
          unitPrice: fineText(unitPrice),
        })),
        deliveries: sends.map((send) => ({
          channel: send.channel,
          recipient: maskRecipient(send.recipient),
          resend: send.resend,
          status: send.status,
          requestedBy: send.requestedBy,
          requestedDtm: send.requestedDtm.toISOString(),
          sentDtm: iso(send.sentDtm),
        })),
        xmlStatus: record.xmlStatus,
        etaxVersion: record.etaxVersion,
        xmlFailures: record.xmlFailures ?? [],
        signature: await signatureOf(deps, record),
        corrections,
        version: record.version,
      };
    },
  };
}

/**
 * The signature as stored, checked again on the stored XML: a file changed after signing shows
 * as not valid. Unsigned E-TAX documents say so; other documents have none.
 */
async function signatureOf(deps: AppDeps, record: repo.DocumentRecord): Promise<DocumentDetail['signature']> {
  if (!record.signatureStatus) return null;
  const unsigned = { status: record.signatureStatus, signedBy: null, signedAt: null, valid: null };
  if (record.signatureStatus !== 'SIGNED' || !record.xmlFileId) return unsigned;
  const xml = await deps.files.bytes(record.xmlFileId);
  const check = xml ? await (await loadVerifier()).verifyEtaxXml(xml.toString('utf8')) : undefined;
  return {
    status: 'SIGNED',
    signedBy: record.signedBy,
    signedAt: iso(record.signedAt),
    valid: check?.valid ?? false,
  };
}
