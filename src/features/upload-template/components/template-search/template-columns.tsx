import type { UploadTemplate } from 'contract/upload-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lastUpdateColumns,
  rowActionsColumn,
  statusColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP, UPLOAD_TYPE_GROUP } from '../template-listbox-groups';
import { useListboxLabel } from '../use-listbox-label';

const customerOf = (row: UploadTemplate) => `${row.customerCode} ${row.customerName}`;

/** The template table's columns (spec "Template search"); `field` doubles as the API's sortBy. */
export function useTemplateColumns(
  actions: Pick<RowActions<UploadTemplate>, 'onView' | 'onEdit'>,
): TableColumn<UploadTemplate>[] {
  const { t } = useTranslation('upload-template');
  const templateTypeLabel = useListboxLabel(TEMPLATE_TYPE_GROUP);
  const uploadTypeLabel = useListboxLabel(UPLOAD_TYPE_GROUP);
  const documentTypeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  const { onView, onEdit } = actions;
  return useMemo(
    () => [
      { field: 'templateCode', headerName: t('templateCode'), minWidth: 130 },
      {
        field: 'customerCode',
        headerName: t('customer'),
        minWidth: 220,
        flex: 1,
        valueGetter: (_value: unknown, row: UploadTemplate) => customerOf(row),
        exportValue: customerOf,
      },
      { field: 'templateName', headerName: t('templateName'), minWidth: 200, flex: 1 },
      {
        field: 'templateType',
        headerName: t('templateType'),
        minWidth: 150,
        valueFormatter: (value: string) => templateTypeLabel(value),
        exportValue: (row) => templateTypeLabel(row.templateType),
      },
      {
        field: 'uploadType',
        headerName: t('uploadType'),
        minWidth: 130,
        valueFormatter: (value: string) => uploadTypeLabel(value),
        exportValue: (row) => uploadTypeLabel(row.uploadType),
      },
      {
        field: 'documentType',
        headerName: t('documentType'),
        minWidth: 180,
        valueFormatter: (value: string) => documentTypeLabel(value),
        exportValue: (row) => documentTypeLabel(row.documentType),
      },
      statusColumn<UploadTemplate>(t, { field: 'templateStatus', headerName: t('templateStatus') }),
      ...lastUpdateColumns<UploadTemplate>(t, ''),
      rowActionsColumn<UploadTemplate>(t, {
        rowLabel: (row) => `${row.templateCode} ${row.templateName}`,
        onView,
        onEdit,
      }),
    ],
    [t, templateTypeLabel, uploadTypeLabel, documentTypeLabel, onView, onEdit],
  );
}
