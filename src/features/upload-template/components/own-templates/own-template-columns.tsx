import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import type { UploadTemplate } from 'contract/upload-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from 'src/components/data-table';
import { Iconify } from 'src/components/iconify';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP, UPLOAD_TYPE_GROUP } from '../template-listbox-groups';
import { useListboxLabel } from '../use-listbox-label';

/**
 * The columns of the customer's own templates (read only); `field` doubles as the API's sortBy.
 * The row's one action downloads the template's sample file.
 */
export function useOwnTemplateColumns({
  onDownload,
  downloading,
}: {
  onDownload: (templateCode: string) => void;
  /** Template codes whose download is under way. */
  downloading: ReadonlySet<string>;
}): TableColumn<UploadTemplate>[] {
  const { t } = useTranslation('upload-template');
  const templateTypeLabel = useListboxLabel(TEMPLATE_TYPE_GROUP);
  const uploadTypeLabel = useListboxLabel(UPLOAD_TYPE_GROUP);
  const documentTypeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  return useMemo(
    () => [
      { field: 'templateCode', headerName: t('templateCode'), minWidth: 130 },
      { field: 'templateName', headerName: t('templateName'), minWidth: 220, flex: 1 },
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
        minWidth: 200,
        flex: 0.7,
        valueFormatter: (value: string) => documentTypeLabel(value),
        exportValue: (row) => documentTypeLabel(row.documentType),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('list:table.actions'),
        width: 80,
        exportable: false,
        renderCell: (params) => {
          const row = params.row;
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<Iconify icon="ri:download-2-line" />}
                label={t('own.downloadSample', { name: `${row.templateCode} ${row.templateName}` })}
                disabled={downloading.has(row.templateCode)}
                onClick={() => onDownload(row.templateCode)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [t, templateTypeLabel, uploadTypeLabel, documentTypeLabel, onDownload, downloading],
  );
}
