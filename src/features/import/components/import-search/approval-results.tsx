import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { BulkApprovalResult } from 'contract/customer-upload';
import { useTranslation } from 'react-i18next';
import { fNumber } from 'src/lib/format';

/** What became of each import: how many were approved, and why each other one was not. */
export function ApprovalResults({
  results,
  onClose,
}: {
  results: BulkApprovalResult[];
  onClose: () => void;
}) {
  const { t } = useTranslation('import');
  const approved = results.filter((result) => result.approved).length;
  return (
    <Alert severity={approved === results.length ? 'success' : 'warning'} onClose={onClose} role="status">
      <Typography variant="subtitle2">
        {t('bulk.result', { approved: fNumber(approved), count: fNumber(results.length) })}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {results.map((result) => (
          <li key={result.uploadId}>
            {result.approved
              ? t('bulk.approvedRow', { uploadId: result.uploadId })
              : t('bulk.refusedRow', { uploadId: result.uploadId, reason: result.description ?? result.key })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
