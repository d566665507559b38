import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkApprovalResult, CustomerUpload } from 'contract/customer-upload';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from 'src/components/data-table';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { approveImports, importKeys } from '../../api/import-calls';
import { ApprovalResults } from './approval-results';

const approvable = (row: CustomerUpload) => row.actions.includes('ACCOUNTING_SUBMIT');

/**
 * Approving several imports at once from the list (issue 28): for a user who approves, the rows
 * waiting for its approval (the server offers ACCOUNTING_SUBMIT on them) can be ticked, across pages; one
 * question names how many, then the server approves each on its own and the list says which were
 * approved and why the others were not.
 */
export function useBulkApproval(pageRows: readonly CustomerUpload[], approves: boolean) {
  const { t } = useTranslation('import');
  const [selected, setSelected] = useState<ReadonlyMap<number, CustomerUpload>>(new Map());
  const [results, setResults] = useState<BulkApprovalResult[] | null>(null);
  const approve = useConfirmedAction({
    action: (targets: CustomerUpload[]) =>
      approveImports({ uploads: targets.map(({ uploadId, version }) => ({ uploadId, version })) }),
    confirmation: (targets) => ({ message: t('bulk.question', { count: targets.length }) }),
    invalidate: [importKeys.all, importKeys.waiting],
    onDone: (answer) => {
      setResults(answer);
      setSelected(new Map());
    },
  });

  const waiting = useMemo(() => pageRows.filter(approvable), [pageRows]);
  const column = useMemo((): TableColumn<CustomerUpload> | undefined => {
    // Always there for a user who approves, whatever the page holds: a column that came and went
    // would leave the grid's one tab stop on a header that is gone.
    if (!approves) return undefined;
    const toggle = (rows: readonly CustomerUpload[], on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (on) next.set(row.uploadId, row);
          else next.delete(row.uploadId);
        }
        return next;
      });
    const allOn = waiting.length > 0 && waiting.every((row) => selected.has(row.uploadId));
    const someOn = waiting.some((row) => selected.has(row.uploadId));
    return {
      field: 'select',
      headerName: t('bulk.selectPage'),
      width: 64,
      sortable: false,
      disableColumnMenu: true,
      exportable: false,
      renderHeader: () => (
        <Checkbox
          size="small"
          checked={allOn}
          indeterminate={someOn && !allOn}
          disabled={waiting.length === 0}
          onChange={(event) => toggle(waiting, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('bulk.selectPage') } }}
        />
      ),
      renderCell: ({ row }) =>
        approvable(row) ? (
          <Checkbox
            size="small"
            checked={selected.has(row.uploadId)}
            onChange={(event) => toggle([row], event.target.checked)}
            slotProps={{ input: { 'aria-label': t('bulk.select', { uploadId: row.uploadId }) } }}
          />
        ) : null,
    };
  }, [approves, waiting, selected, t]);

  const chosen = [...selected.values()];
  const bar = (results || chosen.length > 0) && (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {results && <ApprovalResults results={results} onClose={() => setResults(null)} />}
      {chosen.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" role="status">
            {t('bulk.selected', { count: chosen.length })}
          </Typography>
          <Button variant="contained" disabled={approve.isRunning} onClick={() => void approve.run(chosen)}>
            {t('bulk.approve')}
          </Button>
          <Button variant="text" onClick={() => setSelected(new Map())}>
            {t('bulk.clear')}
          </Button>
        </Stack>
      )}
    </Stack>
  );

  return { column, bar, confirmDialog: approve.confirmDialog };
}
