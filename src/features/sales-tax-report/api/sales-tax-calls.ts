import {
  SALES_TAX_REPORT_PREFIX,
  type SalesTaxReport,
  type SalesTaxReportRequest,
} from 'contract/sales-tax-report';
import { apiDownload, apiPost, type DownloadedFile } from 'src/lib/api-client';

/** The report's seller, first rows and totals. */
export function previewSalesTax(body: SalesTaxReportRequest, signal?: AbortSignal): Promise<SalesTaxReport> {
  return apiPost(`${SALES_TAX_REPORT_PREFIX}/preview`, body, { signal });
}

/** The whole report as a file (.xlsx or PDF), named by the server. */
export function downloadSalesTax(kind: 'xlsx' | 'pdf', body: SalesTaxReportRequest): Promise<DownloadedFile> {
  return apiDownload(`${SALES_TAX_REPORT_PREFIX}/${kind}`, { method: 'POST', body });
}
