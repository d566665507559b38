// Document generation, a job (docs/jobs.md; docs/documents.md): an ACCOUNTING_SUBMITTED import
// moves to PROCESSING, its rows become documents, each rendered to a Thai PDF and stored with the
// file, and the import ends COMPLETED — or FAILED when a document could not be made (the others
// are kept; a retry makes only the failed ones). Each document commits on its own, and only
// while the job is still this worker's (its lease, docs/jobs.md): a worker that lost the job to
// another writes nothing more, and the one that took it over skips the documents already made.
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { JobRun } from '../../jobs/job-runner';
import type { PdfDocument, PdfParty, PdfPrepaid } from '../../pdf/document-model';
import { documentTitle } from '../../pdf/document-titles';
import { noteValues } from '../../pdf/note-values';
import { hasEtaxMessage } from '../../etax/xml/build-xml';
import { isRefusedValue } from '../../db/database-error';
import { lazy } from '../../lazy';
import { errorSummary } from '../../log/error-summary';
import {
  buildDocuments,
  defaultVatRate,
  optional,
  printedAmounts,
  satangToDecimal,
  type DocumentDraft,
} from './build-documents';
import { toSatang } from '../../validation/money';
import { buyerContacts, requestDelivery } from './delivery';
import { holdDelivery } from './delivery-repository';
import { buyerIdentity, etaxDocumentOf, type EtaxSeller } from './etax-document-of';
import { makeEtaxOutput, type DocumentSigner } from './etax-output';
import { HsmError } from '../../etax/signing/pkcs11';
import { SOFTWARE_SLOT } from '../../../contract/customer-certificate';
import { documentFileName } from './document-file-name';
import { loadEtaxSeller } from './etax-seller';
import * as repo from './generation-repository';
import { templateValuesOf } from './template-values-of';
import { activeTemplate, type ActiveTemplate } from '../pdf-template/service';
import { generationFailedMail } from '../customer-upload/service';
import { pauseForTests } from './generation-pause';

// The XML signature stack (xadesjs, xmldom): with the first signed document (docs/memory.md).
const loadXades = lazy(() => import('../../etax/signing/xades'));

/** The job's hold on the work: each piece commits only while the job is still this worker's. */
export type GenerationRun = Pick<JobRun, 'lastAttempt' | 'signal' | 'assertHeld'>;

/** Outside a job (a script): nobody can take the work over, and a failure is final. */
const unattended: GenerationRun = {
  lastAttempt: true,
  signal: new AbortController().signal,
  assertHeld: () => Promise.resolve(),
};

/** Debit and credit notes: their XML states the referenced document's amount. */
const NOTE_TYPES = new Set(['80', '81']);

/** Why an import's generation FAILED (customer_upload.fail_reason). */
export type GenerationFailReason = 'DOCUMENTS_FAILED' | 'GENERATION_ERROR';

type Seller = PdfParty;

function pdfSeller({ address: _codes, addressLine, ...seller }: EtaxSeller): Seller {
  return { ...seller, address: addressLine };
}

/**
 * The customer's certificate (unlocked once per process, server/etax/signing-keys.ts); none (or an
 * expired one) → the documents are made unsigned and say so (docs/etax-signing.md).
 */
async function loadSigner(deps: AppDeps, customerCode: string): Promise<DocumentSigner | undefined> {
  const stored = await repo.findCertificate(deps.db, customerCode);
  if (!stored || stored.notAfter.getTime() <= Date.now()) return undefined;
  if (stored.hsmSlot === SOFTWARE_SLOT && stored.sealedKey) {
    const key = await deps.signingKeys.keyOf(customerCode, { ...stored, sealedKey: stored.sealedKey });
    return { signer: (await loadXades()).softwareSigner(key), subject: key.subject };
  }
  // A PKCS#11 slot: the key is reached now; an HsmError fails the documents (makeDocument).
  const signer = await deps.hsm.signer(
    stored.hsmSlot,
    stored.keyLabel ?? '',
    stored.certificateDer ?? Buffer.alloc(0),
  );
  return { signer, subject: stored.subject };
}

/** The signer, or why the customer's key cannot be reached now (each document fails with it). */
async function reachSigner(
  deps: AppDeps,
  customerCode: string,
): Promise<DocumentSigner | HsmError | undefined> {
  try {
    return await loadSigner(deps, customerCode);
  } catch (error) {
    if (error instanceof HsmError) return error;
    throw error;
  }
}

