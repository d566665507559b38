import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadHistoryEntry } from 'contract/customer-upload';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';
import { actorName, isMachineActor } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';

/** Every step of the upload, oldest first: what, who (in which role), when, and the remark. */
export function ImportHistory({ history }: { history: readonly UploadHistoryEntry[] }) {
  const { t } = useTranslation('import');
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('history.title')}>
      {history.map((entry, index) => (
        <Stack
          component="li"
          key={`${index}-${entry.actionDtm}`}
          spacing={0.5}
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">
              {t(`history.action.${entry.action}`, { defaultValue: entry.action })}
            </Typography>
            <StatusLabel status={entry.status} label={t(`common:status.${entry.status}`)} />
          </Stack>
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
        </Stack>
      ))}
    </Stack>
  );
}
