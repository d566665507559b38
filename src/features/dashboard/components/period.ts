import type { DashboardSummaryRequest } from 'contract/dashboard';
import { bangkokToday } from 'src/lib/bangkok-date';

// The stretch of issue dates the dashboard's documents cover, chosen on the page and kept in its
// URL (?period=thisYear), so that a reload or a shared link shows the same figures.

export const PERIODS = ['last12Months', 'thisYear', 'lastYear'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'last12Months';
export const PERIOD_PARAM = 'period';

export function periodOf(value: string | null): Period {
  return (PERIODS as readonly string[]).includes(value ?? '') ? (value as Period) : DEFAULT_PERIOD;
}

/**
 * The summary's range: the server's default twelve months, or a calendar year (this one up to
 * today, on Bangkok's calendar). No dayjs: the dashboard is a first screen.
 */
export function rangeOf(period: Period, now = new Date()): DashboardSummaryRequest {
  const today = bangkokToday(now);
  const year = Number(today.slice(0, 4));
  switch (period) {
    case 'thisYear':
      return { dateFrom: `${year}-01-01`, dateTo: today };
    case 'lastYear':
      return { dateFrom: `${year - 1}-01-01`, dateTo: `${year - 1}-12-31` };
    default:
      return {};
  }
}
