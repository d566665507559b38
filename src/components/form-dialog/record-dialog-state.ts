import { useCallback, useState } from 'react';
import type { FormMode } from './form-mode';

export interface RecordDialogState<K> {
  open: boolean;
  mode: FormMode;
  /** The record's key (code) in modify / edit / inquiry; null when adding. */
  recordKey: K | null;
  openAdd: () => void;
  openRecord: (mode: Exclude<FormMode, 'add'>, key: K) => void;
  /**
   * From view to editing, in the same dialog (issue 32); absent when the user may not edit,
   * and then the view has no edit button.
   */
  switchToEdit?: () => void;
  close: () => void;
}

/**
 * Which record dialog is open, in which mode: the state a list page keeps for its dialog.
 * `editable`: the user may edit records, so a record opened for viewing can switch to editing.
 */
export function useRecordDialog<K = string>({
  editable = false,
}: { editable?: boolean } = {}): RecordDialogState<K> {
  const [state, setState] = useState<{ open: boolean; mode: FormMode; recordKey: K | null }>({
    open: false,
    mode: 'add',
    recordKey: null,
  });
  const openAdd = useCallback(() => setState({ open: true, mode: 'add', recordKey: null }), []);
  const openRecord = useCallback(
    (mode: Exclude<FormMode, 'add'>, recordKey: K) => setState({ open: true, mode, recordKey }),
    [],
  );
  // The mode and key stay while the dialog fades out, so its content does not change mid-exit.
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const switchToEdit = useCallback(
    () => setState((current) => (current.mode === 'inquiry' ? { ...current, mode: 'modify' } : current)),
    [],
  );
  return { ...state, openAdd, openRecord, ...(editable ? { switchToEdit } : {}), close };
}
