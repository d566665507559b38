import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormReadOnlyContext } from 'src/components/form-fields/form-read-only';
import { Iconify } from 'src/components/iconify';
import { UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { focusFirstField } from './focus-first-field';
import { isReadOnlyMode, type FormMode } from './form-mode';
import { SaveFailureAlert } from './save-failure-alert';
import { useFormSave } from './use-form-save';

export interface FormDialogProps<V extends FieldValues, R> {
  open: boolean;
  mode: FormMode;
  title: string;
  /** From `useRecordForm` (or `useForm` with mode 'onTouched'). */
  form: UseFormReturn<V>;
  /** The save call from the form's values (not called in inquiry mode). */
  save: (values: V) => Promise<R>;
  /** Queries refreshed after a save: the list keeps its page and shows the change. */
  invalidate?: readonly QueryKey[];
  /** 409 `<X>_DUPLICATE` key → the field it marks, e.g. `{ PROVINCE_DUPLICATE: 'provinceCode' }`. */
  duplicateFields?: Partial<Record<string, Path<V>>>;
  /** Re-reads the record after a 409 STALE_RECORD (the form then shows the new values). */
  onReload?: () => Promise<unknown>;
  /**
   * After a save, once `onClose` ran: it may reopen the dialog, e.g. a new group in modify mode
   * so that its items can be added at once.
   */
  onSaved?: (saved: R) => void;
  /** Closes the dialog (after a save, or after the user confirmed discarding changes). */
  onClose: () => void;
  /** Inquiry only: an edit button that turns this view into the editing form (issue 32). */
  onEdit?: () => void;
  /** The question before saving when it is not the mode's (spec §8: upload asks the upload text). */
  confirmMessage?: string;
  /** The save button's word when the dialog does something else than save, e.g. Send (the re-send dialog). */
  saveLabel?: string;
  /** The record is being read: a spinner replaces the fields. */
  loading?: boolean;
  /** The record could not be read (the error banner says why): the fields are not shown. */
  loadFailed?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields (RhfTextField, RhfSelect, AddressFields …); they turn read-only in inquiry. */
  children: ReactNode;
  /** Content below the fields that is not part of this form (e.g. child records). */
  footer?: ReactNode;
}

/**
 * A record dialog (ux.md "Dialogs and forms"): add / modify / edit / inquiry. Save validates
 * everything (errors under the fields, focus on the first), asks the spec's confirm question,
 * saves once with progress on the button, toasts the result, closes and refreshes the list on
 * success; on failure (no answer, a 5xx, a refusal) it keeps the values, toasts and says why
 * inside the dialog, and save tries again. Closing with unsaved changes asks first, and so does
 * leaving the page. A STALE_RECORD answer offers to reload the record.
 */
export function FormDialog<V extends FieldValues, R>({
  open,
  mode,
  title,
  form,
  save,
  invalidate,
  duplicateFields,
  onReload,
  onSaved,
  onClose,
  onEdit,
  confirmMessage,
  saveLabel,
  loading = false,
  loadFailed = false,
  maxWidth = 'sm',
  children,
  footer,
}: FormDialogProps<V, R>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const readOnly = isReadOnlyMode(mode);
  const {
    confirmAndSave,
    isSaving,
    saveError,
    saveErrorOnFields,
    resetSaveError,
    abandonSave,
    isBusy,
    confirm,
    confirmDialog,
  } = useFormSave({
    form,
    mode,
    save,
    invalidate,
    duplicateFields,
    onReload,
    confirmMessage,
    // Said inside the dialog (below): the page's banner is behind it.
    showsFailureInside: true,
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });

  const { isDirty } = form.formState;

  // Each opening starts without the last failure.
  useEffect(() => {
    if (open) resetSaveError();
  }, [open, resetSaveError]);

  // Cancel always works: during a save it stops waiting for the server first (issue 32).
  const requestClose = async () => {
    if (isBusy()) return;
    abandonSave();
    if (!readOnly && isDirty) {
      const discard = await confirm({
        message: t('list:unsaved.message'),
        confirmLabel: t('list:unsaved.discard'),
        cancelLabel: t('list:unsaved.stay'),
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  const showFields = !loading && !loadFailed;

  return (
    <>
      <Dialog
        open={open}
        onClose={() => void requestClose()}
        maxWidth={maxWidth}
        fullWidth
        aria-labelledby={titleId}
        slotProps={{
          paper: {
            component: 'form',
            noValidate: true,
            onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              // React events bubble through portals: a dialog opened from this one (a child
              // record) must not submit this form too.
              event.stopPropagation();
              if (!readOnly && showFields) void form.handleSubmit(confirmAndSave)(event);
            },
          } as object,
          transition: { onEntered: () => focusFirstField(contentRef.current) },
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers ref={contentRef}>
          {loading && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={t('loading')} />
            </Box>
          )}
          {loadFailed && <Alert severity="error">{t('list:dialog.loadFailed')}</Alert>}
          {/* The page's error banner is behind the dialog (and hidden from screen readers while
              it is open): the server's details of a failed save are repeated here, unless the
              fields say them all. */}
          {saveError !== null && !isSaving && !saveErrorOnFields && (
            <SaveFailureAlert error={saveError} sx={{ mb: 2 }} />
          )}
          {showFields && (
            <FormReadOnlyContext.Provider value={readOnly}>
              <FormProvider {...form}>{children}</FormProvider>
            </FormReadOnlyContext.Provider>
          )}
          {showFields && footer}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" variant="outlined" onClick={() => void requestClose()}>
            {readOnly ? t('action.close') : t('action.cancel')}
          </Button>
          {readOnly && onEdit && (
            <Button
              variant="contained"
              startIcon={<Iconify icon="ri:pencil-line" />}
              onClick={onEdit}
              disabled={!showFields}
            >
              {t('action.edit')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSaving} disabled={!showFields}>
              {saveLabel ?? t('action.save')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {confirmDialog}
      {open && !readOnly && isDirty && <UnsavedChangesGuard />}
    </>
  );
}
