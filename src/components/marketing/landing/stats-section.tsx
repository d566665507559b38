import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STAT_COUNTER_IDS, type StatCounter } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import { fNumber } from 'src/lib/format';
import { currentLanguage } from 'src/lib/i18n';
import type { SectionState } from './section-state';
import { counterLabel } from './localize';
import { SectionFrame } from './section-frame';
import { SkeletonBlock } from 'src/components/skeleton-block';

const listSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
  m: 0,
} as const;

/** One placeholder per seeded figure while they load. */
const SKELETON_FIGURES = Object.values(STAT_COUNTER_IDS);

const figureSx = {
  display: 'flex',
  // The figure reads first, the label under it; in the DOM the term (dt) comes first.
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: 1,
  py: 3,
  textAlign: 'center',
} as const;

/** The figures (getStatCounterById 1–3), numbers grouped per language. */
export function StatsSection({ state }: { state: SectionState<StatCounter[]> }) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;

  return (
    <SectionFrame id="stats" title={t('landing.stats.title')} loading={state.status === 'loading'} tinted>
      {/* A plain box while loading: a <dl> may hold only term/description groups. */}
      <Box component={state.status === 'loading' ? 'div' : 'dl'} sx={listSx}>
        {state.status === 'loading'
          ? SKELETON_FIGURES.map((id) => (
              <Box key={id} aria-hidden sx={{ ...figureSx, flexDirection: 'column' }}>
                <SkeletonBlock sx={{ height: 48, width: 160 }} />
                <SkeletonBlock sx={{ height: 24, width: 200 }} />
              </Box>
            ))
          : state.data.map((counter) => (
              <Box key={counter.id} sx={figureSx}>
                <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
                  {counterLabel(counter, lang)}
                </Typography>
                <Typography
                  component="dd"
                  variant="h2"
                  sx={(theme) => ({
                    m: 0,
                    lineHeight: '48px',
                    fontSize: { xs: '2.25rem', md: '2.75rem' },
                    color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
                  })}
                >
                  {fNumber(counter.value, { maximumFractionDigits: 0 }, lang)}
                </Typography>
              </Box>
            ))}
      </Box>
    </SectionFrame>
  );
}
