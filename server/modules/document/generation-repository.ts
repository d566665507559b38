// The SQL of document generation: the upload it works on (moved through PROCESSING to COMPLETED
// or FAILED, each step in the upload's history), its rows, the seller, and the documents made.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { UploadStatus } from '../../../contract/customer-upload';
import type { EtaxVersion } from '../../../contract/etax-version';
import type { Db } from '../../db/client';
import { customer, type AddressJson } from '../../db/schema/customer';
import { customerBranch } from '../../db/schema/customer-branch';
import { customerCertificate } from '../../db/schema/customer-certificate';
import { customerUpload, customerUploadHistory, customerUploadRow } from '../../db/schema/customer-upload';
import { document, documentLine, type DocumentStatus } from '../../db/schema/document';
import { listboxItem } from '../../db/schema/master-data';
import type { DocumentDraft, DraftFailure } from './build-documents';
import type { HsmErrorCode } from '../../etax/signing/pkcs11';

export type GenerationUpload = Pick<
  typeof customerUpload.$inferSelect,
  'uploadId' | 'customerCode' | 'branchCode' | 'uploadType' | 'documentType' | 'status' | 'version'
>;

/** Locks the upload for the rest of the transaction. */
export async function lockUpload(tx: Db, uploadId: number): Promise<GenerationUpload | undefined> {
  const [row] = await tx
    .select({
      uploadId: customerUpload.uploadId,
      customerCode: customerUpload.customerCode,
      branchCode: customerUpload.branchCode,
      uploadType: customerUpload.uploadType,
      documentType: customerUpload.documentType,
      status: customerUpload.status,
      version: customerUpload.version,
    })
    .from(customerUpload)
    .where(eq(customerUpload.uploadId, uploadId))
    .for('update');
  return row;
}

/** Moves the upload (version + 1) and writes the step into its history. */
export async function moveUpload(
  tx: Db,
  uploadId: number,
  values: { status: UploadStatus; failReason?: string | null },
  step: { action: string; actor: string; remark?: string | null },
): Promise<void> {
  await tx
    .update(customerUpload)
    .set({
      ...values,
      version: sql`${customerUpload.version} + 1`,
      lastUpdateDtm: new Date(),
      lastUpdateBy: step.actor,
    })
    .where(eq(customerUpload.uploadId, uploadId));
  await tx.insert(customerUploadHistory).values({
    uploadId,
    status: values.status,
    action: step.action,
    actionBy: step.actor,
    actionRole: 'SYSTEM',
    remark: step.remark ?? null,
  });
}

/** How many documents the generation makes (the import page's progress: made / total). */
export async function setDocumentTotal(db: Db, uploadId: number, total: number): Promise<void> {
  await db.update(customerUpload).set({ documentTotal: total }).where(eq(customerUpload.uploadId, uploadId));
}

export function uploadRows(db: Db, uploadId: number) {
  return db
    .select({ rowNo: customerUploadRow.rowNo, data: customerUploadRow.data })
    .from(customerUploadRow)
    .where(eq(customerUploadRow.uploadId, uploadId))
    .orderBy(asc(customerUploadRow.rowNo));
}

/** The documents this upload has made already, by number (a run that resumes skips them). */
export async function documentStatuses(db: Db, uploadId: number): Promise<Map<string, DocumentStatus>> {
  const rows = await db
    .select({ documentNo: document.documentNo, status: document.status })
    .from(document)
    .where(eq(document.uploadId, uploadId));
  return new Map(rows.map((row) => [row.documentNo, row.status]));
}

/**
 * Forgets the documents that failed because the signing key could not be reached: the job's next
 * try makes them (SIGNING_KEY_UNREACHABLE is the system's failure, not the document's).
 */
export async function deleteUnreachableKeyFailures(db: Db, uploadId: number): Promise<void> {
  await db
    .delete(document)
    .where(
      and(
        eq(document.uploadId, uploadId),
        eq(document.status, 'FAILED'),
        eq(document.failCode, 'SIGNING_KEY_UNREACHABLE'),
      ),
    );
}

