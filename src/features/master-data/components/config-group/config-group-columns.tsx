import type { ConfigGroupRow } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns, type RowActions, type TableColumn } from 'src/components/data-table';

export function useConfigGroupColumns(
  actions: Omit<RowActions<ConfigGroupRow>, 'rowLabel'>,
): TableColumn<ConfigGroupRow>[] {
  const { t } = useTranslation('master-data');
  return useMemo(
    () => [
      { field: 'configGroupType', headerName: t('configGroup.configGroupType'), minWidth: 180, flex: 0.8 },
      { field: 'description', headerName: t('configGroup.description'), minWidth: 220, flex: 1.5 },
      { field: 'itemCount', headerName: t('configGroup.itemCount'), type: 'number', minWidth: 120 },
      ...recordColumns<ConfigGroupRow>(t, {
        keyPrefix: 'common.',
        ...actions,
        rowLabel: (row) => row.configGroupType,
      }),
    ],
    [t, actions],
  );
}
