import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_NO_PATTERN } from 'contract/ticket';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from 'src/components/page-header';
import { RecordPageState, recordReadState } from 'src/components/record-page-state';
import { env } from 'src/config/env';
import { getTicket, ticketKeys } from '../api/ticket-calls';
import { ReplyForm } from '../components/ticket-page/reply-form';
import { TicketConversation } from '../components/ticket-page/ticket-conversation';
import { TicketFacts } from '../components/ticket-page/ticket-facts';
import { TicketHistory } from '../components/ticket-page/ticket-history';
import { TicketManage } from '../components/ticket-page/ticket-manage';
import { ticketPaths } from '../components/ticket-paths';

const isAdmin = env.module === 'admin';
const TICKET_NO = new RegExp(TICKET_NO_PATTERN);

/**
 * One ticket (menu TICKET, /ticket/:ticketRequestNo): what was asked, the conversation as a
 * timeline, the reply box, the status and priority for administrators (a reopen for the
 * customer), and the history. Opening it marks it read, so the menu's marker is refreshed.
 */
export default function TicketPage() {
  const { t } = useTranslation('ticket');
  const queryClient = useQueryClient();
  const ticketRequestNo = useParams().ticketRequestNo ?? '';
  const validNo = TICKET_NO.test(ticketRequestNo);
  const query = useQuery({
    queryKey: ticketKeys.detail(ticketRequestNo),
    // Silent: the page says what went wrong itself (not found, or could not load).
    queryFn: ({ signal }) => getTicket(ticketRequestNo, { signal, silent: true }),
    enabled: validNo,
  });
  const { data } = query;
  useEffect(() => {
    if (data) void queryClient.invalidateQueries({ queryKey: ticketKeys.unread });
  }, [data, queryClient]);
  const read = recordReadState(validNo, query);
  const { notFound } = read;
  const title = data
    ? t('page.title', { ticketRequestNo: data.ticketRequestNo })
    : notFound
      ? t('page.notFoundTitle')
      : t('page.loadingTitle');

  return (
    <Box data-page="page-ticket-detail">
      <PageHeader title={title} parents={[{ label: t('openTicket'), href: ticketPaths.list }]} />
      <RecordPageState {...read} textKeys="ticket:page" listPath={ticketPaths.list} />
      {data && (
        <Stack spacing={3}>
          <TicketFacts ticket={data} />
          <TicketManage ticket={data} isAdmin={isAdmin} />
          <TicketConversation comments={data.comments} />
          {data.status !== 'CLOSED' && <ReplyForm ticket={data} />}
          <TicketHistory history={data.history} />
        </Stack>
      )}
    </Box>
  );
}