/** The seller and the names of the document type: the same for every document of an import. */
interface Issuer {
  seller: Seller;
  documentType: string;
  /** From the listbox group DOCUMENT_TYPE; the PDF's built-in titles win for the tax types. */
  typeNames?: { th: string; en: string };
  /** E-TAX types: what the e-Tax XML needs besides the draft. */
  etax?: {
    seller: EtaxSeller;
    typeName: string;
    signer: DocumentSigner | HsmError | undefined;
    /** TIME_STAMP mode: made unsigned on purpose, the buyer's mail goes to ETDA's time stamp. */
    timeStamp: boolean;
  };
  /** The customer's ACTIVE PDF template of the type; without one, the built-in layout. */
  template?: ActiveTemplate;
  /** AFTER_RELEASE: its documents wait READY_TO_SEND instead of going to the buyers. */
  holdForRelease?: boolean;
}

/** The built-in layout (pdf-lib and the Thai fonts), loaded with the first document made. */
const loadRenderer = lazy(() => import('../../pdf/render-document'));

/** What the PDF of every document of an import shows besides its draft: seller, type, template. */
export type PdfIssuer = Omit<Issuer, 'etax'>;

/**
 * The upload's PDF issuer, and its seller as the e-Tax XML takes it: read once per import by the
 * generation, and by the staged preview (customer-upload/approval-review.ts) the same way.
 */
export async function loadPdfIssuer(
  deps: AppDeps,
  upload: Pick<repo.GenerationUpload, 'customerCode' | 'branchCode' | 'documentType'>,
): Promise<{ issuer: PdfIssuer; seller: EtaxSeller }> {
  const typeNames = await repo.documentTypeNames(deps.db, upload.documentType);
  const seller = await loadEtaxSeller(deps.db, upload.customerCode, upload.branchCode);
  const template = await activeTemplate(deps, upload.customerCode, upload.documentType);
  const issuer: PdfIssuer = {
    seller: pdfSeller(seller),
    documentType: upload.documentType,
    ...(typeNames ? { typeNames } : {}),
    ...(template ? { template } : {}),
  };
  return { issuer, seller };
}

/** The PDF of a document: the customer's own form filled in, or the built-in A4 layout. */
export async function renderPdf(
  draft: DocumentDraft,
  issuer: PdfIssuer,
  /** A debit / credit note's original value (the referenced invoice's, before VAT). */
  originalAmount?: string,
): Promise<Uint8Array> {
  const doc = pdfDocumentOf(draft, issuer, originalAmount);
  if (!issuer.template) return (await loadRenderer()).renderDocumentPdf(doc);
  const title = documentTitle(doc);
  return issuer.template.render(templateValuesOf(draft, issuer.seller, noteValues(doc)), {
    title: `${title.th} ${draft.documentNo}`,
    subject: `${title.en} ${draft.documentNo}`,
    author: issuer.seller.name,
  });
}

/** What the PDF shows of a document that could be made. */
export function pdfDocumentOf(
  draft: DocumentDraft,
  { seller, documentType, typeNames }: PdfIssuer,
  originalAmount?: string,
): PdfDocument {
  const { header } = draft;
  return {
    documentTypeCode: documentType,
    ...(typeNames ? { documentTitle: typeNames } : {}),
    documentNo: draft.documentNo,
    issueDate: header.issueDate!,
    ...optional('dueDate', header.dueDate),
    seller,
    buyer: {
      name: header.buyerName!,
      taxId: header.buyerTaxId ?? '',
      // A person (NIDN) has no head office nor branch: '' prints none.
      branchCode: buyerIdentity(header).branchCode ?? '',
      address: [header.buyerAddress, header.buyerZipCode].filter(Boolean).join(' '),
      ...optional('email', header.buyerEmail),
      ...optional('tel', header.buyerTel),
    },
    ...printedAmounts(draft),
    amountInWordsTh: draft.totals!.amountInWordsTh,
    ...(header.referenceDocumentNo
      ? {
          reference: {
            documentNo: header.referenceDocumentNo,
            documentDate: header.referenceDocumentDate ?? '',
            ...optional('reasonText', header.purposeText),
            ...optional('originalAmount', originalAmount ?? null),
          },
        }
      : {}),
    ...optional('remark', header.remark),
    ...(header.prepaidType ? { prepaid: pdfPrepaidOf(draft, header.prepaidType) } : {}),
  };
}

