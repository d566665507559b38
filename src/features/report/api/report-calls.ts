import { REPORT_PREFIX, type DocumentReportRequest } from 'contract/report';
import { apiDownload, type DownloadedFile } from 'src/lib/api-client';

/** The document report (.xlsx): a POST whose answer is the file, named by the server. */
export function downloadDocumentReport(body: DocumentReportRequest): Promise<DownloadedFile> {
  return apiDownload(`${REPORT_PREFIX}/demo`, { method: 'POST', body });
}
