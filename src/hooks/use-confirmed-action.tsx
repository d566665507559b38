import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, type ConfirmOptions } from 'src/components/confirm-dialog';
import { isApiError } from 'src/lib/api-error';
import { revealApiFailure } from 'src/lib/api-events';

export interface ConfirmedActionOptions<T, R> {
  /** The call, e.g. a save with status DELETE. */
  action: (target: T) => Promise<R>;
  /** The question asked first, e.g. `{ message: t('common:confirm.delete'), destructive: true }`. */
  confirmation: ConfirmOptions | ((target: T) => ConfirmOptions);
  /** Queries refreshed after it succeeded. */
  invalidate?: readonly QueryKey[];
  onDone?: (result: R, target: T) => void;
  /**
   * The host shows `error` itself (a panel inside a dialog, over the page): the page's banner
   * is not scrolled to.
   */
  showsFailureInside?: boolean;
}

export interface ConfirmedAction<T> {
  /** Asks, then runs once (ignored while running). Resolves true when it ran and succeeded. */
  run: (target: T) => Promise<boolean>;
  isRunning: boolean;
  /** Why the last run failed; null before, while running, after a success and after `reset`. */
  error: unknown;
  reset: () => void;
  /** Render once in the component. */
  confirmDialog: ReactNode;
}

/**
 * A row action that changes data outside a dialog (delete, deactivate): confirm, run, toast
 * the saved / save-failed toasts, refresh. The error banner shows why a failure failed (the
 * API client reports it) and is scrolled into view — the row may be far down a long list; the
 * same action can simply be run again.
 */
export function useConfirmedAction<T, R>({
  action,
  confirmation,
  invalidate = [],
  onDone,
  showsFailureInside = false,
}: ConfirmedActionOptions<T, R>): ConfirmedAction<T> {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { confirm, confirmDialog } = useConfirm();
  const running = useRef(false);
  const mutation = useMutation({ mutationFn: action });

  const run = async (target: T): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    try {
      const question = typeof confirmation === 'function' ? confirmation(target) : confirmation;
      if (!(await confirm(question))) return false;
      const result = await mutation.mutateAsync(target);
      enqueueSnackbar(t('toast.saveSuccess'), { variant: 'success' });
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      onDone?.(result, target);
      return true;
    } catch (error) {
      enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      if (isApiError(error) && !showsFailureInside) revealApiFailure(error);
      return false;
    } finally {
      running.current = false;
    }
  };

  return { run, isRunning: mutation.isPending, error: mutation.error, reset: mutation.reset, confirmDialog };
}
