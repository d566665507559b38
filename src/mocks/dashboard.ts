import type { DashboardSummary, DocumentPeriod } from 'contract/dashboard';
import { OPEN_TICKET_STATUSES, WAITING_UPLOAD_STATUSES } from 'contract/dashboard-constants';
import { TICKET_PRIORITIES } from 'contract/ticket';
import { UPLOAD_TYPES } from 'contract/upload-template';

// A dashboard summary for unit tests: nothing counted yet, over `months` (YYYY-MM, oldest first).

const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

export function emptyPeriod(month: string): DocumentPeriod {
  return {
    month,
    dateFrom: `${month}-01`,
    dateTo: lastDay(month),
    issued: 0,
    issuedValue: '0.00',
    issuedVat: '0.00',
    failed: 0,
    byType: [],
  };
}

export function emptyDashboardSummary(
  months: readonly string[] = [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ],
  customers = true,
): DashboardSummary {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  return {
    dateFrom: `${first}-01`,
    dateTo: lastDay(last),
    today: lastDay(last),
    documents: {
      issued: 0,
      issuedValue: '0.00',
      issuedVat: '0.00',
      failed: 0,
      byType: [],
      months: months.map(emptyPeriod),
      thisMonth: emptyPeriod(last),
    },
    imports: UPLOAD_TYPES.flatMap((uploadType) =>
      WAITING_UPLOAD_STATUSES.map((status) => ({ uploadType, status, count: 0 })),
    ),
    deliveryFailures: { documents: 0, email: 0, sms: 0 },
    tickets: TICKET_PRIORITIES.flatMap((priority) =>
      OPEN_TICKET_STATUSES.map((status) => ({ priority, status, count: 0 })),
    ),
    documentTypes: [],
    unfiledMonths: 0,
    customers: customers
      ? [
          { status: 'ACTIVE', count: 0 },
          { status: 'INACTIVE', count: 0 },
        ]
      : null,
  };
}
