import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingItemRecord, LandingKind } from 'contract/landing';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { landingAdminKeys, reorderItems } from '../../api/landing-admin-calls';
import { moved } from './moved';

/**
 * Moves an item of the list and saves the kind's whole new order at once (reorder<Kind>). The
 * list — and the preview that reads it — shows the new order while it is saved; the answer
 * brings the new versions. A failure (someone else changed the list meanwhile: 409) puts the
 * order back and reads the list again; the error banner says why.
 */
export function useReorder(kind: LandingKind, items: readonly LandingItemRecord[]) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const key = landingAdminKeys.items(kind);
  const mutation = useMutation({
    mutationFn: (order: LandingItemRecord[]) =>
      reorderItems(kind, { items: order.map(({ id, version }) => ({ id, version })) }),
  });

  /** Resolves true once the new order is saved. */
  const move = async (from: number, to: number): Promise<boolean> => {
    if (mutation.isPending || from === to || to < 0 || to >= items.length) return false;
    const order = moved(items, from, to);
    queryClient.setQueryData(key, order);
    try {
      queryClient.setQueryData(key, await mutation.mutateAsync(order));
      enqueueSnackbar(t('toast.saveSuccess'), { variant: 'success' });
      return true;
    } catch {
      queryClient.setQueryData(key, items);
      enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      await queryClient.invalidateQueries({ queryKey: key });
      return false;
    }
  };

  return { move, isSaving: mutation.isPending };
}
