// The dashboard's figures (docs/dashboard-report.md) within the caller's reach: an ADMIN every
// customer's, a customer user its own customer's, a USER its assigned branches' documents and
// imports (as the document and import lists narrow them); tickets are the customer's, as the
// ticket list shows them to every user of the customer.
import { EDITABLE_STATUSES } from '../../../contract/customer';
import {
  MAX_RANGE_DAYS,
  OPEN_TICKET_STATUSES,
  WAITING_UPLOAD_STATUSES,
  type DashboardSummary,
  type DashboardSummaryRequest,
  type DocumentPeriod,
} from '../../../contract/dashboard';
import { TICKET_PRIORITIES } from '../../../contract/ticket';
import { UPLOAD_TYPES } from '../../../contract/upload-template';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { customerReach } from '../../security/assigned-branches';
import {
  assertDateRange,
  bangkokToday,
  isCalendarDate,
  monthEnd,
  monthStart,
} from '../../validation/date-range';
import { decimalOfSatang, toSatang } from '../../validation/money';
import * as repo from './repository';

type DocumentFigures = Pick<DocumentPeriod, 'issued' | 'issuedValue' | 'issuedVat' | 'failed' | 'byType'>;

interface TypeSum {
  count: number;
  value: bigint;
  vat: bigint;
}

const satang = (value: string) => toSatang(value) ?? 0n;

/** Issued (by type, with their money) and failed documents of the month rows given. */
function figuresOf(rows: readonly repo.MonthTypeCount[]): DocumentFigures {
  const issuedByType = new Map<string, TypeSum>();
  let failed = 0;
  for (const row of rows) {
    if (row.status === 'FAILED') {
      failed += row.count;
      continue;
    }
    const sum = issuedByType.get(row.documentType) ?? { count: 0, value: 0n, vat: 0n };
    sum.count += row.count;
    sum.value += satang(row.value);
    sum.vat += satang(row.vat);
    issuedByType.set(row.documentType, sum);
  }
  const sums = [...issuedByType]
    .map(([documentType, sum]) => ({ documentType, ...sum }))
    .sort((a, b) => b.count - a.count || a.documentType.localeCompare(b.documentType));
  const add = (pick: (sum: TypeSum) => bigint) => sums.reduce((total, sum) => total + pick(sum), 0n);
  return {
    issued: sums.reduce((total, sum) => total + sum.count, 0),
    issuedValue: decimalOfSatang(add((sum) => sum.value)),
    issuedVat: decimalOfSatang(add((sum) => sum.vat)),
    failed,
    byType: sums.map((sum) => ({
      documentType: sum.documentType,
      count: sum.count,
      value: decimalOfSatang(sum.value),
      vat: decimalOfSatang(sum.vat),
    })),
  };
}

function periodOf(
  month: string,
  dateFrom: string,
  dateTo: string,
  rows: readonly repo.MonthTypeCount[],
): DocumentPeriod {
  return { month, dateFrom, dateTo, ...figuresOf(rows) };
}

/** Every month from `from`'s to `to`'s, each clipped to the range. */
function monthsOf(from: string, to: string, rows: readonly repo.MonthTypeCount[]): DocumentPeriod[] {
  const months: DocumentPeriod[] = [];
  for (let start = monthStart(from); start <= to; start = monthStart(start, 1)) {
    const month = start.slice(0, 7);
    months.push(
      periodOf(
        month,
        start < from ? from : start,
        monthEnd(start) > to ? to : monthEnd(start),
        rows.filter((row) => row.month === month),
      ),
    );
  }
  return months;
}

export function createDashboardService(deps: AppDeps) {
  const db = deps.db;
  return {
    async summary(ctx: ServiceContext, body: DashboardSummaryRequest): Promise<DashboardSummary> {
      const today = bangkokToday();
      const dateTo = body.dateTo ?? today;
      // Twelve months up to dateTo's (a dateTo that names no day is refused below, with dateFrom untouched).
      const dateFrom = body.dateFrom ?? (isCalendarDate(dateTo) ? monthStart(dateTo, -11) : today);
      assertDateRange(
        ctx,
        { from: dateFrom, to: dateTo },
        { from: 'dateFrom', to: 'dateTo' },
        MAX_RANGE_DAYS,
      );

      const reach = await customerReach(db, ctx);
      const isAdmin = ctx.principal?.role === 'ADMIN';
      const files = reach.branchCodes === undefined;
      const [inRange, inThisMonth, failures, imports, tickets, customers, unfiled] = await Promise.all([
        repo.documentsByMonth(db, reach, dateFrom, dateTo),
        repo.documentsByMonth(db, reach, monthStart(today), monthEnd(today)),
        repo.deliveryFailures(db, reach),
        repo.waitingImports(db, reach),
        repo.openTickets(db, reach.customerCode),
        isAdmin ? repo.customersByStatus(db) : Promise.resolve(null),
        files ? repo.unfiledMonths(db, reach.customerCode, today.slice(0, 7)) : Promise.resolve(null),
      ]);

      const typeCodes = [...new Set([...inRange, ...inThisMonth].map((row) => row.documentType))].sort();
      const documentTypes = await repo.documentTypeNames(db, typeCodes);
      const countOf = <R extends { count: number }>(rows: readonly R[], match: (row: R) => boolean) =>
        rows.find(match)?.count ?? 0;
      return {
        dateFrom,
        dateTo,
        today,
        documents: {
          ...figuresOf(inRange),
          months: monthsOf(dateFrom, dateTo, inRange),
          thisMonth: periodOf(today.slice(0, 7), monthStart(today), monthEnd(today), inThisMonth),
        },
        imports: UPLOAD_TYPES.flatMap((uploadType) =>
          WAITING_UPLOAD_STATUSES.map((status) => ({
            uploadType,
            status,
            count: countOf(imports, (row) => row.uploadType === uploadType && row.status === status),
          })),
        ),
        deliveryFailures: failures,
        tickets: TICKET_PRIORITIES.flatMap((priority) =>
          OPEN_TICKET_STATUSES.map((status) => ({
            priority,
            status,
            count: countOf(tickets, (row) => row.priority === priority && row.status === status),
          })),
        ),
        documentTypes,
        unfiledMonths: unfiled,
        customers:
          customers &&
          EDITABLE_STATUSES.map((status) => ({
            status,
            count: countOf(customers, (row) => row.status === status),
          })),
      };
    },
  };
}
