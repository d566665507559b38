import type { ListboxGroupRow } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowActions, type TableColumn } from 'src/components/data-table';
import { masterRecordColumns } from '../shared/record-columns';

export function useListboxGroupColumns(
  actions: Omit<RowActions<ListboxGroupRow>, 'rowLabel'>,
): TableColumn<ListboxGroupRow>[] {
  const { t } = useTranslation('master-data');
  return useMemo(
    () => [
      { field: 'listboxGroupCode', headerName: t('listbox.listboxGroupCode'), minWidth: 200, flex: 1 },
      { field: 'listboxGroupName', headerName: t('listbox.listboxGroupName'), minWidth: 200, flex: 1.2 },
      { field: 'itemCount', headerName: t('listbox.itemCount'), type: 'number', minWidth: 120 },
      ...masterRecordColumns<ListboxGroupRow>(t, {
        ...actions,
        rowLabel: (row) => row.listboxGroupCode,
      }),
    ],
    [t, actions],
  );
}
