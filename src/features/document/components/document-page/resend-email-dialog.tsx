import type { DocumentDetail } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm } from 'src/components/form-dialog';
import { fieldMessage, isEmail, RhfTextField } from 'src/components/form-fields';
import { object, string, type ObjectSchema } from 'yup';
import { documentKeys, resendDocumentEmail } from '../../api/document-calls';

interface ResendValues extends Record<string, unknown> {
  email: string;
}
const emptyValues: ResendValues = { email: '' };
const schema: ObjectSchema<ResendValues> = object({
  email: string()
    .trim()
    .required(fieldMessage('required'))
    .test('email', fieldMessage('email'), (value) => isEmail(value)),
});

// A module constant: the form resets when its identity changes.
const toValues = (record: DocumentDetail): ResendValues => ({ email: record.buyerEmail ?? '' });

/**
 * Sends the PDF again: the recipient is shown (the buyer's address, or a corrected one typed in)
 * and asked once more before it goes. The server allows 3 re-sends an hour (429 beyond).
 */
export function ResendEmailDialog({
  document,
  open,
  onClose,
}: {
  document: DocumentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('document');
  const form = useRecordForm<ResendValues, DocumentDetail>({
    schema,
    emptyValues,
    record: document,
    toValues,
    open,
  });
  const email = form.watch('email');
  return (
    <FormDialog<ResendValues, DocumentDetail>
      open={open}
      mode="add"
      title={t('resend.emailTitle')}
      form={form}
      save={(values) => resendDocumentEmail({ documentId: document.documentId, email: values.email.trim() })}
      confirmMessage={t('resend.emailConfirm', { email: email.trim() })}
      invalidate={[documentKeys.detail(document.documentId), documentKeys.list]}
      onClose={onClose}
    >
      <RhfTextField<ResendValues> name="email" label={t('resend.email')} required autoComplete="off" />
    </FormDialog>
  );
}
