import type { SalesTaxReportRequest } from 'contract/sales-tax-report';
import { bangkokToday } from 'src/lib/bangkok-date';

/** The search card's criteria, as the URL holds them. */
export interface SalesTaxCriteria extends Record<string, string> {
  customerCode: string;
  branchCode: string;
  /** YYYY-MM */
  month: string;
}

/** The month `back` months before today's (Bangkok), YYYY-MM. */
export function monthBefore(back: number, today = bangkokToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}

/** The head office, last month (the month a VAT return is made for). */
export const emptySalesTaxCriteria = (): SalesTaxCriteria => ({
  customerCode: '',
  branchCode: '00000',
  month: monthBefore(1),
});

/** The request of the criteria; undefined until they name a report (an administrator names the customer). */
export function salesTaxRequest(
  criteria: SalesTaxCriteria,
  isAdmin: boolean,
): SalesTaxReportRequest | undefined {
  const { customerCode, branchCode, month } = criteria;
  if (!/^[0-9]{5}$/.test(branchCode) || !/^[0-9]{4}-[0-9]{2}$/.test(month)) return undefined;
  if (isAdmin && !customerCode) return undefined;
  return { branchCode, month, ...(isAdmin ? { customerCode } : {}) };
}
