import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ApprovalReview as Review, ReviewWarning } from 'contract/customer-upload';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useListboxLabel } from 'src/components/listbox-select';
import { VisuallyHidden } from 'src/components/visually-hidden';
import { formatAmount } from 'src/lib/decimal-format';
import { fDate, fNumber } from 'src/lib/format';
import { asPdfBlob, openBlobInNewTab } from 'src/lib/open-blob';
import { downloadStagedPreview, getApprovalReview, importKeys } from '../../api/import-calls';

/** What a warning says, in the current language: the field by its name, the amounts formatted. */
function useWarningText() {
  const { t } = useTranslation('import');
  const fieldName = useListboxLabel('DATA_TYPE_KEY');
  return ({ code, documentNo, params }: ReviewWarning) => {
    const text = (name: string) => (params[name] === undefined ? '' : String(params[name]));
    return t(`review.warning.${code}`, {
      documentNo: documentNo ?? '',
      field: text('field') ? fieldName(text('field')) : '',
      rowNo: text('rowNo'),
      stated: formatAmount(text('stated')) || text('stated'),
      computed: formatAmount(text('computed')) || text('computed'),
    });
  };
}

function Totals({ review }: { review: Review }) {
  const { t } = useTranslation('import');
  const typeName = useListboxLabel('DOCUMENT_TYPE');
  const headingId = useId();
  if (review.totals.length === 0) return <Alert severity="warning">{t('review.noTotals')}</Alert>;
  return (
    <TableContainer>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('review.totalsTitle')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('review.documentType')}</TableCell>
            <TableCell>{t('review.currency')}</TableCell>
            <TableCell align="right">{t('review.documents')}</TableCell>
            <TableCell align="right">{t('review.totalBeforeVat')}</TableCell>
            <TableCell align="right">{t('review.vatAmount')}</TableCell>
            <TableCell align="right">{t('review.totalAmount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {review.totals.map((total) => (
            <TableRow key={`${total.documentType}-${total.currency}`}>
              <TableCell>{typeName(total.documentType)}</TableCell>
              <TableCell>{total.currency}</TableCell>
              <TableCell align="right">{fNumber(total.documentCount)}</TableCell>
              <TableCell align="right">{formatAmount(total.totalBeforeVat)}</TableCell>
              <TableCell align="right">{formatAmount(total.vatAmount)}</TableCell>
              <TableCell align="right">{formatAmount(total.totalAmount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The first documents, each with a button opening its PDF as it will be issued (a new tab). */
function FirstDocuments({ uploadId, review }: { uploadId: number; review: Review }) {
  const { t } = useTranslation('import');
  const { enqueueSnackbar } = useSnackbar();
  const [opening, setOpening] = useState<number | null>(null);
  const headingId = useId();
  const open = (index: number) => {
    setOpening(index);
    void downloadStagedPreview(uploadId, index)
      .then(({ blob }) => {
        if (!openBlobInNewTab(asPdfBlob(blob)))
          enqueueSnackbar(t('review.previewBlocked'), { variant: 'warning' });
      })
      .catch(() => undefined)
      .finally(() => setOpening(null));
  };
  return (
    <TableContainer>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('review.documentsTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('review.previewNote')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('review.documentNo')}</TableCell>
            <TableCell>{t('review.issueDate')}</TableCell>
            <TableCell>{t('review.buyerName')}</TableCell>
            <TableCell align="right">{t('review.totalAmount')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('review.preview')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {review.documents.map((doc) => (
            <TableRow key={doc.index}>
              <TableCell>{doc.documentNo}</TableCell>
              <TableCell>{fDate(doc.issueDate)}</TableCell>
              <TableCell>{doc.buyerName}</TableCell>
              <TableCell align="right">
                {doc.totalAmount === null ? t('review.willFail') : formatAmount(doc.totalAmount)}
              </TableCell>
              <TableCell align="right">
                {doc.failCode === null && (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Iconify icon="ri:external-link-line" />}
                    aria-label={t('review.previewOf', { documentNo: doc.documentNo })}
                    loading={opening === doc.index}
                    disabled={opening !== null && opening !== doc.index}
                    onClick={() => open(doc.index)}
                  >
                    {t('review.preview')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Before the approve button (issue 28): how many documents approving will make, their sums per
 * document type, the warnings, and the first documents with a preview of each PDF — computed by
 * the server from the staged rows with the code that generation runs.
 */
export function ApprovalReview({ uploadId }: { uploadId: number }) {
  const { t } = useTranslation('import');
  const warningText = useWarningText();
  const headingId = useId();
  const review = useQuery({
    queryKey: importKeys.review(uploadId),
    queryFn: ({ signal }) => getApprovalReview(uploadId, { signal }),
  });
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('review.title')}
      </Typography>
      {review.isPending && <CircularProgress aria-label={t('common:loading')} />}
      {review.isError && <Alert severity="error">{t('review.loadFailed')}</Alert>}
      {review.data && (
        <>
          <Typography variant="body1">
            {t('review.documentCount', { count: review.data.documentCount })}
            {review.data.failingCount > 0 &&
              ` · ${t('review.failingCount', { count: review.data.failingCount })}`}
          </Typography>
          <Totals review={review.data} />
          {review.data.warnings.length > 0 && (
            <Alert severity="warning">
              <Typography variant="subtitle2" component="h3">
                {t('review.warningsTitle')}
              </Typography>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {review.data.warnings.map((warning, index) => (
                  <li key={index}>{warningText(warning)}</li>
                ))}
                {review.data.warningTotal > review.data.warnings.length && (
                  <li>
                    {t('review.moreWarnings', {
                      count: review.data.warningTotal - review.data.warnings.length,
                    })}
                  </li>
                )}
              </ul>
            </Alert>
          )}
          {review.data.documents.length > 0 && <FirstDocuments uploadId={uploadId} review={review.data} />}
        </>
      )}
    </Stack>
  );
}
