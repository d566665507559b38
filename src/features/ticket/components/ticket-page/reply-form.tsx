import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TICKET_COMMENT_MAX, type TicketDetail } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { useFormSave, useNewForm } from 'src/components/form-dialog';
import { requiredText, RhfCheckbox, RhfForm, RhfTextField } from 'src/components/form-fields';
import { env } from 'src/config/env';
import { array, boolean, mixed, object, type ObjectSchema } from 'yup';
import { addTicketComment, ticketKeys } from '../../api/ticket-calls';
import { AttachmentField } from '../attachment-field';

interface ReplyValues extends Record<string, unknown> {
  message: string;
  internal: boolean;
  startWork: boolean;
  files: File[];
}
const emptyReply: ReplyValues = { message: '', internal: false, startWork: true, files: [] };
// Module constants: the form resets when their identity changes.
const schema: ObjectSchema<ReplyValues> = object({
  message: requiredText(TICKET_COMMENT_MAX),
  internal: boolean().defined(),
  startWork: boolean().defined(),
  files: array(mixed<File>().defined()).defined(),
});

/** Administrators may leave a note only administrators see. */
const writesInternalNotes = env.module === 'admin';

/**
 * The reply box under the conversation: a message, up to three files, and for administrators
 * the internal-note switch and, on an OPEN ticket, whether the reply starts the work (IN_PROGRESS,
 * ticked by default). A reply is sent without a question (it harms nothing); a failed send keeps
 * the text and the files.
 */
export function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('ticket');
  const form = useNewForm(schema, emptyReply);
  const { confirmAndSave, isSaving, confirmDialog } = useFormSave<ReplyValues, TicketDetail>({
    form,
    mode: 'add',
    asksFirst: false,
    save: (values) =>
      addTicketComment(
        {
          ticketRequestNo: ticket.ticketRequestNo,
          message: values.message.trim(),
          ...(writesInternalNotes
            ? { internal: values.internal ? 'true' : 'false', startWork: values.startWork ? 'true' : 'false' }
            : {}),
        },
        values.files,
      ),
    invalidate: [ticketKeys.list],
    storeAt: (saved) => ticketKeys.detail(saved.ticketRequestNo),
    onSaved: () => form.reset(emptyReply),
  });
  const internal = form.watch('internal');
  return (
    <Section title={t('comment.message')}>
      <RhfForm form={form} onValid={confirmAndSave} aria-label={t('comment.message')}>
        <Stack spacing={2}>
          <RhfTextField<ReplyValues>
            name="message"
            label={t('comment.message')}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TICKET_COMMENT_MAX } }}
          />
          <AttachmentField<ReplyValues> control={form.control} name="files" disabled={isSaving} />
          {writesInternalNotes && <RhfCheckbox<ReplyValues> name="internal" label={t('comment.internal')} />}
          {writesInternalNotes && ticket.status === 'OPEN' && !internal && (
            <RhfCheckbox<ReplyValues> name="startWork" label={t('comment.startWork')} />
          )}
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={isSaving}>
            {t('comment.send')}
          </Button>
        </Box>
      </RhfForm>
      {confirmDialog}
    </Section>
  );
}
