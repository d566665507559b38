import Box from '@mui/material/Box';
import {
  TICKET_DETAIL_MAX,
  TICKET_SUBJECT_MAX,
  type TicketDetail,
  type TicketPriority,
  type TicketType,
} from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { FormDialog, FormGrid, useNewForm } from 'src/components/form-dialog';
import { choice, requiredText, RhfTextField } from 'src/components/form-fields';
import { choosesCustomer } from 'src/components/import-target';
import { ListboxSelect } from 'src/components/listbox-select';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { createTicket, ticketKeys } from '../api/ticket-calls';
import { AttachmentField } from './attachment-field';
import { TICKET_PRIORITY_GROUP, TICKET_TYPE_GROUP } from './ticket-groups';

interface NewTicketValues extends Record<string, unknown> {
  customerCode: string;
  ticketSubject: string;
  actionType: string;
  priority: string;
  detail: string;
  files: File[];
}

const emptyTicket: NewTicketValues = {
  customerCode: '',
  ticketSubject: '',
  actionType: '',
  priority: 'MEDIUM',
  detail: '',
  files: [],
};
// Module constants: the form resets when their identity changes.
const schema: ObjectSchema<NewTicketValues> = object({
  // An administrator opens a ticket for a customer; a customer user for its own.
  customerCode: choosesCustomer ? choice() : string().defined(),
  ticketSubject: requiredText(TICKET_SUBJECT_MAX),
  actionType: choice(),
  priority: choice(),
  detail: requiredText(TICKET_DETAIL_MAX),
  files: array(mixed<File>().defined()).defined(),
});

/**
 * "Open ticket": subject, type, priority, what happened, up to three files (checked here
 * first), the question, then the new ticket's page.
 */
export function NewTicketDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (ticket: TicketDetail) => void;
}) {
  const { t } = useTranslation('ticket');
  const form = useNewForm(schema, emptyTicket, open);
  const save = (values: NewTicketValues) =>
    createTicket(
      {
        ticketSubject: values.ticketSubject.trim(),
        detail: values.detail.trim(),
        priority: values.priority as TicketPriority,
        actionType: values.actionType as TicketType,
        ...(values.customerCode ? { customerCode: values.customerCode } : {}),
      },
      values.files,
    );
  return (
    <FormDialog<NewTicketValues, TicketDetail>
      open={open}
      mode="add"
      title={t('new.title')}
      form={form}
      save={save}
      confirmMessage={t('new.confirm')}
      invalidate={[ticketKeys.list, ticketKeys.unread]}
      onSaved={onCreated}
      onClose={onClose}
    >
      <FormGrid>
        {choosesCustomer && <CustomerSelect<NewTicketValues> name="customerCode" label={t('customer')} />}
        <RhfTextField<NewTicketValues>
          name="ticketSubject"
          label={t('ticketSubject')}
          required
          slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }}
        />
        <ListboxSelect<NewTicketValues>
          name="actionType"
          label={t('actionType')}
          group={TICKET_TYPE_GROUP}
          empty="choose"
          required
        />
        <ListboxSelect<NewTicketValues>
          name="priority"
          label={t('priority')}
          group={TICKET_PRIORITY_GROUP}
          required
        />
      </FormGrid>
      <Box sx={{ mt: 2 }}>
        <RhfTextField<NewTicketValues>
          name="detail"
          label={t('detail')}
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: TICKET_DETAIL_MAX } }}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <AttachmentField<NewTicketValues> control={form.control} name="files" />
      </Box>
    </FormDialog>
  );
}
