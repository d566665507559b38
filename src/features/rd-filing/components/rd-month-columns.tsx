import type { RdMonthRow } from 'contract/rd-filing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, type TableColumn } from 'src/components/data-table';
import { StatusLabel } from 'src/components/status-label';
import { fDate, fNumber } from 'src/lib/format';

/** "October 2026" (Buddhist-era year in Thai): the month as people name it. */
export const monthText = (month: string) => fDate(`${month}-01`, 'MMMM YYYY');

const amount = (value: string) => fNumber(value, { minimumFractionDigits: 2 });

/** The filing list's columns; the row buttons download the pack and record the filing. */
export function useRdMonthColumns({
  anyCustomer,
  onDownload,
  onMarkSubmitted,
}: {
  anyCustomer: boolean;
  onDownload: (row: RdMonthRow) => void;
  onMarkSubmitted: (row: RdMonthRow) => void;
}): TableColumn<RdMonthRow>[] {
  const { t } = useTranslation('rd-filing');
  return useMemo(() => {
    const status = (row: RdMonthRow) => t(`status.${row.status}`);
    const columns: TableColumn<RdMonthRow>[] = [
      {
        field: 'month',
        headerName: t('month'),
        minWidth: 150,
        card: 'title',
        valueFormatter: (_value, row) => monthText(row.month),
        exportValue: (row) => row.month,
      },
      ...(anyCustomer
        ? [
            {
              field: 'customerCode',
              headerName: t('customer'),
              minWidth: 200,
              valueFormatter: (_v: unknown, row: RdMonthRow) => `${row.customerCode} ${row.customerName}`,
            } satisfies TableColumn<RdMonthRow>,
          ]
        : []),
      { field: 'documents', headerName: t('documents'), type: 'number', sortable: false, minWidth: 110 },
      { field: 'cancelled', headerName: t('cancelled'), type: 'number', sortable: false, minWidth: 110 },
      {
        field: 'totalAmount',
        headerName: t('totalAmount'),
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        minWidth: 140,
        valueFormatter: (_value, row) => amount(row.totalAmount),
      },
      {
        field: 'dueDate',
        headerName: t('dueDate'),
        sortable: false,
        minWidth: 130,
        valueFormatter: (_value, row) => fDate(row.dueDate),
      },
      {
        field: 'status',
        headerName: t('statusLabel'),
        sortable: false,
        minWidth: 140,
        renderCell: ({ row }) => (
          <StatusLabel
            status={row.status}
            label={status(row)}
            tone={row.status === 'SUBMITTED' ? 'success' : 'warning'}
          />
        ),
        exportValue: status,
      },
      { field: 'rdReference', headerName: t('rdReference'), sortable: false, minWidth: 160 },
      {
        ...dateTimeColumn<RdMonthRow>({ field: 'submittedAt', headerName: t('submittedAt') }),
        sortable: false,
      },
      actionsColumn<RdMonthRow>(t, {
        count: 2,
        actions: (row) => [
          {
            icon: 'ri:download-2-line',
            label: t('download', { month: monthText(row.month) }),
            onClick: () => onDownload(row),
          },
          ...(row.status === 'NOT_SUBMITTED'
            ? [
                {
                  icon: 'ri:list-check' as const,
                  label: t('markSubmitted', { month: monthText(row.month) }),
                  onClick: () => onMarkSubmitted(row),
                },
              ]
            : []),
        ],
      }),
    ];
    return columns;
  }, [t, anyCustomer, onDownload, onMarkSubmitted]);
}
