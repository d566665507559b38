import { CORRECTION_PREFIX, type SaveCorrectionRequest } from 'contract/correction';
import type { UploadResult } from 'contract/customer-upload';
import { type DocumentDetail, documentController } from 'contract/document';
import { apiPost, callsOf, type ApiRequestOptions } from 'src/lib/api-client';

export const correctionKeys = {
  /** Under the document screens' root, so that a saved correction refreshes the original's page. */
  original: (documentId: number) => ['documents', 'detail', documentId] as const,
};

/** The document a correction references (its buyer, lines, number and date). */
export function getOriginal(documentId: number, options?: ApiRequestOptions): Promise<DocumentDetail> {
  return callsOf(documentController).post('getDocumentById')({ documentId }, options);
}

/** A credit / debit note or cancellation: stored as an import of its own (READY), or refused field by field. */
export function saveCorrection(body: SaveCorrectionRequest): Promise<UploadResult> {
  return apiPost<UploadResult>(`${CORRECTION_PREFIX}/saveCorrection`, body);
}
