import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TicketRow } from 'contract/ticket';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerColumn, dateTimeColumn, textColumn, type TableColumn } from 'src/components/data-table';
import { choosesCustomer } from 'src/components/import-target';
import { useListboxLabel } from 'src/components/listbox-select';
import { RouterLink } from 'src/components/router-link';
import { TICKET_PRIORITY_GROUP, TICKET_STATUS_GROUP, TICKET_TYPE_GROUP } from '../ticket-groups';
import { ticketPaths } from '../ticket-paths';
import { TicketStatusLabel, UnreadMark } from '../ticket-status';

/**
 * The ticket table's columns (spec §3: priority, number, subject, opened, last update, requested
 * by, type, status); `field` doubles as the API's sortBy. The number opens the ticket's page.
 */
export function useTicketColumns(): TableColumn<TicketRow>[] {
  const { t } = useTranslation('ticket');
  const priorityLabel = useListboxLabel(TICKET_PRIORITY_GROUP);
  const typeLabel = useListboxLabel(TICKET_TYPE_GROUP);
  const statusLabel = useListboxLabel(TICKET_STATUS_GROUP);
  return useMemo(() => {
    const columns: (TableColumn<TicketRow> | false)[] = [
      textColumn<TicketRow>({
        field: 'priority',
        headerName: t('priority'),
        minWidth: 120,
        text: (row) => priorityLabel(row.priority),
      }),
      {
        field: 'ticketRequestNo',
        headerName: t('ticketRequestNo'),
        minWidth: 170,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={ticketPaths.ticket(row.ticketRequestNo)} variant="body2">
            {row.ticketRequestNo}
          </Link>
        ),
        exportValue: (row) => row.ticketRequestNo,
      },
      {
        field: 'ticketSubject',
        headerName: t('ticketSubject'),
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            {/* A long subject gives way (ellipsis, whole in its tooltip); the unread label never. */}
            <Box
              component="span"
              title={row.ticketSubject}
              sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {row.ticketSubject}
            </Box>
            {row.unread && <UnreadMark />}
          </Stack>
        ),
        exportValue: (row) => row.ticketSubject,
      },
      choosesCustomer && customerColumn<TicketRow>(t('customer'), { sortable: false }),
      dateTimeColumn<TicketRow>({ field: 'createDtm', headerName: t('createDtm'), minWidth: 160 }),
      dateTimeColumn<TicketRow>({ field: 'lastUpdateDtm', headerName: t('lastUpdateDtm'), minWidth: 160 }),
      { field: 'requestName', headerName: t('requestName'), minWidth: 150, sortable: false },
      textColumn<TicketRow>({
        field: 'actionType',
        headerName: t('actionType'),
        minWidth: 170,
        sortable: false,
        text: (row) => typeLabel(row.actionType),
      }),
      {
        field: 'status',
        headerName: t('status'),
        minWidth: 150,
        renderCell: ({ row }) => <TicketStatusLabel status={row.status} />,
        exportValue: (row) => statusLabel(row.status),
      },
    ];
    return columns.filter((column): column is TableColumn<TicketRow> => column !== false);
  }, [t, priorityLabel, typeLabel, statusLabel]);
}
