import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from 'src/components/confirm-dialog';
import { useSaveMutation, type SaveMutationOptions } from 'src/hooks/use-save-mutation';
import { confirmKeyOf, type FormMode } from './form-mode';

export interface FormSaveOptions<V extends FieldValues, R> extends Omit<
  SaveMutationOptions<V, R>,
  'onStale'
> {
  mode: FormMode;
  /** Re-reads the record after a 409 STALE_RECORD (the form then shows the stored values). */
  onReload?: () => Promise<unknown>;
  /** The question before saving when it is not the mode's (an upload asks the upload text). */
  confirmMessage?: string;
  /** False for a harmless send that needs no question (a ticket reply, the contact form). */
  asksFirst?: boolean;
}

/**
 * The save of a record form, shared by dialogs (FormDialog) and page forms (the customer page):
 * the spec's confirm question, one save at a time with progress, toasts, fields marked by the
 * server, and on STALE_RECORD the offer to reload. `confirm` and `confirmDialog` serve the
 * form's other questions too (discard unsaved changes).
 */
export function useFormSave<V extends FieldValues, R>({
  mode,
  onReload,
  confirmMessage,
  asksFirst = true,
  ...options
}: FormSaveOptions<V, R>) {
  const { t } = useTranslation('common');
  const { confirm, confirmDialog } = useConfirm();
  // Set synchronously: a double click on save must not open two confirm prompts.
  const busy = useRef(false);

  const askToReload = async () => {
    const reload = await confirm({ message: t('list:stale.message'), confirmLabel: t('list:stale.reload') });
    if (!reload || !onReload) return;
    await onReload();
    // The form now shows the record as stored: the conflict is no longer news.
    reset();
  };

  const { submit, isSaving, error, errorOnFields, reset, abandon } = useSaveMutation<V, R>({
    ...options,
    onStale: onReload ? () => void askToReload() : undefined,
  });

  /** Asks the spec's question for this mode, then saves (the form's handleSubmit calls it). */
  const confirmAndSave = async (values: V) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!asksFirst || (await confirm({ message: confirmMessage ?? t(confirmKeyOf(mode)) })))
        await submit(values);
    } finally {
      busy.current = false;
    }
  };

  return {
    confirmAndSave,
    isSaving,
    /** Why the last save failed (null before, and once a save succeeded or it was reset). */
    saveError: error,
    /** The failure is said under its fields alone (no banner needed). */
    saveErrorOnFields: errorOnFields,
    resetSaveError: reset,
    /** Cancel while saving: stop waiting for the server (the form keeps what was typed). */
    abandonSave: abandon,
    /** True while the confirm question is open (the save itself can be abandoned). */
    isBusy: () => busy.current && !isSaving,
    confirm,
    confirmDialog,
  };
}
