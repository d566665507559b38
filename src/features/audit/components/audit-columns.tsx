import type { AuditRow } from 'contract/audit';
import { useMemo } from 'react';
import { rowActionsColumn, type RowActions, type TableColumn } from 'src/components/data-table';
import { fDateTime } from 'src/lib/format';
import { useAuditTexts } from './audit-texts';

/** The audit table's columns; `field` doubles as the API's sortBy where it can sort. */
export function useAuditColumns({ onView }: Omit<RowActions<AuditRow>, 'rowLabel'>): TableColumn<AuditRow>[] {
  const texts = useAuditTexts();
  return useMemo(() => {
    const { t } = texts;
    const who = (row: AuditRow) => texts.who(row.actor, row.actorRole);
    const record = (row: AuditRow) =>
      [texts.entity(row.entity), row.entityId ?? ''].filter(Boolean).join(' ');
    const customer = (row: AuditRow) =>
      row.customerCode ? `${row.customerCode} ${row.customerName ?? ''}`.trim() : '';
    return [
      {
        field: 'occurredAt',
        headerName: t('occurredAt'),
        minWidth: 170,
        valueFormatter: (_value: unknown, row: AuditRow) => fDateTime(row.occurredAt),
        exportValue: (row) => fDateTime(row.occurredAt),
      },
      {
        field: 'actor',
        headerName: t('actor'),
        minWidth: 170,
        flex: 0.7,
        valueGetter: (_value: unknown, row: AuditRow) => who(row),
        exportValue: who,
      },
      {
        field: 'action',
        headerName: t('action'),
        minWidth: 170,
        valueGetter: (_value: unknown, row: AuditRow) => texts.action(row.action),
        exportValue: (row) => texts.action(row.action),
      },
      {
        field: 'entity',
        headerName: t('record'),
        minWidth: 200,
        flex: 0.8,
        valueGetter: (_value: unknown, row: AuditRow) => record(row),
        exportValue: record,
      },
      {
        field: 'customerCode',
        headerName: t('customer'),
        minWidth: 200,
        flex: 0.8,
        sortable: false,
        valueGetter: (_value: unknown, row: AuditRow) => customer(row),
        exportValue: customer,
      },
      { field: 'ip', headerName: t('ip'), minWidth: 130, sortable: false },
      rowActionsColumn<AuditRow>(t, {
        rowLabel: (row) => `${texts.action(row.action)} ${record(row)} ${fDateTime(row.occurredAt)}`,
        onView,
      }),
    ];
  }, [texts, onView]);
}
