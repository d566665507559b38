// Reports (api-contract.md "Reports"; docs/dashboard-report.md): an .xlsx summary of documents
// by customer, document type and status for an issue-date range. ADMIN only. Under
// /api/app/reportController/.
import { codePatterns, schemaKit as k } from './customer';
import { isoDate } from './dashboard';
import type { BodyOf } from './schema-kit';

export { MAX_RANGE_DAYS as REPORT_MAX_DAYS } from './dashboard-constants';

export const REPORT_PREFIX = '/api/app/reportController';

/** What the report answers: the workbook, as an attachment with a name the server makes. */
export const REPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportSchemas = {
  demo: {
    /**
     * Documents issued from dateFrom to dateTo (inclusive, ≤ REPORT_MAX_DAYS days), of one
     * customer or all. An unknown (or deleted) customer answers 404. The 200 answer is the .xlsx.
     */
    body: k.body({ dateFrom: isoDate, dateTo: isoDate, customerCode: k.pattern(codePatterns.customerCode) }, [
      'dateFrom',
      'dateTo',
    ]),
  },
} as const;

type Calls = typeof reportSchemas;
export type DocumentReportRequest = BodyOf<Calls['demo']>;
