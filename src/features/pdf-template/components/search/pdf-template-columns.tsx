import type { PdfTemplate } from 'contract/pdf-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customerColumn,
  dateTimeColumn,
  labelColumn,
  rowActionsColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';
import { useListboxLabel } from 'src/components/listbox-select';
import { DOCUMENT_TYPE_GROUP, PDF_TEMPLATE_STATUS_GROUP, UPLOAD_TYPE_GROUP } from '../listbox-groups';
import { PdfTemplateStatusLabel } from '../pdf-template-status';

/** The table's columns (spec §2 "PDF template search"); `field` doubles as the API's sortBy. */
export function usePdfTemplateColumns(
  actions: Pick<RowActions<PdfTemplate>, 'onView' | 'onEdit'>,
): TableColumn<PdfTemplate>[] {
  const { t } = useTranslation('pdf-template');
  const typeLabel = useListboxLabel(UPLOAD_TYPE_GROUP);
  const documentTypeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  const statusLabel = useListboxLabel(PDF_TEMPLATE_STATUS_GROUP);
  const { onView, onEdit } = actions;
  return useMemo(
    () => [
      { field: 'pdfTemplateId', headerName: t('field.pdfTemplateId'), minWidth: 90 },
      { field: 'templateName', headerName: t('field.templateName'), minWidth: 200, flex: 1 },
      customerColumn<PdfTemplate>(t('field.customer'), { minWidth: 220, flex: 1 }),
      labelColumn<PdfTemplate>({
        field: 'templateType',
        headerName: t('field.templateType'),
        minWidth: 130,
        label: typeLabel,
      }),
      labelColumn<PdfTemplate>({
        field: 'documentType',
        headerName: t('field.documentType'),
        minWidth: 180,
        label: documentTypeLabel,
      }),
      {
        field: 'status',
        headerName: t('field.status'),
        minWidth: 120,
        renderCell: ({ row }) => (
          <PdfTemplateStatusLabel status={row.status} label={statusLabel(row.status)} />
        ),
        exportValue: (row) => statusLabel(row.status),
      },
      {
        field: 'fieldCount',
        headerName: t('field.fieldCount'),
        minWidth: 110,
        type: 'number',
        sortable: false,
      },
      dateTimeColumn<PdfTemplate>({ field: 'lastUpdateDtm', headerName: t('field.lastUpdateDtm') }),
      rowActionsColumn<PdfTemplate>(t, {
        rowLabel: (row) => `${row.pdfTemplateId} ${row.templateName}`,
        onView,
        onEdit,
      }),
    ],
    [t, typeLabel, documentTypeLabel, statusLabel, onView, onEdit],
  );
}
