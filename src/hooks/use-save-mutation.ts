import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from 'src/lib/api-error';
import { apiFailureHandled, revealApiFailure } from 'src/lib/api-events';
import { beginSave } from 'src/lib/saves-under-way';
import { isStaleRecord, markServerErrors } from './server-field-errors';

export interface SaveMutationOptions<V extends FieldValues, R> {
  form: UseFormReturn<V>;
  /** The save call (one file in the feature's api/ folder), from the form's values. */
  save: (values: V) => Promise<R>;
  /** Queries to refresh after a save (the list; look-ups that show the record). */
  invalidate?: readonly QueryKey[];
  /** 409 `<X>_DUPLICATE` key → the field it marks, e.g. `{ PROVINCE_DUPLICATE: 'provinceCode' }`. */
  duplicateFields?: Partial<Record<string, Path<V>>>;
  /**
   * The saved record's own query (a page's record): set to the answer, so the page shows what
   * was stored (and its new version) without reading it again.
   */
  storeAt?: (saved: R) => QueryKey;
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
   * that is enough — no toast or banner repeats it (issue 32, "one problem, one message").
   */
  errorOnFields: boolean;
  reset: () => void;
  /**
   * Stops waiting for the save under way (Cancel while saving): the form is free at once and
   * the late answer says nothing — only the lists it would have refreshed are refreshed.
   */
  abandon: () => void;
}

/**
 * The save half of every record dialog (ux.md "Dialogs and forms"):
 * - success: the saved toast, refresh `invalidate`, store the answer at `storeAt`, then `onSaved`;
 * - failure: the form keeps its values, fields named by the server are marked and the first is
 *   focused, STALE_RECORD calls `onStale`. When every detail is on a field, the fields say it
 *   alone: no toast, and the banner is closed. Otherwise (no answer in time, a 5xx, a refusal of
 *   no field) the save-failed toast, and the banner (filled by the API client) is scrolled into
 *   view, as the user may be at the foot of a long form; pressing save again tries again.
 */
export function useSaveMutation<V extends FieldValues, R>({
  form,
  save,
  invalidate = [],
  duplicateFields,
  storeAt,
  onSaved,
  onStale,
  showsFailureInside = false,
}: SaveMutationOptions<V, R>): SaveMutation<V> {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // The attempt under way: set synchronously, so a double click does not send twice; Cancel
  // calls its `stop`, and the attempt ends at once whatever the server does later.
  const attempt = useRef<{ stop: () => void; abandoned: boolean } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [errorOnFields, setErrorOnFields] = useState(false);

  const refresh = () => {
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
  };

  const submit = async (values: V): Promise<boolean> => {
    if (attempt.current !== null) return false;
    let stop = () => {};
    const stopped = new Promise<{ stopped: true }>((resolve) => {
      stop = () => resolve({ stopped: true });
    });
    const current = { stop, abandoned: false };
    attempt.current = current;
    setIsSaving(true);
    setError(null);
    setErrorOnFields(false);
    const endSave = beginSave();
    const saving = Promise.resolve().then(() => save(values));
    void saving.then(endSave, endSave);
    // Abandoned but saved after all: the lists still show it.
    void saving.then(
      () => current.abandoned && refresh(),
      () => undefined,
    );
    const outcome = await Promise.race([
      saving.then(
        (saved) => ({ saved }),
        (failure: unknown) => ({ failure }),
      ),
      stopped,
    ]);
    if (current.abandoned) return false;
    attempt.current = null;
    setIsSaving(false);
    if ('failure' in outcome) {
      const { failure } = outcome;
      setError(failure);
      const onFields = isApiError(failure) && sayOnFields(failure);
      if (!onFields) enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      return false;
    }
    if (!('saved' in outcome)) return false;
    enqueueSnackbar(t('toast.saveSuccess'), { variant: 'success' });
    // Not awaited: the dialog closes at once while the list refetches behind it.
    refresh();
    if (storeAt) queryClient.setQueryData(storeAt(outcome.saved), outcome.saved);
    onSaved?.(outcome.saved);
    return true;
  };

  /** Marks the fields the failure names; true when they say all of it (the banner closes). */
  function sayOnFields(failure: ApiError): boolean {
    if (isStaleRecord(failure)) onStale?.();
    const marked = markServerErrors(form, failure, duplicateFields);
    if (marked[0] !== undefined) form.setFocus(marked[0]);
    if (marked.length > 0 && marked.length === failure.details.length) {
      setErrorOnFields(true);
      apiFailureHandled(failure);
      return true;
    }
    if (!showsFailureInside) revealApiFailure(failure);
    return false;
  }

  // Stable: dialogs reset the last failure from an effect that lists it.
  const reset = useCallback(() => {
    setErrorOnFields(false);
    setError(null);
  }, []);
  const abandon = useCallback(() => {
    const current = attempt.current;
    if (current === null) return;
    current.abandoned = true;
    attempt.current = null;
    setIsSaving(false);
    current.stop();
  }, []);
  return { submit, isSaving, error, errorOnFields, reset, abandon };
}
