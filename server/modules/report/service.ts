// The document report (docs/dashboard-report.md): checked and read before a byte is sent, so
// that every refusal is the contract's failure envelope; then written as a stream.
import { REPORT_MAX_DAYS, type DocumentReportRequest } from '../../../contract/report';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { assertDateRange } from '../../validation/date-range';
import * as repo from './repository';
import type { ReportContent } from './workbook';

/** The attachment's name, made by the server: document-summary_2026-01-01_2026-01-31[_C000001].xlsx */
export function reportFileName(content: Pick<ReportContent, 'from' | 'to' | 'customer'>): string {
  const customer = content.customer ? `_${content.customer.customerCode}` : '';
  return `document-summary_${content.from}_${content.to}${customer}.xlsx`;
}

export function createReportService(deps: AppDeps) {
  const db = deps.db;
  return {
    /**
     * What the report holds. 400 for a date that names no day, a range that ends before it starts
     * or one longer than REPORT_MAX_DAYS; 404 for a customer that does not exist (or is deleted):
     * a named record that is not there is a 404 in this contract, not an empty report.
     */
    async content(ctx: ServiceContext, body: DocumentReportRequest): Promise<ReportContent> {
      const range = { from: body.dateFrom, to: body.dateTo };
      assertDateRange(ctx, range, { from: 'dateFrom', to: 'dateTo' }, REPORT_MAX_DAYS);
      const customer =
        body.customerCode === undefined ? undefined : await repo.findCustomer(db, body.customerCode);
      if (body.customerCode !== undefined && !customer) throw notFound();
      const rows = await repo.documentsByCustomerAndType(db, range, customer?.customerCode);
      ctx.log.info({ ...range, customerCode: customer?.customerCode, rows: rows.length }, 'document report');
      return { ...range, customer, rows, madeAt: new Date() };
    },
  };
}