/** A deposit deducted (with its invoice when the rows name it), or the deposit this invoices. */
function pdfPrepaidOf({ header, lines }: DocumentDraft, typeCode: string): PdfPrepaid {
  if (!header.prepaidAmount) return { typeCode };
  const subtotal = lines.reduce((sum, line) => sum + toSatang(line.amount)!, 0n);
  return {
    typeCode,
    amount: header.prepaidAmount,
    subtotal: satangToDecimal(subtotal),
    ...(header.referenceDocumentNo ? { invoiceNo: header.referenceDocumentNo } : {}),
    ...(header.referenceDocumentDate ? { invoiceDate: header.referenceDocumentDate } : {}),
  };
}

/** Starts (or resumes) the generation: PROCESSING, or undefined when there is nothing to do. */
async function start(deps: AppDeps, ctx: ServiceContext, uploadId: number, run: GenerationRun) {
  return runCommand(deps, ctx, async ({ tx, audit }) => {
    await run.assertHeld(tx);
    const upload = await repo.lockUpload(tx, uploadId);
    // Another run finished it, or nobody asked for it: nothing to do.
    if (!upload || !['ACCOUNTING_SUBMITTED', 'PROCESSING'].includes(upload.status)) return undefined;
    if (upload.status === 'ACCOUNTING_SUBMITTED') {
      for (const fileId of await repo.deleteFailedDocuments(tx, uploadId))
        await deps.files.delete(tx, fileId);
      await repo.moveUpload(
        tx,
        uploadId,
        { status: 'PROCESSING', failReason: null },
        { action: 'GENERATE', actor: ctx.actor },
      );
      await audit({
        action: 'GENERATE',
        entity: 'customer_upload',
        entityId: String(uploadId),
        before: { status: upload.status },
        after: { status: 'PROCESSING' },
      });
    }
    return upload;
  });
}

/** The type's Thai title, as the PDF shows it: what a document's files are named after. */
const typeTitle = ({ documentType, typeNames }: Issuer) =>
  documentTitle({ documentTypeCode: documentType, ...(typeNames ? { documentTitle: typeNames } : {}) }).th;

/** A document that could not be made, with its reason: committed while the job is held. */
function insertFailed(
  deps: AppDeps,
  run: GenerationRun,
  document: Parameters<typeof repo.insertDocument>[1],
) {
  return deps.db.transaction(async (tx: Db) => {
    await run.assertHeld(tx);
    await repo.insertDocument(tx, document);
  });
}

/** What every document of one upload's run is made with. */
interface UploadRun {
  deps: AppDeps;
  ctx: ServiceContext;
  run: GenerationRun;
  upload: repo.GenerationUpload;
  issuer: Issuer;
}

async function makeDocument(
  job: UploadRun,
  draft: DocumentDraft,
  taken: ReadonlySet<string>,
): Promise<boolean> {
  const { deps, ctx, run, upload } = job;
  if (draft.failure) {
    await insertFailed(deps, run, { upload, draft, actor: ctx.actor });
    return false;
  }
  if (taken.has(draft.documentNo)) {
    const failure = { code: 'NUMBER_TAKEN', params: { documentNo: draft.documentNo } } as const;
    await insertFailed(deps, run, { upload, draft, failure, actor: ctx.actor });
    return false;
  }
  try {
    return await storeDocument(job, draft);
  } catch (error) {
    // The key in a PKCS#11 token cannot be reached: the document says why, and the import is
    // tried again by the job (generateDocuments) — never made unsigned instead.
    if (error instanceof HsmError) {
      const failure = {
        code: 'SIGNING_KEY_UNREACHABLE',
        params: { slot: error.slot ?? '', reason: error.code },
      } as const;
      await repo.insertDocument(deps.db, { upload, draft, failure, actor: ctx.actor });
      throw error;
    }
    // A value of this document the database cannot hold (an amount beyond numeric(18,2)): trying
    // again cannot help, so the document fails with its reason and the others are made.
    if (!isRefusedValue(error)) throw error;
    ctx.log.info(
      { uploadId: upload.uploadId, documentNo: draft.documentNo, err: errorSummary(error) },
      'document refused by the database',
    );
    const { totals: _refused, ...withoutTotals } = draft;
    const failure = { code: 'VALUE_REFUSED', params: { rowNo: draft.firstRowNo } } as const;
    await insertFailed(deps, run, { upload, draft: withoutTotals, failure, actor: ctx.actor });
    return false;
  }
}

