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
import type { UseQueryResult } from '@tanstack/react-query';
import {
  REVIEW_DOCUMENTS,
  type ApprovalReview as Review,
  type ReviewWarning,
} from 'contract/customer-upload';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useListboxLabel } from 'src/components/listbox-select';
import { SkeletonBlock } from 'src/components/skeleton-block';
import { VisuallyHidden } from 'src/components/visually-hidden';
import { formatAmount } from 'src/lib/decimal-format';
import { fDate, fNumber } from 'src/lib/format';
import { asPdfBlob, openBlobInNewTab } from 'src/lib/open-blob';
import { downloadStagedPreview } from '../../api/import-calls';

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

/** A line of text's placeholder: a non-breaking space gives it the line's height. */
const placeholderLine = (
  <SkeletonBlock component="span" sx={{ display: 'block' }}>
    &nbsp;
  </SkeletonBlock>
);

/**
 * Placeholder rows while the review loads, of the rows' own height, so that what follows the
 * review (the approve button) stays where it is when the figures arrive.
 */
function PlaceholderRows({ rows, columns, last }: { rows: number; columns: number; last?: ReactNode }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row}>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>{column === columns - 1 && last ? last : placeholderLine}</TableCell>
      ))}
    </TableRow>
  ));
}

/** Totals per document type and currency; one placeholder row (the usual case) while loading. */
function Totals({ review }: { review: Review | undefined }) {
  const { t } = useTranslation('import');
  const typeName = useListboxLabel('DOCUMENT_TYPE');
  const headingId = useId();
  if (review?.totals.length === 0) return <Alert severity="warning">{t('review.noTotals')}</Alert>;
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
          {!review && <PlaceholderRows rows={1} columns={6} />}
          {review?.totals.map((total) => (
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

/**
 * The first documents, each with a button opening its PDF as it will be issued (a new tab); while
 * loading, a placeholder row for each document expected (a valid row makes at most one).
 */
function FirstDocuments({
  uploadId,
  review,
  expected,
}: {
  uploadId: number;
  review: Review | undefined;
  expected: number;
}) {
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
          {!review && (
            <PlaceholderRows
              rows={expected}
              columns={5}
              last={
                // The preview button's own size, unseen and out of reach.
                <SkeletonBlock component="span" sx={{ display: 'inline-block' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled
                    tabIndex={-1}
                    sx={{ visibility: 'hidden' }}
                  >
                    {t('review.preview')}
                  </Button>
                </SkeletonBlock>
              }
            />
          )}
          {review?.documents.map((doc) => (
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
 * the server from the staged rows with the code that generation runs. While it loads, placeholders
 * of its usual size hold its room, so the buttons below it do not move under a click as it arrives.
 */
export function ApprovalReview({
  uploadId,
  review,
  validRows,
}: {
  uploadId: number;
  /** The page's query of the review (the submit buttons wait for it too). */
  review: UseQueryResult<Review>;
  validRows: number;
}) {
  const { t } = useTranslation('import');
  const warningText = useWarningText();
  const headingId = useId();
  const data = review.data;
  return (
    <Stack component="section" aria-labelledby={headingId} aria-busy={review.isPending} spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('review.title')}
        </Typography>
        {review.isPending && <CircularProgress size={20} aria-label={t('common:loading')} />}
      </Stack>
      {review.isError && <Alert severity="error">{t('review.loadFailed')}</Alert>}
      {!review.isError && (
        <Typography variant="body1">
          {data ? (
            <>
              {t('review.documentCount', { count: data.documentCount })}
              {data.failingCount > 0 && ` · ${t('review.failingCount', { count: data.failingCount })}`}
            </>
          ) : (
            <SkeletonBlock component="span" sx={{ display: 'inline-block', width: 240 }}>
              &nbsp;
            </SkeletonBlock>
          )}
        </Typography>
      )}
      {!review.isError && <Totals review={data} />}
      {data && data.warnings.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="h3">
            {t('review.warningsTitle')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {data.warnings.map((warning, index) => (
              <li key={index}>{warningText(warning)}</li>
            ))}
            {data.warningTotal > data.warnings.length && (
              <li>{t('review.moreWarnings', { count: data.warningTotal - data.warnings.length })}</li>
            )}
          </ul>
        </Alert>
      )}
      {(review.isPending || (data && data.documents.length > 0)) && (
        <FirstDocuments uploadId={uploadId} review={data} expected={Math.min(validRows, REVIEW_DOCUMENTS)} />
      )}
    </Stack>
  );
}
