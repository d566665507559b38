import type { CustomerUploadDetail } from 'contract/customer-upload';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useNewForm } from 'src/components/form-dialog';
import { requiredText, RhfTextField } from 'src/components/form-fields';
import { object, type ObjectSchema } from 'yup';
import { takeImportStep } from '../../api/import-calls';
import { reloadOnRefusal } from './reload-on-refusal';

interface RejectValues extends Record<string, unknown> {
  reason: string;
}
const emptyReject: RejectValues = { reason: '' };
const rejectSchema: ObjectSchema<RejectValues> = object({ reason: requiredText(500) });
/** Accounting sends a submitted upload back, saying why (required, ≤ 500 characters). */
export function RejectDialog({
  upload,
  open,
  onClose,
  invalidate,
}: {
  upload: CustomerUploadDetail;
  open: boolean;
  onClose: () => void;
  invalidate: QueryKey[];
}) {
  const { t } = useTranslation('import');
  const queryClient = useQueryClient();
  const form = useNewForm(rejectSchema, emptyReject, open);
  return (
    <FormDialog<RejectValues, CustomerUploadDetail>
      open={open}
      mode="add"
      title={t('actions.rejectTitle')}
      form={form}
      save={(values) =>
        reloadOnRefusal(
          queryClient,
          upload.uploadId,
          takeImportStep('REJECT', {
            uploadId: upload.uploadId,
            version: upload.version,
            reason: values.reason.trim(),
          }),
        )
      }
      confirmMessage={t('common:confirm.submit')}
      invalidate={invalidate}
      onClose={onClose}
    >
      <RhfTextField<RejectValues> name="reason" label={t('actions.reason')} multiline minRows={3} required />
    </FormDialog>
  );
}
