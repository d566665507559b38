import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { DocumentDelivery } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';
import { Timeline, TimelineEntry } from 'src/components/timeline';
import { actorName } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';

/** Every send of the document, oldest first: channel, recipient (masked), who asked, when, result. */
export function DeliveryHistory({ deliveries }: { deliveries: readonly DocumentDelivery[] }) {
  const { t } = useTranslation('document');
  return (
    <Card>
      <CardHeader title={t('delivery.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {deliveries.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('delivery.none')}
          </Typography>
        ) : (
          <Timeline label={t('delivery.title')}>
            {deliveries.map((send, index) => (
              <TimelineEntry
                key={`${index}-${send.requestedDtm}`}
                heading={
                  <>
                    {t(`delivery.channel.${send.channel}`)} · {send.recipient}
                    {send.resend ? ` · ${t('delivery.resend')}` : ''}
                  </>
                }
                labels={<StatusLabel status={send.status} label={t(`deliveryStatuses.${send.status}`)} />}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('delivery.by', {
                    name: actorName(t, send.requestedBy),
                    time: fDateTime(send.requestedDtm),
                  })}
                  {send.sentDtm ? ` · ${t('delivery.sent', { time: fDateTime(send.sentDtm) })}` : ''}
                </Typography>
              </TimelineEntry>
            ))}
          </Timeline>
        )}
      </CardContent>
    </Card>
  );
}
