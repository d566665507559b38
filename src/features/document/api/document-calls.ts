import {
  DOCUMENT_PREFIX as PREFIX,
  type DocumentDetail,
  type DocumentRow,
  type PreviewPage,
  type PreviewPageRequest,
  type ResendEmailRequest,
  type ResendSmsRequest,
  type SearchDocumentRequest,
} from 'contract/document';
import type { SearchBody } from 'contract/envelope';
import { fileDownloadUrl } from 'contract/file';
import {
  apiDownload,
  apiPost,
  apiSearch,
  type ApiRequestOptions,
  type DownloadedFile,
} from 'src/lib/api-client';
import { asPdfBlob } from 'src/lib/open-blob';

/** Query keys of the document screens. */
export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  preview: (documentId: number, page: number) => ['documents', 'preview', documentId, page] as const,
};

export function searchDocuments(
  body: SearchDocumentRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<DocumentRow>> {
  return apiSearch<DocumentRow>(`${PREFIX}/search`, body, options);
}

export function getDocumentById(documentId: number, options?: ApiRequestOptions): Promise<DocumentDetail> {
  return apiPost<DocumentDetail>(`${PREFIX}/getDocumentById`, { documentId }, options);
}

/** One page of the PDF as an image (a data: URL). */
export function previewDocumentPage(
  body: PreviewPageRequest,
  options?: ApiRequestOptions,
): Promise<PreviewPage> {
  return apiPost<PreviewPage>(`${PREFIX}/previewPage`, body, options);
}

/** Sends the PDF again (to the buyer's address, or a corrected one); answers the document. */
export function resendDocumentEmail(body: ResendEmailRequest): Promise<DocumentDetail> {
  return apiPost<DocumentDetail>(`${PREFIX}/resentEmail`, body);
}

/** Sends the link to the PDF again by SMS (to the buyer's mobile, or a corrected one); answers the document. */
export function resendDocumentSms(body: ResendSmsRequest): Promise<DocumentDetail> {
  return apiPost<DocumentDetail>(`${PREFIX}/resentSms`, body);
}

/**
 * A document's PDF (an attachment of the file API, which needs the session: not a plain link).
 * The blob is typed as a PDF, so that a browser tab shows it.
 */
export async function downloadDocumentPdf(pdfFileId: string): Promise<DownloadedFile> {
  const { blob, fileName } = await apiDownload(fileDownloadUrl(pdfFileId));
  return { blob: asPdfBlob(blob), fileName };
}

/**
 * A document's e-Tax XML (DOCUMENT_XML, through the same file API as the PDF). Saved as it is
 * stored: its bytes are what was signed, so nothing here re-types or re-encodes them.
 */
export function downloadDocumentXml(xmlFileId: string): Promise<DownloadedFile> {
  return apiDownload(fileDownloadUrl(xmlFileId));
}
