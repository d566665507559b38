import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListboxItem } from 'contract/master-data';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFailureAlert } from 'src/components/form-dialog';
import { RowButton } from 'src/components/row-button';
import { StatusLabel } from 'src/components/status-label';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../../api/query-keys';
import { saveListBoxMaster } from '../../api/save-listbox-item';
import { itemChange } from '../../schemas/listbox-schemas';
import { ItemsHeading } from '../shared/items-heading';
import { ListboxItemDialog } from './listbox-item-dialog';
import { moveItem } from './reorder';

export interface ListboxItemsPanelProps {
  group: string;
  /** The group's items of every status, by seq. */
  items: readonly ListboxItem[];
  readOnly: boolean;
  /** Re-reads the group and its items. */
  onReload: () => Promise<unknown>;
}

/**
 * A group's items: add, edit, move up / down (renumbers seq) and deactivate. Each change is
 * saved at once with the item's version; the move buttons keep the focus on the moved item so
 * that a keyboard user can keep pressing.
 */
export function ListboxItemsPanel({ group, items, readOnly, onReload }: ListboxItemsPanelProps) {
  const { t } = useTranslation('master-data');
  const headingId = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // The code, not the item: after a reload the dialog gets the fresh item (and its version).
  const [editing, setEditing] = useState<{ open: boolean; code: string | null }>({ open: false, code: null });
  const editingItem = editing.code === null ? undefined : items.find((item) => item.code === editing.code);
  const panel = useRef<HTMLElement>(null);

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: masterDataKeys.listboxGroup });
    void queryClient.invalidateQueries({ queryKey: lookupKeys.listbox(group) });
    await onReload();
  };

  // One save per changed seq, in turn (each carries that item's version).
  const reorder = useMutation({
    mutationFn: async (changes: { item: ListboxItem; seq: number }[]) => {
      for (const { item, seq } of changes) await saveListBoxMaster(itemChange(item, { seq }));
    },
  });

  const deactivate = useConfirmedAction({
    action: (item: ListboxItem) => saveListBoxMaster(itemChange(item, { status: 'INACTIVE' })),
    confirmation: (item) => ({
      message: t('listbox.items.confirmDeactivate', { name: item.code }),
      destructive: true,
    }),
    onDone: () => void refresh(),
    // Said in this panel (below): the page's banner is behind the group's dialog.
    showsFailureInside: true,
  });
  // The last change that failed, said here: the dialog hides the page's banner.
  const failure = reorder.error ?? deactivate.error;

  const move = async (item: ListboxItem, direction: 'up' | 'down') => {
    if (reorder.isPending) return;
    deactivate.reset();
    try {
      await reorder.mutateAsync(moveItem(items, item.code, direction));
      enqueueSnackbar(t('common:toast.saveSuccess'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('common:toast.saveFailure'), { variant: 'error' });
    }
    await refresh();
    // The moved row re-renders elsewhere: put the focus back on its button (the other one at
    // the ends of the list, where this one is now disabled).
    const button = (key: string) =>
      panel.current?.querySelector<HTMLButtonElement>(`[data-action="${CSS.escape(`${item.code}:${key}`)}"]`);
    const target = button(direction);
    (target && !target.disabled ? target : button(direction === 'up' ? 'down' : 'up'))?.focus();
  };

  const nextSeq = items.reduce((max, item) => Math.max(max, item.seq), 0) + 1;

  return (
    <Box component="section" ref={panel} aria-labelledby={headingId} sx={{ mt: 3 }}>
      <ItemsHeading
        id={headingId}
        title={t('listbox.items.title')}
        addLabel={t('listbox.items.add')}
        onAdd={readOnly ? undefined : () => setEditing({ open: true, code: null })}
      />
      {failure !== null && !reorder.isPending && !deactivate.isRunning && (
        <SaveFailureAlert error={failure} sx={{ mb: 1 }} />
      )}
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('listbox.items.empty')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('listbox.items.seq')}</TableCell>
                <TableCell>{t('listbox.items.code')}</TableCell>
                <TableCell>{t('listbox.items.nameTh')}</TableCell>
                <TableCell>{t('listbox.items.nameEn')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
                {!readOnly && <TableCell align="right">{t('list:table.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.code} hover>
                  <TableCell>{item.seq}</TableCell>
                  <TableCell>{item.code}</TableCell>
                  <TableCell>{item.nameTh}</TableCell>
                  <TableCell>{item.nameEn}</TableCell>
                  <TableCell>
                    <StatusLabel status={item.status} />
                  </TableCell>
                  {!readOnly && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RowButton
                        action={`${item.code}:up`}
                        icon="ri:arrow-up-line"
                        label={t('list:rowAction.moveUp', { name: item.code })}
                        onClick={() => void move(item, 'up')}
                        disabled={index === 0 || reorder.isPending}
                      />
                      <RowButton
                        action={`${item.code}:down`}
                        icon="ri:arrow-down-line"
                        label={t('list:rowAction.moveDown', { name: item.code })}
                        onClick={() => void move(item, 'down')}
                        disabled={index === items.length - 1 || reorder.isPending}
                      />
                      <RowButton
                        action={`${item.code}:edit`}
                        icon="ri:pencil-line"
                        label={t('list:rowAction.edit', { name: item.code })}
                        onClick={() => setEditing({ open: true, code: item.code })}
                      />
                      <RowButton
                        action={`${item.code}:deactivate`}
                        icon="ri:forbid-line"
                        label={t('list:rowAction.deactivate', { name: item.code })}
                        onClick={() => {
                          reorder.reset();
                          void deactivate.run(item);
                        }}
                        disabled={item.status !== 'ACTIVE'}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListboxItemDialog
        group={group}
        open={editing.open}
        mode={editing.code === null ? 'add' : 'edit'}
        item={editingItem}
        nextSeq={nextSeq}
        onReload={onReload}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      {deactivate.confirmDialog}
    </Box>
  );
}
