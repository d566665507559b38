import Typography from '@mui/material/Typography';
import type { TicketDetail } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { FactList, Section } from 'src/components/fact-list';
import { useListboxLabel } from 'src/components/listbox-select';
import { fDateTime } from 'src/lib/format';
import { TICKET_PRIORITY_GROUP, TICKET_TYPE_GROUP } from '../ticket-groups';
import { TicketStatusLabel } from '../ticket-status';
import { AttachmentLinks } from './attachment-links';

/** What the ticket is: subject, type, priority, status, who opened it for which customer, when, what was asked. */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('ticket');
  const priority = useListboxLabel(TICKET_PRIORITY_GROUP);
  const type = useListboxLabel(TICKET_TYPE_GROUP);
  return (
    <Section title={t('page.details')}>
      <FactList
        facts={[
          [t('ticketSubject'), ticket.ticketSubject],
          [t('actionType'), type(ticket.actionType)],
          [t('priority'), priority(ticket.priority)],
          [t('status'), <TicketStatusLabel key="status" status={ticket.status} />],
          [t('customer'), `${ticket.customerCode} ${ticket.customerName}`],
          [t('requestName'), ticket.requestName],
          [t('createDtm'), fDateTime(ticket.createDtm)],
          [t('lastUpdateDtm'), fDateTime(ticket.lastUpdateDtm)],
          [
            t('detail'),
            <Typography key="detail" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {ticket.detail}
            </Typography>,
          ],
          [
            t('attachments'),
            ticket.attachments.length ? <AttachmentLinks key="files" files={ticket.attachments} /> : null,
          ],
        ]}
      />
    </Section>
  );
}
