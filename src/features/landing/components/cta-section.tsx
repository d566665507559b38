import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { NewTabHint } from 'src/components/link';
import { env, type AppEnv } from 'src/config/env';
import { SectionFrame } from 'src/components/marketing/landing/section-frame';

type ServiceLink = keyof AppEnv['links'];

// The external services of the menu (spec §2), as calls to action for each audience.
const GROUPS: { key: 'runners' | 'organizers'; links: ServiceLink[] }[] = [
  { key: 'runners', links: ['calendar', 'event', 'virtual', 'thaiathon'] },
  { key: 'organizers', links: ['platformService', 'medalService'] },
];

const groupSx = {
  height: 1,
  p: { xs: 3, md: 4 },
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;

/** Calls to action: the runners' and organizers' services, each in a new tab. */
export function CtaSection() {
  const { t } = useTranslation('public');
  return (
    <SectionFrame id="get-started" title={t('landing.cta.title')} description={t('landing.cta.description')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {GROUPS.map(({ key, links }) => (
          <Box key={key} sx={groupSx}>
            <Typography variant="h5" component="h3">
              {t(`landing.cta.${key}.title`)}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t(`landing.cta.${key}.text`)}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto' }}>
              {links.map((link, position) => (
                <Button
                  key={link}
                  variant={position === 0 ? 'contained' : 'outlined'}
                  href={env.links[link]}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<ExternalLinkIcon width={18} />}
                >
                  {t(`landing.cta.links.${link}`)}
                  <NewTabHint />
                </Button>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionFrame>
  );
}