/** Renders and stores one document with its files, and asks for its delivery. */
async function storeDocument(job: UploadRun, draft: DocumentDraft): Promise<boolean> {
  const { deps, ctx, run, upload, issuer } = job;
  const reference = draft.header.referenceDocumentNo;
  // The referenced document this customer issued: its type, and a note states its value.
  const referenced = reference
    ? await repo.issuedReference(deps.db, upload.customerCode, reference)
    : undefined;
  const originalAmount = NOTE_TYPES.has(issuer.documentType) ? referenced?.amount : undefined;
  // Rendered outside the transaction: CPU work holds no lock.
  const pdf = await renderPdf(draft, issuer, originalAmount);
  const files = await documentFiles(draft, issuer, pdf, { originalAmount, referenced });
  return runCommand(deps, ctx, async ({ tx, enqueueJob }) => {
    await run.assertHeld(tx);
    const put = (content: Uint8Array, kind: 'pdf' | 'xml') =>
      deps.files.put(tx, {
        ownerCustomerCode: upload.customerCode,
        purpose: kind === 'pdf' ? 'DOCUMENT_PDF' : 'DOCUMENT_XML',
        originalName: `${draft.documentNo}.${kind}`,
        downloadName: documentFileName(typeTitle(issuer), draft.documentNo, kind),
        contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml',
        content: Buffer.from(content),
        createBy: ctx.actor,
      });
    const pdfFile = files.pdf ? await put(files.pdf, 'pdf') : undefined;
    const xmlFile = files.xml ? await put(Buffer.from(files.xml, 'utf8'), 'xml') : undefined;
    const documentId = await repo.insertDocument(tx, {
      upload,
      draft,
      ...(files.failure ? { failure: files.failure } : {}),
      ...(pdfFile ? { pdfFileId: pdfFile.fileId } : {}),
      ...(files.etax ? { etax: { ...files.etax, xmlFileId: xmlFile?.fileId ?? null } } : {}),
      actor: ctx.actor,
    });
    if (files.failure) return false;
    // Delivered to the buyer's e-mail and mobile when the rows give them (a job of its own per send),
    // or held there until someone releases it.
    const contacts = buyerContacts(draft.header);
    if (issuer.holdForRelease) {
      await holdDelivery(
        tx,
        documentId,
        contacts.map(({ channel }) => channel),
      );
      return true;
    }
    for (const { channel, recipient } of contacts)
      await requestDelivery(
        { tx, enqueueJob },
        { documentId, channel, recipient, resend: false, requestedBy: ctx.actor },
      );
    return true;
  });
}

/** What is stored of a document: its PDF, and for E-TAX types its XML and what became of it. */
async function documentFiles(
  draft: DocumentDraft,
  issuer: Issuer,
  pdf: Uint8Array,
  { originalAmount, referenced }: { originalAmount?: string; referenced?: { documentType: string } },
) {
  if (!issuer.etax) return { pdf };
  const { seller, typeName, signer, timeStamp } = issuer.etax;
  if (signer instanceof HsmError) throw signer;
  const doc = etaxDocumentOf(
    draft,
    { seller, documentType: issuer.documentType, typeName },
    { createdAt: new Date(), referencedAmount: originalAmount, referencedType: referenced?.documentType },
  );
  const output = await makeEtaxOutput(pdf, doc, signer);
  if (!output.valid)
    return {
      xml: output.xml,
      failure: { code: 'XML_INVALID', params: { count: output.failures.length } } as const,
      etax: {
        xmlStatus: 'INVALID',
        xmlFailures: output.failures,
        etaxVersion: doc.etaxVersion,
      } satisfies Partial<repo.EtaxColumns>,
    };
  return {
    pdf: output.pdf,
    xml: output.xml,
    etax: {
      xmlStatus: 'VALID',
      signatureStatus: output.signature ? 'SIGNED' : timeStamp ? 'TIME_STAMP' : 'UNSIGNED',
      signedBy: output.signature?.signedBy ?? null,
      signedAt: output.signature?.signedAt ?? null,
      etaxVersion: doc.etaxVersion,
    } satisfies Partial<repo.EtaxColumns>,
  };
}

