import type { CustomerRow } from 'contract/customer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelColumn, recordColumns, type RowActions, type TableColumn } from 'src/components/data-table';
import { CUSTOMER_TYPE_GROUP } from './customer-search';
import { useListboxLabel } from 'src/components/listbox-select';

/** The customer table's columns; `field` doubles as the API's sortBy. */
export function useCustomerColumns(
  actions: Omit<RowActions<CustomerRow>, 'rowLabel'>,
): TableColumn<CustomerRow>[] {
  const { t } = useTranslation('customer');
  const typeLabel = useListboxLabel(CUSTOMER_TYPE_GROUP);
  return useMemo(
    () => [
      { field: 'customerCode', headerName: t('customerCode'), minWidth: 120 },
      { field: 'customerName', headerName: t('customerName'), minWidth: 200, flex: 1, card: 'title' },
      { field: 'customerNumber', headerName: t('customerNumber'), minWidth: 160 },
      labelColumn<CustomerRow>({
        field: 'customerType',
        headerName: t('customerType'),
        minWidth: 140,
        label: typeLabel,
      }),
      { field: 'contactTel', headerName: t('contactTel'), minWidth: 140 },
      { field: 'branchName', headerName: t('branchName'), minWidth: 160, flex: 0.7 },
      ...recordColumns<CustomerRow>(t, {
        status: { field: 'customerStatus', headerName: t('customerStatus') },
        keyPrefix: '',
        ...actions,
        rowLabel: (row) => `${row.customerCode} ${row.customerName}`,
      }),
    ],
    [t, typeLabel, actions],
  );
}
