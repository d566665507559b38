import type { SubDistrict } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowActions, type TableColumn } from 'src/components/data-table';
import { masterRecordColumns } from '../shared/record-columns';

export function useSubDistrictColumns(
  actions: Omit<RowActions<SubDistrict>, 'rowLabel'>,
): TableColumn<SubDistrict>[] {
  const { t } = useTranslation('master-data');
  return useMemo(
    () => [
      { field: 'subDistrictCode', headerName: t('subDistrict.subDistrictCode'), minWidth: 130 },
      { field: 'districtCode', headerName: t('subDistrict.districtCode'), minWidth: 110 },
      { field: 'subDistrictNameTh', headerName: t('subDistrict.subDistrictNameTh'), minWidth: 170, flex: 1 },
      { field: 'subDistrictNameEn', headerName: t('subDistrict.subDistrictNameEn'), minWidth: 170, flex: 1 },
      { field: 'zipCode', headerName: t('subDistrict.zipCode'), minWidth: 120 },
      ...masterRecordColumns<SubDistrict>(t, {
        ...actions,
        rowLabel: (row) => `${row.subDistrictCode} ${row.subDistrictNameTh}`,
      }),
    ],
    [t, actions],
  );
}
