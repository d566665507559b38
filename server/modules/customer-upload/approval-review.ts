// Review before approval (issue 28): what accounting approves, read off the staged rows by the
// code that generation runs — the same grouping and totals in satang (build-documents.ts), the
// same numbers-taken check — so the figures shown are the documents that
// will be made. Nothing is issued, reserved or stored here.
import {
  REVIEW_DOCUMENTS,
  REVIEW_WARNINGS,
  type ApprovalReview,
  type ReviewWarning,
} from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { toSatang } from '../../validation/money';
import { satangToDecimal, stagedDrafts, willBeUnsigned, type DocumentDraft } from '../document/service';
import * as repo from './repository';
import { uploadScope } from './upload-scope';

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
      const drafts = await stagedDrafts(deps, upload);
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
  };
}
