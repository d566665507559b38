import { MAX_TICKET_ATTACHMENTS } from 'contract/ticket';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilePickerList } from 'src/components/file-drop';

/** What a ticket or a comment may carry (the server checks the content again). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.xlsx';

/** The files of a ticket form, kept in the form's values (a failed send keeps them). */
export function AttachmentField<V extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<V>;
  name: Path<V>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ticket');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FilePickerList
          files={field.value as File[]}
          onChange={field.onChange}
          accept={ATTACHMENT_ACCEPT}
          max={MAX_TICKET_ATTACHMENTS}
          label={t('attach')}
          disabled={disabled}
        />
      )}
    />
  );
}
