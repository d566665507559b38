import { useTranslation } from 'react-i18next';
import { choosesCustomer } from 'src/components/import-target';
import { CriteriaFields } from 'src/components/search-card';
import { TICKET_PRIORITY_GROUP, TICKET_STATUS_GROUP, TICKET_TYPE_GROUP } from '../ticket-groups';
import type { TicketCriteria } from './ticket-search';

/** The ticket search card: customer (administrators only), number, subject, priority, type, status, opened between. */
export function TicketCriteriaFields() {
  const { t } = useTranslation('ticket');
  return (
    <CriteriaFields<TicketCriteria>
      fields={[
        { name: 'customerCode', label: t('customer'), kind: 'customer', hidden: !choosesCustomer },
        { name: 'ticketRequestNo', label: t('ticketRequestNo') },
        { name: 'ticketSubject', label: t('ticketSubject') },
        { name: 'priority', label: t('priority'), group: TICKET_PRIORITY_GROUP },
        { name: 'actionType', label: t('actionType'), group: TICKET_TYPE_GROUP },
        { name: 'status', label: t('status'), group: TICKET_STATUS_GROUP },
        { name: 'createDateFrom', label: t('createDateFrom'), kind: 'date' },
        { name: 'createDateTo', label: t('createDateTo'), kind: 'date' },
      ]}
    />
  );
}
