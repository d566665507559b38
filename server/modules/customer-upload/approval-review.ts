// Review before approval (issue 28): what accounting approves, read off the staged rows by the
// code that generation runs — the same grouping and totals in satang (build-documents.ts), the
// same numbers-taken check, the same PDF rendering — so the figures shown are the documents that
// will be made. Nothing is issued, reserved or stored here.
import {
  REVIEW_DOCUMENTS,
  REVIEW_WARNINGS,
  type ApprovalReview,
  type ReviewWarning,
} from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { hasEtaxMessage } from '../../etax/xml/build-xml';
import { notFound, ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { toSatang } from '../../validation/money';
import {
  buildDocuments,
  defaultVatRate,
  satangToDecimal,
  type DocumentDraft,
} from '../document/build-documents';
import { loadPdfIssuer, renderPdf } from '../document/generation';
import * as generationRepo from '../document/generation-repository';
import { uploadMessages } from './messages';
import * as repo from './repository';
import { uploadScope } from './upload-scope';

/** The drafts of an upload as generation will make them, each with why it will fail (if it will). */
async function draftsOf(deps: AppDeps, upload: repo.UploadRecord) {
  const rows = await generationRepo.uploadRows(deps.db, upload.uploadId);
  const drafts = buildDocuments(rows, defaultVatRate(upload.uploadType));
  const taken = await generationRepo.numbersTaken(
    deps.db,
    upload,
    drafts.filter((draft) => !draft.failure).map((draft) => draft.documentNo),
  );
  return drafts.map((draft): DocumentDraft => {
    if (draft.failure || !taken.has(draft.documentNo)) return draft;
    return { ...draft, failure: { code: 'NUMBER_TAKEN', params: { documentNo: draft.documentNo } } };
  });
}

/** E-TAX documents will be made unsigned: no certificate, or an expired one (generation's loadSigner). */
async function willBeUnsigned(deps: AppDeps, upload: repo.UploadRecord): Promise<boolean> {
  if (upload.uploadType !== 'ETAX' || !hasEtaxMessage(upload.documentType)) return false;
  if ((await generationRepo.deliveryMode(deps.db, upload.customerCode)) === 'TIME_STAMP') return false;
  const certificate = await generationRepo.findCertificate(deps.db, upload.customerCode);
  return !certificate || certificate.notAfter.getTime() <= Date.now();
}

/** The sums of the documents that will be issued, per document type and currency, in satang. */
function totalsOf(upload: repo.UploadRecord, drafts: DocumentDraft[]): ApprovalReview['totals'] {
  const sums = new Map<
    string,
    { currency: string; count: number; before: bigint; vat: bigint; total: bigint }
  >();
  for (const draft of drafts) {
    if (draft.failure || !draft.totals) continue;
    const currency = draft.header.currency;
    const sum = sums.get(currency) ?? { currency, count: 0, before: 0n, vat: 0n, total: 0n };
    sum.count += 1;
    sum.before += toSatang(draft.totals.totalBeforeVat)!;
    sum.vat += toSatang(draft.totals.vatAmount)!;
    sum.total += toSatang(draft.totals.totalAmount)!;
    sums.set(currency, sum);
  }
  // An import is of one document type (its template's); amounts of two currencies never add up.
  return [...sums.values()].map((sum) => ({
    documentType: upload.documentType,
    currency: sum.currency,
    documentCount: sum.count,
    totalBeforeVat: satangToDecimal(sum.before),
    vatAmount: satangToDecimal(sum.vat),
    totalAmount: satangToDecimal(sum.total),
  }));
}

export function createReviewService(deps: AppDeps) {
  async function reachable(ctx: ServiceContext, uploadId: number): Promise<repo.UploadRecord> {
    const upload = await repo.findUpload(deps.db, uploadId, await uploadScope(deps.db, ctx));
    if (!upload) throw notFound();
    return upload;
  }

  return {
    /** The documents an approval will make: how many, their sums, the first ones, the warnings. */
    async review(ctx: ServiceContext, uploadId: number): Promise<ApprovalReview> {
      const upload = await reachable(ctx, uploadId);
      const drafts = await draftsOf(deps, upload);
      const warnings: ReviewWarning[] = [];
      if (await willBeUnsigned(deps, upload))
        warnings.push({ code: 'UNSIGNED', documentNo: null, params: {} });
      for (const draft of drafts) {
        if (!draft.failure || draft.failure.code === 'XML_INVALID') continue;
        warnings.push({
          code: draft.failure.code,
          documentNo: draft.documentNo,
          params: draft.failure.params,
        });
      }
      return {
        uploadId,
        documentCount: drafts.length,
        failingCount: drafts.filter((draft) => draft.failure).length,
        totals: totalsOf(upload, drafts),
        documents: drafts.slice(0, REVIEW_DOCUMENTS).map((draft, index) => ({
          index: index + 1,
          documentNo: draft.documentNo,
          firstRowNo: draft.firstRowNo,
          issueDate: draft.header.issueDate,
          buyerName: draft.header.buyerName,
          currency: draft.header.currency,
          totalAmount: draft.failure ? null : (draft.totals?.totalAmount ?? null),
          failCode: draft.failure?.code ?? null,
        })),
        warnings: warnings.slice(0, REVIEW_WARNINGS),
        warningTotal: warnings.length,
      };
    },

    /**
     * The PDF of the import's document `index` (1-based, in file order) as generation renders it,
     * with the customer's template and the number the rows give: rendered only, never stored.
     */
    async preview(ctx: ServiceContext, uploadId: number, index: number) {
      const upload = await reachable(ctx, uploadId);
      const draft = (await draftsOf(deps, upload))[index - 1];
      if (!draft) throw notFound();
      if (draft.failure) throw ruleRefused('DOCUMENT_FAILS', say(ctx, uploadMessages.previewFails));
      const { issuer } = await loadPdfIssuer(deps, upload);
      const content = await renderPdf(draft, issuer);
      return { content: Buffer.from(content), fileName: `${draft.documentNo}.pdf` };
    },
  };
}
