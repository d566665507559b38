import { bulkDownloadController, bulkDownloadFileUrl } from 'contract/bulk-download';
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
