import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CORRECTABLE_TYPES, CORRECTION_TYPES } from 'contract/correction';
import type { DocumentDetail } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { useListboxLabel } from 'src/components/listbox-select';
import { RouterLink } from 'src/components/router-link';
import { StatusLabel } from 'src/components/status-label';
import { fDate } from 'src/lib/format';
import { isPathAllowed, useMenus } from 'src/lib/menus';
import { formatAmount } from '../document-format';
import { documentPaths } from '../document-paths';
import { DocumentStatusLabel } from '../document-status';
import { DOCUMENT_TYPE_GROUP } from '../document-search/document-criteria';

/** "Cancelled", beside the status of a document a GENERATED cancellation note names. */
export function CancelledLabel() {
  const { t } = useTranslation('document');
  return <StatusLabel status="CANCELLED" label={t('corrections.cancelled')} />;
}

/**
 * The buttons that open a credit note, debit note or cancellation of an issued tax invoice
 * (docs/corrections.md): shown when the document may still be corrected and the user's menus hold
 * direct entry (an ACCOUNTING user's do not: it does not send data).
 */
export function CorrectionActions({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const menus = useMenus();
  const correctable =
    document.status === 'GENERATED' &&
    !document.cancelled &&
    (CORRECTABLE_TYPES as readonly string[]).includes(document.documentType);
  if (!correctable || !menus.data) return null;
  return CORRECTION_TYPES.map((type) => {
    const path = documentPaths.correction(document.documentId, type);
    if (!isPathAllowed(path, menus.data)) return null;
    return (
      <Button
        key={type}
        variant="outlined"
        color={type === 'T07' ? 'error' : 'primary'}
        component={RouterLink}
        to={path}
      >
        {t(`corrections.action.${type}`)}
      </Button>
    );
  });
}

/** The notes that reference the document: type, number (to its page), date, amount and status. */
export function DocumentCorrections({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const typeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  const corrections = document.corrections;
  if (corrections.length === 0 && !(CORRECTABLE_TYPES as readonly string[]).includes(document.documentType))
    return null;
  return (
    <Section title={t('corrections.title')}>
      {corrections.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('corrections.none')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('corrections.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('documentType')}</TableCell>
              <TableCell>{t('documentNo')}</TableCell>
              <TableCell>{t('issueDate')}</TableCell>
              <TableCell align="right">{t('totalAmount')}</TableCell>
              <TableCell>{t('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {corrections.map((note) => (
              <TableRow key={note.documentId}>
                <TableCell>{typeLabel(note.documentType)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={documentPaths.document(note.documentId)} variant="body2">
                    {note.documentNo}
                  </Link>
                </TableCell>
                <TableCell>{fDate(note.issueDate)}</TableCell>
                <TableCell align="right">{formatAmount(note.totalAmount)}</TableCell>
                <TableCell>
                  <DocumentStatusLabel status={note.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
