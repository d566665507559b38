import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { FlagIcon } from 'src/components/inline-icons/icons/flag';
import { MedalIcon } from 'src/components/inline-icons/icons/medal';
import { TeamIcon } from 'src/components/inline-icons/icons/team';
import type { InlineIcon } from 'src/components/inline-icons';
import { FeatureCard, PageHero, Section } from 'src/components/marketing';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';

const VALUES: { key: string; icon: InlineIcon }[] = [
  { key: 'mission', icon: FlagIcon },
  { key: 'community', icon: TeamIcon },
  { key: 'trust', icon: MedalIcon },
];

/** Placeholder about page: the real about-us content comes from the API later. */
export default function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <Box data-page="page-about">
      <PageTitle title={t('about.documentTitle')} />
      <PageHero
        overline={t('about.hero.overline')}
        title={t('about.hero.title')}
        description={t('about.hero.description')}
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={paths.contactUs}>
            {t('about.hero.contact')}
          </Button>
        }
      />
      <Section title={t('about.values.title')}>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {VALUES.map(({ key, icon }) => (
            <li key={key}>
              <FeatureCard
                icon={icon}
                title={t(`about.values.${key}.title`)}
                text={t(`about.values.${key}.text`)}
              />
            </li>
          ))}
        </Box>
      </Section>
    </Box>
  );
}
