import type { AuditRow } from 'contract/audit';
import { useMemo } from 'react';
import {
  customerColumn,
  dateTimeColumn,
  rowActionsColumn,
  textColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';
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
    return [
      dateTimeColumn<AuditRow>({ field: 'occurredAt', headerName: t('occurredAt') }),
      textColumn<AuditRow>({
        field: 'actor',
        headerName: t('actor'),
        minWidth: 170,
        flex: 0.7,
        text: who,
      }),
      textColumn<AuditRow>({
        field: 'action',
        headerName: t('action'),
        minWidth: 170,
        text: (row) => texts.action(row.action),
      }),
      textColumn<AuditRow>({
        field: 'entity',
        headerName: t('record'),
        minWidth: 200,
        flex: 0.8,
        text: record,
      }),
      customerColumn<AuditRow>(t('customer'), { sortable: false }),
      { field: 'ip', headerName: t('ip'), minWidth: 130, sortable: false },
      rowActionsColumn<AuditRow>(t, {
        rowLabel: (row) => `${texts.action(row.action)} ${record(row)} ${fDateTime(row.occurredAt)}`,
        onView,
      }),
    ];
  }, [texts, onView]);
}
