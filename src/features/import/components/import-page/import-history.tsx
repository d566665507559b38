import Typography from '@mui/material/Typography';
import type { UploadHistoryEntry } from 'contract/customer-upload';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';
import { Timeline, TimelineEntry } from 'src/components/timeline';
import { actorName, isMachineActor } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';

/** Every step of the upload, oldest first: what, who (in which role), when, and the remark. */
export function ImportHistory({ history }: { history: readonly UploadHistoryEntry[] }) {
  const { t } = useTranslation('import');
  return (
    <Timeline label={t('history.title')}>
      {history.map((entry, index) => (
        <TimelineEntry
          key={`${index}-${entry.actionDtm}`}
          heading={t(`history.action.${entry.action}`, { defaultValue: entry.action })}
          labels={<StatusLabel status={entry.status} label={t(`common:status.${entry.status}`)} />}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isMachineActor(entry.actionBy)
              ? t('history.byMachine', {
                  name: actorName(t, entry.actionBy),
                  time: fDateTime(entry.actionDtm),
                })
              : t('history.by', {
                  name: entry.actionBy,
                  role: t(`history.role.${entry.actionRole}`, { defaultValue: entry.actionRole }),
                  time: fDateTime(entry.actionDtm),
                })}
          </Typography>
          {entry.remark && <Typography variant="body2">{entry.remark}</Typography>}
        </TimelineEntry>
      ))}
    </Timeline>
  );
}
