import '../texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { FlagIcon } from 'src/components/inline-icons/icons/flag';
import { MedalIcon } from 'src/components/inline-icons/icons/medal';
import { TeamIcon } from 'src/components/inline-icons/icons/team';
import type { InlineIcon } from 'src/components/inline-icons';
import { FeatureCard, FeatureGrid, PageHero, Section } from 'src/components/marketing';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';
import { AboutUsSections } from '../components/about-us-sections';
import { inlinedAboutUs } from '../utils/inlined-about-us';

const VALUES: { key: string; icon: InlineIcon }[] = [
  { key: 'mission', icon: FlagIcon },
  { key: 'community', icon: TeamIcon },
  { key: 'trust', icon: MedalIcon },
];

/**
 * The about page: the hero, the sections administrators edit (inlined into the page by the
 * server, so read once at start), and what we care about.
 */
export default function AboutPage() {
  const { t } = useTranslation('public');
  const [sections] = useState(inlinedAboutUs);
  return (
    <Box data-page="page-about">
      <PageTitle title={t('seo.pages.about.title')} description={t('seo.pages.about.description')} />
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
      {sections.length > 0 && (
        <Section title={t('about.sectionsTitle')}>
          <AboutUsSections items={sections} />
        </Section>
      )}
      <Section title={t('about.values.title')}>
        <FeatureGrid>
          {VALUES.map(({ key, icon }) => (
            <li key={key}>
              <FeatureCard
                icon={icon}
                title={t(`about.values.${key}.title`)}
                text={t(`about.values.${key}.text`)}
              />
            </li>
          ))}
        </FeatureGrid>
      </Section>
    </Box>
  );
}
