import type { UploadTemplate } from 'contract/upload-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelColumn, type TableColumn } from 'src/components/data-table';
import { useListboxLabel } from 'src/components/listbox-select';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP, UPLOAD_TYPE_GROUP } from './template-listbox-groups';

/** The template type, upload type and document type columns, named in the current language. */
export function useTemplateKindColumns(): TableColumn<UploadTemplate>[] {
  const { t } = useTranslation('upload-template');
  const templateTypeLabel = useListboxLabel(TEMPLATE_TYPE_GROUP);
  const uploadTypeLabel = useListboxLabel(UPLOAD_TYPE_GROUP);
  const documentTypeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  return useMemo(
    () => [
      labelColumn<UploadTemplate>({
        field: 'templateType',
        headerName: t('templateType'),
        minWidth: 150,
        label: templateTypeLabel,
      }),
      labelColumn<UploadTemplate>({
        field: 'uploadType',
        headerName: t('uploadType'),
        minWidth: 130,
        label: uploadTypeLabel,
      }),
      labelColumn<UploadTemplate>({
        field: 'documentType',
        headerName: t('documentType'),
        minWidth: 180,
        label: documentTypeLabel,
      }),
    ],
    [t, templateTypeLabel, uploadTypeLabel, documentTypeLabel],
  );
}
