import type { District } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelColumn, type RowActions, type TableColumn } from 'src/components/data-table';
import { masterRecordColumns } from '../shared/record-columns';
import { useProvinceLabel } from '../shared/use-province-names';

export function useDistrictColumns(actions: Omit<RowActions<District>, 'rowLabel'>): TableColumn<District>[] {
  const { t } = useTranslation('master-data');
  const provinceLabel = useProvinceLabel();
  return useMemo(
    () => [
      { field: 'districtCode', headerName: t('district.districtCode'), minWidth: 120 },
      labelColumn<District>({
        field: 'provinceCode',
        headerName: t('district.provinceCode'),
        minWidth: 170,
        flex: 0.8,
        label: provinceLabel,
      }),
      { field: 'districtNameTh', headerName: t('district.districtNameTh'), minWidth: 170, flex: 1 },
      { field: 'districtNameEn', headerName: t('district.districtNameEn'), minWidth: 170, flex: 1 },
      ...masterRecordColumns<District>(t, {
        ...actions,
        rowLabel: (row) => `${row.districtCode} ${row.districtNameTh}`,
      }),
    ],
    [t, provinceLabel, actions],
  );
}
