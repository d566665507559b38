import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PdfTemplateDetail } from 'contract/pdf-template';
import { useSnackbar } from 'notistack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from 'src/components/confirm-dialog';
import { savePdfInputColumn } from '../../api/pdf-template-calls';
import { pdfTemplateKeys } from '../../api/pdf-template-query-keys';
import { offerReloadIfStale } from '../offer-reload';
import { layoutToRequest, type Layout } from './layout';

/**
 * Saving the layout (ux.md "Dialogs and forms"): the modify confirmation (common:confirm.modify), one save at a time, the
 * saved / save-failed toasts; the answer (positions the server may have moved) becomes the
 * designer's state. A failure keeps the layout; 409 STALE_RECORD offers to reload. The error
 * banner shows the server's details (the API client reports every failure to it).
 */
export function useLayoutSave({
  pdfTemplateId,
  confirm,
  onSaved,
  onReload,
}: {
  pdfTemplateId: number;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  onSaved: (saved: PdfTemplateDetail) => void;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const mutation = useMutation({ mutationFn: savePdfInputColumn });

  const save = async (layout: Layout, version: number) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm({ message: t('confirm.modify') }))) return;
      const saved = await mutation.mutateAsync({ pdfTemplateId, version, ...layoutToRequest(layout) });
      enqueueSnackbar(t('toast.saveSuccess'), { variant: 'success' });
      queryClient.setQueryData(pdfTemplateKeys.detail(saved.pdfTemplateId), saved);
      void queryClient.invalidateQueries({ queryKey: pdfTemplateKeys.list });
      onSaved(saved);
    } catch (error) {
      enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      await offerReloadIfStale(error, confirm, t, onReload);
    } finally {
      busy.current = false;
    }
  };

  return { save, isSaving: mutation.isPending };
}
