import { type DocumentDetail, documentController } from 'contract/document';
import { fileDownloadUrl } from 'contract/file';
import { callsOf, apiDownload, type ApiRequestOptions, type DownloadedFile } from 'src/lib/api-client';
import { asPdfBlob } from 'src/lib/open-blob';

/** Query keys of the document screens. */
export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  preview: (documentId: number, page: number) => ['documents', 'preview', documentId, page] as const,
};

export const searchDocuments = callsOf(documentController).search('search');

export function getDocumentById(documentId: number, options?: ApiRequestOptions): Promise<DocumentDetail> {
  return callsOf(documentController).post('getDocumentById')({ documentId }, options);
}

/** One page of the PDF as an image (a data: URL). */
export const previewDocumentPage = callsOf(documentController).post('previewPage');

/** Sends the PDF again (to the buyer's address, or a corrected one); answers the document. */
export const resendDocumentEmail = callsOf(documentController).post('resentEmail');

/** Sends the link to the PDF again by SMS (to the buyer's mobile, or a corrected one); answers the document. */
export const resendDocumentSms = callsOf(documentController).post('resentSms');

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
