// The sales tax report (docs/sales-tax-report.md): checked and read before a byte is sent, so
// that every refusal is the contract's failure envelope. Within the caller's reach: an ADMIN every
// customer (named in the body), a customer user its own, a USER only its assigned branches.
import {
  SALES_TAX_PREVIEW_ROWS,
  type SalesTaxReport,
  type SalesTaxReportRequest,
  type SalesTaxRow,
} from '../../../contract/sales-tax-report';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { notFound } from '../../http/errors';
import { customerReach } from '../../security/assigned-branches';
import { monthEnd } from '../../validation/date-range';
import { decimalOfSatang, toSatang } from '../../validation/money';
import * as repo from './repository';

/** The whole report: every row (the preview answers the first ones). */
export interface SalesTaxContent extends Omit<SalesTaxReport, 'rows'> {
  rows: SalesTaxRow[];
  madeAt: Date;
}

/** A credit note lowers the sales: its value and VAT count negative. */
const SUBTRACTING_TYPES = new Set(['81']);

/** The attachment's name: sales-tax_C000001_00000_2026-11.xlsx */
export function salesTaxFileName(content: SalesTaxContent, extension: 'xlsx' | 'pdf'): string {
  return `sales-tax_${content.seller.customerCode}_${content.seller.branchCode}_${content.month}.${extension}`;
}

function rowsOf(records: readonly repo.SalesTaxRecord[]) {
  let value = 0n;
  let vat = 0n;
  let cancelledCount = 0;
  const rows = records.map((record, index): SalesTaxRow => {
    const sign = SUBTRACTING_TYPES.has(record.documentType) ? -1n : 1n;
    const rowValue = sign * (toSatang(record.totalBeforeVat) ?? 0n);
    const rowVat = sign * (toSatang(record.vatAmount) ?? 0n);
    if (record.cancelled) cancelledCount += 1;
    else {
      value += rowValue;
      vat += rowVat;
    }
    return {
      seq: index + 1,
      documentId: record.documentId,
      issueDate: record.issueDate,
      documentNo: record.documentNo,
      documentType: record.documentType,
      buyerName: record.buyerName,
      buyerTaxId: record.buyerTaxId,
      buyerBranchCode: record.buyerBranchCode,
      value: decimalOfSatang(rowValue),
      vat: decimalOfSatang(rowVat),
      cancelled: record.cancelled,
    };
  });
  return { rows, cancelledCount, totals: { value: decimalOfSatang(value), vat: decimalOfSatang(vat) } };
}

export function createSalesTaxReportService(deps: AppDeps) {
  const db = deps.db;
  return {
    /**
     * Everything the report holds. 400 when an ADMIN names no customer; 404 for a customer that
     * does not exist (or is deleted), a branch the customer never had, or one outside a USER's
     * assigned branches (another's branch is not there for it, as its documents are not).
     */
    async content(ctx: ServiceContext, body: SalesTaxReportRequest): Promise<SalesTaxContent> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      const reach = await customerReach(db, ctx);
      if (reach.branchCodes && !reach.branchCodes.includes(body.branchCode)) throw notFound();
      const seller = await repo.findSeller(db, customerCode);
      if (!seller) throw notFound();
      const branch = await repo.findBranchName(db, customerCode, body.branchCode);
      if (!branch && body.branchCode !== '00000') throw notFound();

      const from = `${body.month}-01`;
      const records = await repo.salesTaxRecords(db, {
        customerCode,
        branchCode: body.branchCode,
        from,
        to: monthEnd(from),
      });
      ctx.log.info(
        { customerCode, branchCode: body.branchCode, month: body.month, rows: records.length },
        'sales tax report',
      );
      return {
        seller: { ...seller, branchCode: body.branchCode, branchName: branch?.branchName ?? null },
        month: body.month,
        rowCount: records.length,
        ...rowsOf(records),
        madeAt: new Date(),
      };
    },
  };
}

/** The preview: the report with its first rows. */
export function previewOf(content: SalesTaxContent): SalesTaxReport {
  const { madeAt: _madeAt, rows, ...rest } = content;
  return { ...rest, rows: rows.slice(0, SALES_TAX_PREVIEW_ROWS) };
}
