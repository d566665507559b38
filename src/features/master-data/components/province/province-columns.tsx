import type { Province } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowActions, type TableColumn } from 'src/components/data-table';
import { masterRecordColumns } from '../shared/record-columns';

/** The province table's columns; `field` doubles as the API's sortBy. */
export function useProvinceColumns(actions: Omit<RowActions<Province>, 'rowLabel'>): TableColumn<Province>[] {
  const { t } = useTranslation('master-data');
  // `t` changes with the language (react-i18next makes a new one), so dates and status texts
  // follow a language switch without another dependency.
  return useMemo(
    () => [
      { field: 'provinceCode', headerName: t('province.provinceCode'), minWidth: 110 },
      { field: 'provinceNameTh', headerName: t('province.provinceNameTh'), minWidth: 170, flex: 1 },
      // Spec §3: provinceNameEng is headed "provinceNameEn" on the search screen.
      { field: 'provinceNameEng', headerName: t('province.provinceNameEn'), minWidth: 170, flex: 1 },
      {
        field: 'geoId',
        headerName: t('province.geoId'),
        minWidth: 150,
        valueFormatter: (value: number | null) => (value === null ? '' : t(`province.regions.${value}`)),
        exportValue: (row) => (row.geoId === null ? '' : t(`province.regions.${row.geoId}`)),
      },
      { field: 'seq', headerName: t('province.seq'), type: 'number', minWidth: 90 },
      ...masterRecordColumns<Province>(t, {
        ...actions,
        rowLabel: (row) => `${row.provinceCode} ${row.provinceNameTh}`,
      }),
    ],
    [t, actions],
  );
}
