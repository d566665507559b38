import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketHistoryEntry } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { useListboxLabel } from 'src/components/listbox-select';
import { actorName } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';
import { TICKET_PRIORITY_GROUP, TICKET_STATUS_GROUP } from '../ticket-groups';

/** Every status and priority change, oldest first (the opening first). */
export function TicketHistory({ history }: { history: readonly TicketHistoryEntry[] }) {
  const { t } = useTranslation('ticket');
  const status = useListboxLabel(TICKET_STATUS_GROUP);
  const priority = useListboxLabel(TICKET_PRIORITY_GROUP);
  return (
    <Section title={t('page.history')}>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('page.history')}>
        {history.map((entry, index) => (
          <Stack component="li" key={`${index}-${entry.changedDtm}`} spacing={0.25}>
            <Typography variant="body2">
              {[
                entry.status && t('historyEntry.status', { status: status(entry.status) }),
                entry.priority && t('historyEntry.priority', { priority: priority(entry.priority) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('historyEntry.by', {
                name: actorName(t, entry.changedBy),
                time: fDateTime(entry.changedDtm),
              })}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
