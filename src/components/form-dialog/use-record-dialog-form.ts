import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { FormMode } from './form-mode';
import type { RecordDialogState } from './record-dialog-state';
import { useRecordForm, type RecordFormOptions } from './use-record-form';

export interface RecordDialogFormOptions<K, V extends Record<string, unknown>, R> extends Omit<
  RecordFormOptions<V, R>,
  'record' | 'open'
> {
  dialog: RecordDialogState<K>;
  /** The record's query (for the dialog's key); it runs only while an existing record's dialog is open. */
  queryKey: QueryKey;
  queryFn: QueryFunction<R | null>;
}

export interface RecordDialogForm<V extends Record<string, unknown>, R> {
  /** Not adding: the record exists (its key fields cannot change). */
  existing: boolean;
  /** The record read from the server (modify / edit / inquiry), undefined when adding or loading. */
  current: R | undefined;
  /** The FormDialog props that follow from the dialog state and the record's query. */
  dialogProps: {
    open: boolean;
    mode: FormMode;
    form: UseFormReturn<V>;
    onReload: () => Promise<unknown>;
    onClose: () => void;
    /** In view mode, when the user may edit: the dialog's edit button. */
    onEdit?: () => void;
    loading: boolean;
    loadFailed: boolean;
  };
}

/**
 * A record dialog's read and form: the record is read fresh when an existing one opens (its
 * version guards the save) and fills the form (`useRecordForm`). An answer of null (the record
 * no longer exists) fails the load like an error does.
 */
export function useRecordDialogForm<K, V extends Record<string, unknown>, R>({
  dialog,
  queryKey,
  queryFn,
  schema,
  emptyValues,
  toValues,
}: RecordDialogFormOptions<K, V, R>): RecordDialogForm<V, R> {
  const { open, mode, recordKey, close, switchToEdit } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({ queryKey, queryFn, enabled: open && existing && recordKey !== null });
  const current = existing ? (record.data ?? undefined) : undefined;

  const form = useRecordForm({ schema, emptyValues, record: current, toValues, open });

  return {
    existing,
    current,
    dialogProps: {
      open,
      mode,
      form,
      onReload: () => record.refetch(),
      onClose: close,
      ...(mode === 'inquiry' && switchToEdit ? { onEdit: switchToEdit } : {}),
      loading: existing && record.isLoading,
      loadFailed: existing && (record.isError || record.data === null),
    },
  };
}
