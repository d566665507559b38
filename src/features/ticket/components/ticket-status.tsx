import { useTranslation } from 'react-i18next';
import { useListboxLabel } from 'src/components/listbox-select';
import { StatusLabel } from 'src/components/status-label';
import { TICKET_STATUS_GROUP, TICKET_STATUS_TONES } from './ticket-groups';

/** A ticket's status as a coloured label, in the words of the TICKET_REQUEST_STATUS list. */
export function TicketStatusLabel({ status }: { status: keyof typeof TICKET_STATUS_TONES }) {
  const label = useListboxLabel(TICKET_STATUS_GROUP);
  return <StatusLabel status={status} label={label(status)} tone={TICKET_STATUS_TONES[status]} />;
}

/** "New reply" beside a ticket with something the user has not seen. */
export function UnreadMark() {
  const { t } = useTranslation('ticket');
  return <StatusLabel status="UNREAD" label={t('unread')} tone="error" />;
}
