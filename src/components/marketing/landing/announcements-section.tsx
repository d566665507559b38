import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingItem } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import { fDate } from 'src/lib/format';
import { currentLanguage } from 'src/lib/i18n';
import type { SectionState } from './section-state';
import { localizeItem } from './localize';
import { ItemLink } from './item-link';
import { SectionFrame } from './section-frame';
import { SkeletonBlock } from 'src/components/skeleton-block';

const listSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

const itemSx = {
  height: 1,
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;

const SKELETON_ITEMS = 2;

/** Announcements, newest first as the server orders them, each with its date. */
export function AnnouncementsSection({ state }: { state: SectionState<LandingItem[]> }) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;

  return (
    <SectionFrame
      id="announcements"
      title={t('landing.announcements.title')}
      loading={state.status === 'loading'}
      tinted
    >
      <Box component="ul" sx={listSx}>
        {state.status === 'loading'
          ? Array.from({ length: SKELETON_ITEMS }, (_, item) => (
              <Box component="li" key={item} aria-hidden sx={itemSx}>
                <SkeletonBlock sx={{ height: 20, width: 120 }} />
                <SkeletonBlock sx={{ height: 28, width: '80%' }} />
                <SkeletonBlock sx={{ height: 20, width: 1 }} />
              </Box>
            ))
          : state.data.map((announcement) => {
              const { title, body } = localizeItem(announcement, lang);
              return (
                <Box component="li" key={announcement.id}>
                  <Box component="article" sx={itemSx}>
                    {announcement.publishDate && (
                      <Typography
                        component="time"
                        dateTime={announcement.publishDate}
                        variant="body2"
                        sx={(theme) => ({
                          fontWeight: 600,
                          color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
                        })}
                      >
                        {fDate(announcement.publishDate, undefined, lang)}
                      </Typography>
                    )}
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    {body && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {body}
                      </Typography>
                    )}
                    {announcement.linkUrl && (
                      <Box sx={{ ml: -1 }}>
                        <ItemLink
                          href={announcement.linkUrl}
                          label={t('landing.announcements.more')}
                          context={title}
                        />
                      </Box>
                    )}
                  </Box>
                </Box>
              );
            })}
      </Box>
    </SectionFrame>
  );
}
