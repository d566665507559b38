// customerController/export: every customer the search finds, streamed as CSV or .xlsx
// (docs/exports.md), in code order, in batches after the last code (the primary key).
import { and, asc, gt, type SQL } from 'drizzle-orm';
import { CUSTOMER_PREFIX, customerSchemas } from '../../../contract/customer';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { column, type ExportColumn } from '../../exports/export-file';
import { listExport } from '../../exports/export-route';
import { statusText } from '../../exports/messages';
import { withPlan } from '../../search/plan';
import { customerExportText as m } from './export-messages';
import { customerSearchWhere } from './search';

const exportColumns = {
  customerCode: customer.customerCode,
  customerName: customer.customerName,
  customerNumber: customer.customerNumber,
  customerType: customer.customerType,
  customerStatus: customer.customerStatus,
  contactTel: customer.contactTel,
  email: customer.email,
  lastUpdateDtm: customer.lastUpdateDtm,
  lastUpdateBy: customer.lastUpdateBy,
};

/** The first `size` customers of the search after the code `after`, by code. */
const customersAfter = (db: Db, where: SQL, after: string | undefined, size: number) =>
  withPlan(db, 'walk', (tx) =>
    tx
      .select(exportColumns)
      .from(customer)
      .where(and(where, after === undefined ? undefined : gt(customer.customerCode, after)))
      .orderBy(asc(customer.customerCode))
      .limit(size),
  );
type ExportRow = Awaited<ReturnType<typeof customersAfter>>[number];

const h = m.headers;
const columns: readonly ExportColumn<ExportRow>[] = [
  column({ header: h.customerCode, kind: 'text', value: (r) => r.customerCode, width: 12 }),
  column({ header: h.customerName, kind: 'text', value: (r) => r.customerName, width: 40 }),
  column({ header: h.customerNumber, kind: 'text', value: (r) => r.customerNumber, width: 16 }),
  column({ header: h.customerType, kind: 'text', value: (r) => r.customerType }),
  column({ header: h.customerStatus, kind: 'text', value: (r, l) => statusText(r.customerStatus, l) }),
  column({ header: h.contactTel, kind: 'text', value: (r) => r.contactTel }),
  column({ header: h.email, kind: 'text', value: (r) => r.email, width: 30 }),
  column({ header: h.lastUpdateDtm, kind: 'time', value: (r) => r.lastUpdateDtm, width: 20 }),
  column({ header: h.lastUpdateBy, kind: 'text', value: (r) => r.lastUpdateBy }),
];

/** POST /api/app/customerController/export?format=csv|xlsx, beside the search (routes.ts). */
export function customerExport(db: Db) {
  return listExport({
    path: `${CUSTOMER_PREFIX}/export`,
    body: customerSchemas.search.body,
    summary: 'Every customer of a search, as CSV or .xlsx (streamed)',
    title: m.title,
    columns,
    rowsOf: (_ctx, criteria) => {
      const where = customerSearchWhere(criteria);
      return (after: string | undefined, size) => customersAfter(db, where, after, size);
    },
    keyOf: (row) => row.customerCode,
  });
}
