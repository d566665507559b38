import type { UploadTemplate } from 'contract/upload-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type TableColumn } from 'src/components/data-table';
import { useTemplateKindColumns } from '../template-kind-columns';

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
  const kindColumns = useTemplateKindColumns();
  return useMemo(
    () => [
      { field: 'templateCode', headerName: t('templateCode'), minWidth: 130 },
      { field: 'templateName', headerName: t('templateName'), minWidth: 220, flex: 1 },
      ...kindColumns,
      actionsColumn<UploadTemplate>(t, {
        count: 1,
        actions: (row) => [
          {
            icon: 'ri:download-2-line',
            label: t('own.downloadSample', { name: `${row.templateCode} ${row.templateName}` }),
            disabled: downloading.has(row.templateCode),
            onClick: () => onDownload(row.templateCode),
          },
        ],
      }),
    ],
    [t, kindColumns, onDownload, downloading],
  );
}
