import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { AuditDetail } from 'contract/audit';
import { useId } from 'react';
import type { RecordDialogState } from 'src/components/form-dialog';
import { FactList, type Fact } from 'src/components/fact-list';
import { LoadingScreen } from 'src/components/loading-screen';
import { fDateTime } from 'src/lib/format';
import { auditKeys, getAuditEntry } from '../api/audit-calls';
import { useAuditTexts } from './audit-texts';
import { ValueComparison } from './value-comparison';
import { RetryAlert } from 'src/components/retry-alert';

function useFacts(entry: AuditDetail): Fact[] {
  const texts = useAuditTexts();
  const { t } = texts;
  const who = texts.who(entry.actor, entry.actorRole, { withId: true });
  return [
    [t('occurredAt'), fDateTime(entry.occurredAt)],
    [t('actor'), who],
    [t('action'), texts.action(entry.action)],
    [t('entity'), texts.entity(entry.entity)],
    [t('entityId'), entry.entityId],
    [t('customer'), entry.customerCode ? `${entry.customerCode} ${entry.customerName ?? ''}`.trim() : ''],
    [t('ip'), entry.ip],
    [t('requestId'), entry.requestId],
  ];
}

function EntryContent({ entry }: { entry: AuditDetail }) {
  return (
    <Stack spacing={3}>
      <FactList facts={useFacts(entry)} />
      <ValueComparison before={entry.before} after={entry.after} />
    </Stack>
  );
}

/** One audit entry, read only: who did what to which record, and the values side by side. */
export function AuditEntryDialog({ dialog }: { dialog: RecordDialogState<number> }) {
  const { t } = useAuditTexts();
  const titleId = useId();
  const id = dialog.recordKey;
  const entry = useQuery({
    queryKey: auditKeys.entry(id ?? 0),
    queryFn: ({ signal }) => getAuditEntry(id ?? 0, { signal }),
    enabled: dialog.open && id !== null,
    // An entry never changes.
    staleTime: Infinity,
  });
  return (
    <Dialog open={dialog.open} onClose={dialog.close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('entry.title')}</DialogTitle>
      <DialogContent dividers>
        {entry.data ? (
          <EntryContent entry={entry.data} />
        ) : entry.isError ? (
          <RetryAlert onRetry={() => void entry.refetch()}>{t('list:dialog.loadFailed')}</RetryAlert>
        ) : (
          <LoadingScreen />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={dialog.close}>{t('common:action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
