import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingItem } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from 'src/lib/i18n';
import type { SectionState } from './section-state';
import { localizeItem } from './localize';
import { ItemLink } from './item-link';
import { LandingImage } from './landing-image';
import { SectionFrame } from './section-frame';
import { SkeletonBlock } from 'src/components/skeleton-block';

const rowSx = {
  display: 'grid',
  gap: { xs: 3, md: 6 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
  alignItems: 'center',
} as const;

const imageSx = {
  display: 'block',
  width: 1,
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: 2,
} as const;

/** About us: one row per section, picture and text alternating sides on wide screens. */
export function AboutSection({ state }: { state: SectionState<LandingItem[]> }) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;

  return (
    <SectionFrame id="about-us" title={t('landing.aboutUs.title')} loading={state.status === 'loading'}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 6, md: 8 } }}>
        {state.status === 'loading' ? (
          <Box aria-hidden sx={rowSx}>
            <SkeletonBlock sx={{ width: 1, aspectRatio: '8 / 5', borderRadius: 2 }} />
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <SkeletonBlock sx={{ height: 36, width: '60%' }} />
              <SkeletonBlock sx={{ height: 20, width: 1 }} />
              <SkeletonBlock sx={{ height: 20, width: 1 }} />
              <SkeletonBlock sx={{ height: 20, width: '75%' }} />
            </Box>
          </Box>
        ) : (
          state.data.map((section, row) => {
            const { title, body } = localizeItem(section, lang);
            return (
              <Box component="article" key={section.id} sx={rowSx}>
                <Box sx={{ order: { md: row % 2 === 0 ? 0 : 1 } }}>
                  <LandingImage item={section} alt={title} sx={imageSx} />
                </Box>
                <Box>
                  <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
                    {title}
                  </Typography>
                  {body && (
                    <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.0625rem' } }}>
                      {body}
                    </Typography>
                  )}
                  {section.linkUrl && (
                    <Box sx={{ mt: 2, ml: -1 }}>
                      <ItemLink href={section.linkUrl} label={t('landing.aboutUs.more')} context={title} />
                    </Box>
                  )}
                </Box>
              </Box>
            );
          })
        )}
      </Box>
    </SectionFrame>
  );
}
