import Typography from '@mui/material/Typography';
import type { TicketComment } from 'contract/ticket';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { StatusLabel } from 'src/components/status-label';
import { Timeline, TimelineEntry } from 'src/components/timeline';
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
        <Timeline label={t('page.conversation')}>
          {comments.map((comment) => (
            <TimelineEntry
              key={comment.commentId}
              spacing={0.75}
              mark={{
                width: 3,
                color: comment.internal
                  ? 'warning.main'
                  : comment.authorRole === 'ADMIN'
                    ? 'primary.main'
                    : 'divider',
              }}
              heading={t('comment.by', { name: comment.authorName, time: fDateTime(comment.createDtm) })}
              labels={
                <>
                  {comment.authorRole === 'ADMIN' && (
                    <StatusLabel status="SUPPORT" label={t('comment.support')} />
                  )}
                  {comment.internal && (
                    <StatusLabel status="INTERNAL" label={t('comment.internalTag')} tone="warning" />
                  )}
                </>
              }
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.message}
              </Typography>
              <AttachmentLinks files={comment.attachments} />
            </TimelineEntry>
          ))}
        </Timeline>
      )}
    </Section>
  );
}
