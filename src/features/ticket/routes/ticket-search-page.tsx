import Box from '@mui/material/Box';
import type { TicketRow } from 'contract/ticket';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { searchTickets, ticketKeys } from '../api/ticket-calls';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { ticketPaths } from '../components/ticket-paths';
import { useTicketColumns } from '../components/ticket-search/ticket-columns';
import { TicketCriteriaFields } from '../components/ticket-search/ticket-criteria';
import { ticketRequest, ticketSearchOptions } from '../components/ticket-search/ticket-search';

const ticketNoOf = (row: TicketRow) => row.ticketRequestNo;

/**
 * "Open ticket" (spec §2, menu TICKET /ticket), in both modules: the tickets with the spec's
 * columns, a marker on those with a reply not yet seen, and the dialog that opens a new one.
 * An administrator sees every customer's, a customer user its own (the server narrows).
 */
export default function TicketSearchPage() {
  const { t } = useTranslation('ticket');
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // To the new ticket's page once the dialog has closed (its unsaved-changes guard has let go).
  useEffect(() => {
    if (created !== null && !opening) void navigate(ticketPaths.ticket(created));
  }, [created, opening, navigate]);
  const screen = useListScreen({
    search: ticketSearchOptions,
    queryKey: ticketKeys.list,
    call: searchTickets,
    toRequest: ticketRequest,
    recordKey: ticketNoOf,
    readOnly: true,
  });
  const columns = useTicketColumns();
  const title = t('openTicket');

  return (
    <Box data-page="page-ticket">
      <PageHeader title={title} onAdd={() => setOpening(true)} addLabel={t('new.title')} />
      <ListScreenBody
        screen={screen}
        criteria={<TicketCriteriaFields />}
        dateRange={['createDateFrom', 'createDateTo']}
        columns={columns}
        exportFileName="tickets"
      />
      <NewTicketDialog
        open={opening}
        onClose={() => setOpening(false)}
        onCreated={(ticket) => setCreated(ticket.ticketRequestNo)}
      />
    </Box>
  );
}
