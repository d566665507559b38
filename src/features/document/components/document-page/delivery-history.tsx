import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentDelivery } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';
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
          <Stack
            component="ol"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('delivery.title')}
          >
            {deliveries.map((send, index) => (
              <Stack
                component="li"
                key={`${index}-${send.requestedDtm}`}
                spacing={0.5}
                sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">
                    {t(`delivery.channel.${send.channel}`)} · {send.recipient}
                    {send.resend ? ` · ${t('delivery.resend')}` : ''}
                  </Typography>
                  <StatusLabel status={send.status} label={t(`deliveryStatuses.${send.status}`)} />
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('delivery.by', {
                    name: actorName(t, send.requestedBy),
                    time: fDateTime(send.requestedDtm),
                  })}
                  {send.sentDtm ? ` · ${t('delivery.sent', { time: fDateTime(send.sentDtm) })}` : ''}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