/**
 * The job's work for one import. A problem of a document's data fails that document with its
 * reason (makeDocument); only a system error leaves the import PROCESSING for the job's next try,
 * which resumes it; after the last try it is FAILED with GENERATION_ERROR (an admin may retry).
 */
export async function generateDocuments(
  deps: AppDeps,
  ctx: ServiceContext,
  uploadId: number,
  run: GenerationRun = unattended,
): Promise<void> {
  const upload = await start(deps, ctx, uploadId, run);
  if (!upload) return;
  try {
    const rows = await repo.uploadRows(deps.db, uploadId);
    const drafts = buildDocuments(rows, defaultVatRate(upload.uploadType));
    await repo.setDocumentTotal(deps.db, uploadId, drafts.length);
    // A resumed run skips what the interrupted one made (and counts what failed there), except
    // what failed only because the signing key could not be reached: that is made again.
    await repo.deleteUnreachableKeyFailures(deps.db, uploadId);
    const made = await repo.documentStatuses(deps.db, uploadId);
    const { issuer: pdfIssuer, seller } = await loadPdfIssuer(deps, upload);
    const delivery = await repo.deliverySettings(deps.db, upload.customerCode);
    const timeStamp = delivery.mode === 'TIME_STAMP';
    const etax =
      upload.uploadType === 'ETAX' && hasEtaxMessage(upload.documentType)
        ? {
            seller,
            typeName: documentTitle({ documentTypeCode: upload.documentType }).th,
            // In TIME_STAMP mode the customer's key is not used: ETDA's stamp makes it legal.
            signer: timeStamp ? undefined : await reachSigner(deps, upload.customerCode),
            timeStamp,
          }
        : undefined;
    const issuer: Issuer = {
      ...pdfIssuer,
      holdForRelease: delivery.buyers === 'AFTER_RELEASE',
      ...(etax ? { etax } : {}),
    };
    let failed = [...made.values()].filter((status) => status === 'FAILED').length;
    const toMake = drafts.filter((draft) => !made.has(draft.documentNo));
    const taken = await repo.numbersTaken(
      deps.db,
      upload,
      toMake.filter((draft) => !draft.failure).map((draft) => draft.documentNo),
    );
    const job = { deps, ctx, run, upload, issuer };
    for (const [index, draft] of toMake.entries()) {
      await pauseForTests(uploadId, made.size + index);
      // Another worker has the job now: it goes on from the last committed document.
      run.signal.throwIfAborted();
      if (!(await makeDocument(job, draft, taken))) failed += 1;
    }
    await finish(deps, ctx, run, uploadId, failed > 0 ? 'DOCUMENTS_FAILED' : null);
  } catch (error) {
    if (run.lastAttempt && !run.signal.aborted) await finish(deps, ctx, run, uploadId, 'GENERATION_ERROR');
    throw error;
  }
}

async function finish(
  deps: AppDeps,
  ctx: ServiceContext,
  run: GenerationRun,
  uploadId: number,
  failReason: GenerationFailReason | null,
): Promise<void> {
  await runCommand(deps, ctx, async ({ tx, audit, deliverMail }) => {
    await run.assertHeld(tx);
    const status = failReason ? 'FAILED' : 'COMPLETED';
    // The user who submitted the import is told its documents could not be made.
    const mail = failReason ? await generationFailedMail(tx, uploadId, deps.config.publicUrl) : undefined;
    if (mail) deliverMail([await deps.mailer.enqueue(tx, mail)]);
    await repo.moveUpload(
      tx,
      uploadId,
      { status, failReason },
      { action: failReason ? 'GENERATE_FAILED' : 'GENERATE_COMPLETED', actor: ctx.actor, remark: failReason },
    );
    await audit({
      action: failReason ? 'GENERATE_FAILED' : 'GENERATE_COMPLETED',
      entity: 'customer_upload',
      entityId: String(uploadId),
      before: { status: 'PROCESSING' },
      after: { status, failReason },
    });
  });
}