/**
 * Forgets the documents that failed last time: the retry makes them again. Answers the files
 * they kept (the XML of an invalid one), for the caller to remove.
 */
export async function deleteFailedDocuments(tx: Db, uploadId: number): Promise<string[]> {
  const removed = await tx
    .delete(document)
    .where(and(eq(document.uploadId, uploadId), eq(document.status, 'FAILED')))
    .returning({ xmlFileId: document.xmlFileId });
  return removed.flatMap((row) => (row.xmlFileId ? [row.xmlFileId] : []));
}

/**
 * A document the customer issued that another one references (a note's original, a deposit's
 * invoice): its type, written as the reference's type, and its value before VAT — the e-Tax XML
 * of a note states the original amount and the difference.
 */
export async function issuedReference(
  db: Db,
  customerCode: string,
  documentNo: string,
): Promise<{ amount: string | undefined; documentType: string } | undefined> {
  const [row] = await db
    .select({ amount: document.totalBeforeVat, documentType: document.documentType })
    .from(document)
    .where(
      and(
        eq(document.customerCode, customerCode),
        eq(document.documentNo, documentNo),
        eq(document.status, 'GENERATED'),
        sql`${document.documentType} NOT IN ('80', '81', 'T07')`,
      ),
    )
    .orderBy(asc(document.documentId))
    .limit(1);
  return row && { amount: row.amount ?? undefined, documentType: row.documentType };
}

/**
 * How the customer's documents go out: `mode` SIGNED or TIME_STAMP (its e-Tax documents signed
 * or sent for a time stamp), `buyers` AUTOMATIC or AFTER_RELEASE (to the buyers once made or not).
 */
export async function deliverySettings(db: Db, customerCode: string) {
  const [row] = await db
    .select({ mode: customer.deliveryMode, buyers: customer.buyerDelivery })
    .from(customer)
    .where(eq(customer.customerCode, customerCode));
  return { mode: row?.mode ?? 'SIGNED', buyers: row?.buyers ?? 'AUTOMATIC' };
}

/** The customer's signing certificate, sealed (server/etax/sealed-certificate.ts opens it). */
export async function findCertificate(db: Db, customerCode: string) {
  const [row] = await db
    .select({
      hsmSlot: customerCertificate.hsmSlot,
      sealedKey: customerCertificate.sealedKey,
      keyLabel: customerCertificate.keyLabel,
      certificateDer: customerCertificate.certificateDer,
      subject: customerCertificate.subject,
      version: customerCertificate.version,
      notAfter: customerCertificate.notAfter,
    })
    .from(customerCertificate)
    .where(eq(customerCertificate.customerCode, customerCode));
  return row;
}

/**
 * Which of these numbers another upload of the customer has issued for this document type: read
 * once for the whole import, not once per document. A number issued meanwhile by an import that
 * runs at the same time still cannot be issued twice: the unique index refuses the second
 * document, and the job's next try finds the number here.
 */
export async function numbersTaken(
  db: Db,
  upload: Pick<GenerationUpload, 'uploadId' | 'customerCode' | 'documentType'>,
  documentNos: string[],
): Promise<Set<string>> {
  if (documentNos.length === 0) return new Set();
  const rows = await db
    .select({ documentNo: document.documentNo })
    .from(document)
    .where(
      and(
        eq(document.customerCode, upload.customerCode),
        eq(document.documentType, upload.documentType),
        sql`${document.documentNo} = ANY(${sql.param(documentNos)}::text[])`,
        eq(document.status, 'GENERATED'),
        ne(document.uploadId, upload.uploadId),
      ),
    );
  return new Set(rows.map((row) => row.documentNo));
}

export interface SellerRecord {
  name: string;
  taxId: string;
  branchCode: string;
  email: string | null;
  tel: string | null;
  address: AddressJson | null;
  etaxVersion: EtaxVersion;
}

