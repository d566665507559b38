import type { UploadTemplate } from 'contract/upload-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerColumn, recordColumns, type RowActions, type TableColumn } from 'src/components/data-table';
import { useTemplateKindColumns } from '../template-kind-columns';

/** The template table's columns (spec "Template search"); `field` doubles as the API's sortBy. */
export function useTemplateColumns(
  actions: Pick<RowActions<UploadTemplate>, 'onView' | 'onEdit'>,
): TableColumn<UploadTemplate>[] {
  const { t } = useTranslation('upload-template');
  const kindColumns = useTemplateKindColumns();
  const { onView, onEdit } = actions;
  return useMemo(
    () => [
      { field: 'templateCode', headerName: t('templateCode'), minWidth: 130 },
      customerColumn<UploadTemplate>(t('customer'), { minWidth: 220, flex: 1 }),
      { field: 'templateName', headerName: t('templateName'), minWidth: 200, flex: 1 },
      ...kindColumns,
      ...recordColumns<UploadTemplate>(t, {
        status: { field: 'templateStatus', headerName: t('templateStatus') },
        keyPrefix: '',
        rowLabel: (row) => `${row.templateCode} ${row.templateName}`,
        onView,
        onEdit,
      }),
    ],
    [t, kindColumns, onView, onEdit],
  );
}
