import {
  bulkDownloadController,
  bulkDownloadFileUrl,
  type BulkDownloadRequest,
} from 'contract/bulk-download';
import type { SearchDocumentRequest } from 'contract/document';
import { apiDownload, callsOf, type DownloadedFile } from 'src/lib/api-client';

/** Query keys of the bulk downloads (the document list's zip of its search). */
export const bulkDownloadKeys = {
  mine: ['bulk-downloads', 'mine'] as const,
};

/** Asks for the zip of a search's documents; answers the request (QUEUED). */
export const createBulkDownload = callsOf(bulkDownloadController).post('create');

/** The caller's requests that have not expired, newest first. */
export const listMyBulkDownloads = callsOf(bulkDownloadController).post('listMine');

/** The zip of a finished request (the session's own). */
export function downloadBulkZip(bulkDownloadId: number): Promise<DownloadedFile> {
  return apiDownload(bulkDownloadFileUrl(bulkDownloadId));
}

/** The search's criteria without its page: the zip holds every document of the search. */
export function bulkCriteriaOf(request: SearchDocumentRequest): BulkDownloadRequest {
  const { page: _page, size: _size, ...criteria } = request;
  return criteria;
}
