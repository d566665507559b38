import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from 'src/components/page-header';
import { useUrlTab } from 'src/hooks';
import { LandingItemList } from '../components/item-list/landing-item-list';
import { LandingPreview } from '../components/preview/landing-preview';
import { StatCounterList } from '../components/stat-counters/stat-counter-list';
import { KINDS } from '../kinds';

const TABS = [...KINDS.map((settings) => settings.key), 'counters'] as const;
type ContentTab = (typeof TABS)[number];

/**
 * The public landing page's content (issue 18): a tab per list — banners, products and
 * services, about us, announcements — and one for the figures; under them, a preview of the
 * page in light or dark mode. Every change is saved at once and shows on the public site on its
 * next load (docs/landing-content.md, "Editing (ADMIN)"). The tab is in the URL (?tab=products).
 */
export default function LandingAdminPage() {
  const { t } = useTranslation('landing-admin');
  const { tab, selectTab, tabId, panelId } = useUrlTab(TABS);

  return (
    // Not "page-landing…": the bundle test looks for that marker of the public page.
    <Box data-page="page-site-content">
      <PageHeader title={t('title')} />
      <Card sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ContentTab) => selectTab(next)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(name === 'counters' ? 'counters.title' : `kinds.${name}.title`)}
              id={tabId(name)}
              aria-controls={panelId(name)}
            />
          ))}
        </Tabs>
        {/* Every panel stays mounted (each is a short list): a tab switch keeps its state. */}
        {KINDS.map((settings) => (
          <Box
            key={settings.key}
            role="tabpanel"
            id={panelId(settings.key)}
            aria-labelledby={tabId(settings.key)}
            hidden={tab !== settings.key}
          >
            <LandingItemList settings={settings} />
          </Box>
        ))}
        <Box
          role="tabpanel"
          id={panelId('counters')}
          aria-labelledby={tabId('counters')}
          hidden={tab !== 'counters'}
        >
          <StatCounterList />
        </Box>
      </Card>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <LandingPreview />
      </Card>
    </Box>
  );
}
