import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, RhfTextField } from 'src/components/form-fields';
import { choosesCustomer } from 'src/components/import-target';
import { ListboxSelect } from 'src/components/listbox-select';
import { TICKET_PRIORITY_GROUP, TICKET_STATUS_GROUP, TICKET_TYPE_GROUP } from '../ticket-groups';
import type { TicketCriteria } from './ticket-search';

/** The ticket search card: customer (administrators only), number, subject, priority, type, status, opened between. */
export function TicketCriteriaFields() {
  const { t } = useTranslation('ticket');
  return (
    <>
      {choosesCustomer && (
        <CustomerSelect<TicketCriteria> name="customerCode" label={t('customer')} empty="all" />
      )}
      <RhfTextField<TicketCriteria> name="ticketRequestNo" label={t('ticketRequestNo')} />
      <RhfTextField<TicketCriteria> name="ticketSubject" label={t('ticketSubject')} />
      <ListboxSelect<TicketCriteria>
        name="priority"
        label={t('priority')}
        group={TICKET_PRIORITY_GROUP}
        empty="all"
      />
      <ListboxSelect<TicketCriteria>
        name="actionType"
        label={t('actionType')}
        group={TICKET_TYPE_GROUP}
        empty="all"
      />
      <ListboxSelect<TicketCriteria>
        name="status"
        label={t('status')}
        group={TICKET_STATUS_GROUP}
        empty="all"
      />
      <RhfDateField<TicketCriteria> name="createDateFrom" label={t('createDateFrom')} />
      <RhfDateField<TicketCriteria> name="createDateTo" label={t('createDateTo')} />
    </>
  );
}
