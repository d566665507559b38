import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'src/lib/api-error';
import { apiFailureHandled, revealApiFailure } from 'src/lib/api-events';
import { isStaleRecord, markServerErrors } from './server-field-errors';

export interface SaveMutationOptions<V extends FieldValues, R> {
  form: UseFormReturn<V>;
  /** The save call (one file in the feature's api/ folder), from the form's values. */
  save: (values: V) => Promise<R>;
  /** Queries to refresh after a save (the list; look-ups that show the record). */
  invalidate?: readonly QueryKey[];
  /** 409 `<X>_DUPLICATE` key → the field it marks, e.g. `{ PROVINCE_DUPLICATE: 'provinceCode' }`. */
  duplicateFields?: Partial<Record<string, Path<V>>>;
  onSaved?: (saved: R) => void;
  /** 409 STALE_RECORD: someone saved the record since it was read. */
  onStale?: () => void;
  /**
   * The form repeats a failure inside itself (a dialog, over the page): the page's banner is
   * not scrolled to. A page form leaves it unset, and the banner comes into view.
   */
  showsFailureInside?: boolean;
}

export interface SaveMutation<V> {
  /** Saves once (a second call while saving is ignored). Resolves true when saved. */
  submit: (values: V) => Promise<boolean>;
  isSaving: boolean;
  /** Why the last save failed (null before, and once a save succeeded or `reset` was called). */
  error: unknown;
  /**
   * The last failure is said in full under its fields (every detail named a field of the form):
   * with the failure toast, that is enough — no banner repeats it (issue 19, "one problem, one
   * message").
   */
  errorOnFields: boolean;
  reset: () => void;
}

/**
 * The save half of every record dialog (ux.md "Dialogs and forms"):
 * - success: the saved toast, refresh `invalidate`, then `onSaved`;
 * - failure: the save-failed toast, the form keeps its values, fields named by the
 *   server are marked and the first is focused, STALE_RECORD calls `onStale`. The error banner
 *   shows the server's details by itself (the API client reports every failure to it), unless
 *   every detail is on a field: then the field says it, and the banner is closed. Otherwise (no
 *   answer, a 5xx, a refusal of no field) the banner is scrolled into view, as the user may be
 *   at the foot of a long form; pressing save again tries again.
 */
export function useSaveMutation<V extends FieldValues, R>({
  form,
  save,
  invalidate = [],
  duplicateFields,
  onSaved,
  onStale,
  showsFailureInside = false,
}: SaveMutationOptions<V, R>): SaveMutation<V> {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // isPending only flips on the next render: a double click must not send twice meanwhile.
  const inFlight = useRef(false);
  const mutation = useMutation({ mutationFn: save });
  const [errorOnFields, setErrorOnFields] = useState(false);

  const submit = async (values: V): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setErrorOnFields(false);
    try {
      const saved = await mutation.mutateAsync(values);
      enqueueSnackbar(t('toast.saveSuccess'), { variant: 'success' });
      // Not awaited: the dialog closes at once while the list refetches behind it.
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      onSaved?.(saved);
      return true;
    } catch (error) {
      enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      if (isApiError(error)) {
        if (isStaleRecord(error)) onStale?.();
        const marked = markServerErrors(form, error, duplicateFields);
        if (marked[0] !== undefined) form.setFocus(marked[0]);
        if (marked.length > 0 && marked.length === error.details.length) {
          setErrorOnFields(true);
          apiFailureHandled(error);
        } else if (!showsFailureInside) {
          revealApiFailure(error);
        }
      }
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  // Stable: dialogs reset the last failure from an effect that lists it.
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    setErrorOnFields(false);
    resetMutation();
  }, [resetMutation]);
  return { submit, isSaving: mutation.isPending, error: mutation.error, errorOnFields, reset };
}
