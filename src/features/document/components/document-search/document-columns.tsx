import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DocumentRow } from 'contract/document';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerColumn, textColumn, type TableColumn } from 'src/components/data-table';
import { choosesCustomer } from 'src/components/import-target';
import { useListboxLabel } from 'src/components/listbox-select';
import { RouterLink } from 'src/components/router-link';
import { fDate } from 'src/lib/format';
import { CancelledLabel } from '../document-page/document-corrections';
import { formatAmount } from '../document-format';
import { documentPaths } from '../document-paths';
import { DeliveryStatusLabel, DocumentStatusLabel } from '../document-status';
import { deliveryStatusText, documentStatusText } from '../document-status-text';
import { DOCUMENT_TYPE_GROUP } from './document-criteria';

/**
 * The document table's columns; `field` doubles as the API's sortBy. The number opens the
 * document's page; the customer shows to administrators only (a customer user sees its own).
 */
export function useDocumentColumns(): TableColumn<DocumentRow>[] {
  const { t } = useTranslation('document');
  const typeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  return useMemo(() => {
    const numberOf = (row: DocumentRow) => row.documentNo || t('noNumber');
    const typeOf = (row: DocumentRow) => typeLabel(row.documentType);
    const issueDateOf = (row: DocumentRow) => fDate(row.issueDate);
    const totalOf = (row: DocumentRow) => formatAmount(row.totalAmount);
    const columns: (TableColumn<DocumentRow> | false)[] = [
      {
        field: 'documentNo',
        headerName: t('documentNo'),
        minWidth: 150,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={documentPaths.document(row.documentId)} variant="body2">
            {numberOf(row)}
          </Link>
        ),
        exportValue: (row) => row.documentNo,
      },
      textColumn<DocumentRow>({
        field: 'documentType',
        headerName: t('documentType'),
        minWidth: 170,
        flex: 0.8,
        text: typeOf,
      }),
      choosesCustomer && customerColumn<DocumentRow>(t('customer'), { flex: 1 }),
      { field: 'buyerName', headerName: t('buyerName'), minWidth: 180, flex: 1 },
      { field: 'buyerTaxId', headerName: t('buyerTaxId'), minWidth: 150 },
      textColumn<DocumentRow>({
        field: 'issueDate',
        headerName: t('issueDate'),
        minWidth: 120,
        text: issueDateOf,
      }),
      textColumn<DocumentRow>({
        field: 'totalAmount',
        headerName: t('totalAmount'),
        minWidth: 130,
        align: 'right',
        headerAlign: 'right',
        text: totalOf,
      }),
      {
        field: 'status',
        headerName: t('status'),
        minWidth: 130,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center', height: '100%' }}>
            <DocumentStatusLabel status={row.status} />
            {row.cancelled && <CancelledLabel />}
          </Stack>
        ),
        exportValue: (row) =>
          [documentStatusText(t, row.status), row.cancelled ? t('corrections.cancelled') : '']
            .filter(Boolean)
            .join(' '),
      },
      {
        field: 'emailStatus',
        headerName: t('emailStatus'),
        minWidth: 120,
        renderCell: ({ row }) => <DeliveryStatusLabel status={row.emailStatus} />,
        exportValue: (row) => deliveryStatusText(t, row.emailStatus),
      },
      {
        field: 'smsStatus',
        headerName: t('smsStatus'),
        minWidth: 120,
        renderCell: ({ row }) => <DeliveryStatusLabel status={row.smsStatus} />,
        exportValue: (row) => deliveryStatusText(t, row.smsStatus),
      },
    ];
    return columns.filter((column): column is TableColumn<DocumentRow> => column !== false);
  }, [t, typeLabel]);
}
