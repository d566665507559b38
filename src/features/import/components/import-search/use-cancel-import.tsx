import { useQueryClient } from '@tanstack/react-query';
import type { CustomerUpload } from 'contract/customer-upload';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { ApiError } from 'src/lib/api-error';
import { importKeys, takeImportStep } from '../../api/import-calls';

/**
 * Cancel from the list (issue 32): an abandoned upload (READY or VALIDATION_FAILED, the rows the
 * server offers CANCEL on) is cancelled where it is seen, after the same question as on its page,
 * and so leaves the dashboard's waiting figures. Refused because it moved on (409 / 422), the
 * banner says why and the list is read again, its row current.
 */
export function useCancelImport() {
  const { t } = useTranslation('import');
  const queryClient = useQueryClient();
  return useConfirmedAction({
    action: async (row: CustomerUpload) => {
      try {
        return await takeImportStep('CANCEL', { uploadId: row.uploadId, version: row.version });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || error.status === 422))
          void queryClient.invalidateQueries({ queryKey: importKeys.list });
        throw error;
      }
    },
    confirmation: { message: t('actions.cancelQuestion'), destructive: true },
    invalidate: [importKeys.all],
  });
}