export async function findSeller(db: Db, customerCode: string, branchCode: string): Promise<SellerRecord> {
  const [row] = await db
    .select({
      name: customer.customerName,
      taxId: customer.customerNumber,
      email: customer.email,
      customerTel: customer.contactTel,
      customerAddress: customer.address,
      branchTel: customerBranch.contactTel,
      branchAddress: customerBranch.address,
      etaxVersion: customer.etaxVersion,
    })
    .from(customer)
    .leftJoin(
      customerBranch,
      and(eq(customerBranch.customerCode, customer.customerCode), eq(customerBranch.branchCode, branchCode)),
    )
    .where(eq(customer.customerCode, customerCode));
  if (!row) throw new Error(`customer ${customerCode} not found`);
  return {
    name: row.name,
    taxId: row.taxId,
    branchCode,
    email: row.email,
    tel: row.branchTel ?? row.customerTel,
    address: row.branchAddress ?? row.customerAddress,
    etaxVersion: row.etaxVersion,
  };
}

/** A document type's names in the listbox group DOCUMENT_TYPE (E-DOCUMENT types are configured there). */
export async function documentTypeNames(
  db: Db,
  code: string,
): Promise<{ th: string; en: string } | undefined> {
  const [row] = await db
    .select({ th: listboxItem.nameTh, en: listboxItem.nameEn })
    .from(listboxItem)
    .where(and(eq(listboxItem.listboxGroupCode, 'DOCUMENT_TYPE'), eq(listboxItem.code, code)));
  return row;
}

/** The Thai names of an address's places. */
/** What an E-TAX document's XML came to (migration 0076) and the version it was written in (0083). */
export type EtaxColumns = Pick<
  typeof document.$inferInsert,
  'xmlFileId' | 'xmlStatus' | 'xmlFailures' | 'signatureStatus' | 'signedBy' | 'signedAt' | 'etaxVersion'
>;

/**
 * Why a document could not be made: what the draft says, or what generation found (the number
 * taken, the XML invalid) — or a value the database refused (VALUE_REFUSED: an amount beyond
 * numeric(18,2)), said at the document instead of being tried again.
 */
export type DocumentFailure =
  | DraftFailure
  | { code: 'VALUE_REFUSED'; params: { rowNo: number } }
  | { code: 'SIGNING_KEY_UNREACHABLE'; params: { slot: string; reason: HsmErrorCode } };

export interface NewDocument {
  upload: GenerationUpload;
  draft: DocumentDraft;
  /** When the draft has no failure of its own but the document still cannot be made. */
  failure?: DocumentFailure;
  pdfFileId?: string;
  /** E-TAX types; an XML_INVALID document keeps its XML (to read what failed) and no PDF. */
  etax?: EtaxColumns;
  actor: string;
}

/** Stores one document (GENERATED with its lines, or FAILED with its reason). */
export async function insertDocument(tx: Db, input: NewDocument): Promise<number> {
  const { upload, draft, actor } = input;
  const failure = input.failure ?? draft.failure;
  const { header, totals } = draft;
  const [row] = await tx
    .insert(document)
    .values({
      uploadId: upload.uploadId,
      customerCode: upload.customerCode,
      branchCode: upload.branchCode,
      uploadType: upload.uploadType,
      documentType: upload.documentType,
      documentNo: draft.documentNo,
      firstRowNo: draft.firstRowNo,
      ...header,
      ...(totals ?? {}),
      status: failure ? 'FAILED' : 'GENERATED',
      failCode: failure?.code ?? null,
      failParams: failure?.params ?? null,
      pdfFileId: failure ? null : (input.pdfFileId ?? null),
      ...input.etax,
      createBy: actor,
      lastUpdateBy: actor,
    })
    .returning({ documentId: document.documentId });
  const documentId = row!.documentId;
  if (!failure && draft.lines.length > 0) {
    await tx.insert(documentLine).values(draft.lines.map((line) => ({ documentId, ...line })));
  }
  return documentId;
}
