import '../texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { FacebookIcon } from 'src/components/inline-icons/icons/facebook';
import { InstagramIcon } from 'src/components/inline-icons/icons/instagram';
import { LineIcon } from 'src/components/inline-icons/icons/line';
import type { InlineIcon } from 'src/components/inline-icons';
import { NewTabHint } from 'src/components/link';
import { FeatureCard, FeatureGrid, PageHero, Section } from 'src/components/marketing';
import { PageTitle } from 'src/components/page-title';
import { env } from 'src/config/env';
import { ContactFormSection } from '../components/contact-form-section';

const CHANNELS: { key: keyof typeof env.social; icon: InlineIcon }[] = [
  { key: 'line', icon: LineIcon },
  { key: 'facebook', icon: FacebookIcon },
  { key: 'instagram', icon: InstagramIcon },
];

/** The contact page: the contact e-mail form, then the chat and social channels. */
export default function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <Box data-page="page-contact">
      <PageTitle title={t('seo.pages.contact.title')} description={t('seo.pages.contact.description')} />
      <PageHero
        overline={t('contact.hero.overline')}
        title={t('contact.hero.title')}
        description={t('contact.hero.description')}
      />
      <ContactFormSection />
      <Section title={t('contact.channels.title')} description={t('contact.channels.description')}>
        <FeatureGrid>
          {CHANNELS.map(({ key, icon }) => (
            <li key={key}>
              <FeatureCard
                icon={icon}
                title={t(`contact.channels.${key}.title`)}
                text={t(`contact.channels.${key}.text`)}
              >
                <Button
                  href={env.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outlined"
                  color="inherit"
                  endIcon={<ExternalLinkIcon width={18} />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t(`contact.channels.${key}.action`)}
                  <NewTabHint />
                </Button>
              </FeatureCard>
            </li>
          ))}
        </FeatureGrid>
      </Section>
    </Box>
  );
}
