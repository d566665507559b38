import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketComment } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { StatusLabel } from 'src/components/status-label';
import { fDateTime } from 'src/lib/format';
import { AttachmentLinks } from './attachment-links';

/** The replies as a timeline, oldest first: who (support or the customer), when, what, which files. */
export function TicketConversation({ comments }: { comments: readonly TicketComment[] }) {
  const { t } = useTranslation('ticket');
  return (
    <Section title={t('page.conversation')}>
      {comments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('page.noComments')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('page.conversation')}
        >
          {comments.map((comment) => (
            <Stack
              component="li"
              key={comment.commentId}
              spacing={0.75}
              sx={{
                borderLeft: 3,
                borderColor: comment.internal
                  ? 'warning.main'
                  : comment.authorRole === 'ADMIN'
                    ? 'primary.main'
                    : 'divider',
                pl: 2,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">
                  {t('comment.by', { name: comment.authorName, time: fDateTime(comment.createDtm) })}
                </Typography>
                {comment.authorRole === 'ADMIN' && (
                  <StatusLabel status="SUPPORT" label={t('comment.support')} />
                )}
                {comment.internal && (
                  <StatusLabel status="INTERNAL" label={t('comment.internalTag')} tone="warning" />
                )}
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.message}
              </Typography>
              <AttachmentLinks files={comment.attachments} />
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
