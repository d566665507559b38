import type { DocumentDetail } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm } from 'src/components/form-dialog';
import { fieldMessage, isEmail, isThaiMobile, RhfTextField } from 'src/components/form-fields';
import { object, string, type ObjectSchema } from 'yup';
import { documentKeys, resendDocumentEmail, resendDocumentSms } from '../../api/document-calls';

export type ResendChannel = 'EMAIL' | 'SMS';

interface ResendValues extends Record<string, unknown> {
  recipient: string;
}
const emptyValues: ResendValues = { recipient: '' };

const recipientSchema = (test: (value: string) => boolean, message: ReturnType<typeof fieldMessage>) =>
  object({
    recipient: string().trim().required(fieldMessage('required')).test('recipient', message, test),
  }) as ObjectSchema<ResendValues>;

// Module constants per channel: the form resets when `toValues` changes identity.
const channels = {
  EMAIL: {
    schema: recipientSchema(isEmail, fieldMessage('email')),
    toValues: (record: DocumentDetail): ResendValues => ({ recipient: record.buyerEmail ?? '' }),
    send: (documentId: number, recipient: string) => resendDocumentEmail({ documentId, email: recipient }),
    inputMode: 'email',
  },
  SMS: {
    schema: recipientSchema(isThaiMobile, { key: 'document:resend.SMS.invalid' }),
    toValues: (record: DocumentDetail): ResendValues => ({ recipient: record.buyerTel ?? '' }),
    send: (documentId: number, recipient: string) => resendDocumentSms({ documentId, tel: recipient }),
    inputMode: 'tel',
  },
} as const;

/**
 * Sends the document again by e-mail (the PDF attached) or SMS (a link to it): the recipient is
 * shown (the buyer's, or a corrected one typed in) and asked once more before it goes. The server
 * allows 3 re-sends an hour, both channels together (429 beyond).
 */
export function ResendDialog({
  document,
  channel,
  open,
  onClose,
}: {
  document: DocumentDetail;
  channel: ResendChannel;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('document');
  const rule = channels[channel];
  const form = useRecordForm<ResendValues, DocumentDetail>({
    schema: rule.schema,
    emptyValues,
    record: document,
    toValues: rule.toValues,
    open,
  });
  const recipient = form.watch('recipient').trim();
  return (
    <FormDialog<ResendValues, DocumentDetail>
      open={open}
      mode="add"
      title={t(`resend.${channel}.title`)}
      form={form}
      save={(values) => rule.send(document.documentId, values.recipient.trim())}
      confirmMessage={t(`resend.${channel}.confirm`, { recipient })}
      saveLabel={t('common:action.send')}
      invalidate={[documentKeys.detail(document.documentId), documentKeys.list]}
      onClose={onClose}
    >
      <RhfTextField<ResendValues>
        name="recipient"
        label={t(`resend.${channel}.recipient`)}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: rule.inputMode } }}
      />
    </FormDialog>
  );
}
