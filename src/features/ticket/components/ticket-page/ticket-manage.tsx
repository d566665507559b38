import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketPriority, TicketStatus } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { FormGrid, useFormSave, useRecordForm } from 'src/components/form-dialog';
import { choice, RhfForm, RhfSelect } from 'src/components/form-fields';
import { ListboxSelect, useListboxLabel } from 'src/components/listbox-select';
import { object, type ObjectSchema } from 'yup';
import { ticketKeys, updateTicket } from '../../api/ticket-calls';
import { TICKET_PRIORITY_GROUP, TICKET_STATUS_GROUP } from '../ticket-groups';

interface ManageValues extends Record<string, unknown> {
  status: string;
  priority: string;
}
const emptyManage: ManageValues = { status: '', priority: '' };
const schema: ObjectSchema<ManageValues> = object({ status: choice(), priority: choice() });
// A module constant: the form resets when its identity changes (and when the ticket does).
const toValues = (ticket: TicketDetail): ManageValues => ({
  status: ticket.status,
  priority: ticket.priority,
});

/**
 * Administrators: the status (to the moves the rules allow now) and the priority, saved with the
 * version that was read. The requester's customer: a resolved ticket can be reopened.
 */
export function TicketManage({ ticket, isAdmin }: { ticket: TicketDetail; isAdmin: boolean }) {
  const { t } = useTranslation('ticket');
  const queryClient = useQueryClient();
  const statusLabel = useListboxLabel(TICKET_STATUS_GROUP);
  const form = useRecordForm<ManageValues, TicketDetail>({
    schema,
    emptyValues: emptyManage,
    record: ticket,
    toValues,
    open: true,
  });
  const reopening = !isAdmin;
  const { confirmAndSave, isSaving, confirmDialog } = useFormSave<ManageValues, TicketDetail>({
    form,
    mode: 'edit',
    confirmMessage: reopening ? t('manage.reopenConfirm') : t('manage.confirm'),
    save: (values) =>
      updateTicket({
        ticketRequestNo: ticket.ticketRequestNo,
        version: ticket.version,
        ...(values.status !== ticket.status ? { status: values.status as TicketStatus } : {}),
        ...(values.priority !== ticket.priority ? { priority: values.priority as TicketPriority } : {}),
      }),
    invalidate: [ticketKeys.list],
    onReload: () => queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.ticketRequestNo) }),
    storeAt: (saved) => ticketKeys.detail(saved.ticketRequestNo),
  });
  if (reopening) {
    if (!ticket.nextStatuses.includes('IN_PROGRESS')) return confirmDialog;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          loading={isSaving}
          onClick={() => void confirmAndSave({ status: 'IN_PROGRESS', priority: ticket.priority })}
        >
          {t('manage.reopen')}
        </Button>
        {confirmDialog}
      </Box>
    );
  }
  const statuses = [ticket.status, ...ticket.nextStatuses].map((value) => ({
    value,
    label: statusLabel(value),
  }));
  return (
    <Section title={t('manage.title')}>
      <RhfForm form={form} onValid={confirmAndSave} aria-label={t('manage.title')}>
        <FormGrid>
          <RhfSelect<ManageValues> name="status" label={t('manage.status')} options={statuses} required />
          <ListboxSelect<ManageValues>
            name="priority"
            label={t('manage.priority')}
            group={TICKET_PRIORITY_GROUP}
            required
          />
        </FormGrid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={isSaving} disabled={!form.formState.isDirty}>
            {t('manage.save')}
          </Button>
        </Box>
      </RhfForm>
      {confirmDialog}
    </Section>
  );
}
