import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from 'src/components/router-link';
import { Iconify } from 'src/components/iconify';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';
import { findMenuNode, useMenuTree } from 'src/lib/menus';

/**
 * Stands in for a menu screen that is not built yet, so that every menu link leads somewhere
 * inside the layout instead of a 404. Titled with the menu's own label.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const { tree } = useMenuTree();
  const title = (tree && findMenuNode(tree, pathname)?.label) || t('comingSoon.title');
  return (
    <div data-page="page-coming-soon">
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Card variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderStyle: 'dashed', textAlign: 'center' }}>
        <Iconify icon="ri:tools-line" width={48} sx={{ color: 'text.secondary', mb: 2 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('comingSoon.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('comingSoon.description')}</Typography>
        <Button component={RouterLink} to={paths.dashboard} variant="outlined">
          {t('comingSoon.back')}
        </Button>
      </Card>
    </div>
  );
}
