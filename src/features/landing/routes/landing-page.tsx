import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { CompassIcon } from 'src/components/inline-icons/icons/compass';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { FlagIcon } from 'src/components/inline-icons/icons/flag';
import { RunIcon } from 'src/components/inline-icons/icons/run';
import { TrophyIcon } from 'src/components/inline-icons/icons/trophy';
import type { InlineIcon } from 'src/components/inline-icons';
import { NewTabHint } from 'src/components/link';
import { FeatureCard, PageHero, Section } from 'src/components/marketing';
import { PageTitle } from 'src/components/page-title';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';
import { HeroArt } from '../components/hero-art';

const CATEGORIES: { key: string; icon: InlineIcon }[] = [
  { key: 'road', icon: RunIcon },
  { key: 'trail', icon: CompassIcon },
  { key: 'triathlon', icon: TrophyIcon },
  { key: 'cycling', icon: FlagIcon },
];

const cardGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
} as const;

/** Placeholder landing page: the real products, banners and announcements come later. */
export default function LandingPage() {
  const { t } = useTranslation('public');

  return (
    // `data-page` is a build marker: tests/build checks it never ships in back-office bundles.
    <Box data-page="page-landing">
      <PageTitle title={t('landing.documentTitle')} />
      <PageHero
        overline={t('landing.hero.overline')}
        title={t('landing.hero.title')}
        description={t('landing.hero.description')}
        aside={<HeroArt />}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              href={env.links.calendar}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<ExternalLinkIcon width={18} />}
            >
              {t('landing.hero.browseCalendar')}
              <NewTabHint />
            </Button>
            <Button variant="outlined" size="large" color="inherit" component={RouterLink} to={paths.aboutUs}>
              {t('landing.hero.learnMore')}
            </Button>
          </>
        }
      />
      <Section title={t('landing.categories.title')} description={t('landing.categories.description')}>
        <Box component="ul" sx={{ ...cardGridSx, listStyle: 'none', p: 0, m: 0 }}>
          {CATEGORIES.map(({ key, icon }) => (
            <li key={key}>
              <FeatureCard
                icon={icon}
                title={t(`landing.categories.${key}.title`)}
                text={t(`landing.categories.${key}.text`)}
              />
            </li>
          ))}
        </Box>
      </Section>
      <Section title={t('landing.organizers.title')} description={t('landing.organizers.description')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to={paths.contactUs}>
            {t('landing.organizers.contact')}
          </Button>
        </Box>
      </Section>
    </Box>
  );
}
