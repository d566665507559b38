import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { Iconify } from 'src/components/iconify';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';

export interface Breadcrumb {
  label: string;
  /** In-app path; the last crumb (the current page) has none. */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's h1, also the document title. */
  title: string;
  /** The crumbs between Home (the dashboard), which leads, and this page's title, which ends. */
  parents?: readonly Breadcrumb[];
  /** Shows the Add (add) button; pass it only when the user may add. */
  onAdd?: () => void;
  /** The add button's text when Add is not enough (e.g. "Add province"). */
  addLabel?: string;
  /** More buttons, placed before the add button. */
  actions?: ReactNode;
}

/** Title, breadcrumbs and the page's main actions: the top of every back-office screen. */
export function PageHeader({ title, parents = [], onAdd, addLabel, actions }: PageHeaderProps) {
  const { t } = useTranslation('list');
  const breadcrumbs = [{ label: t('home'), href: paths.dashboard }, ...parents, { label: title }];
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <PageTitle title={title} />
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mt: 1 }}>
          {breadcrumbs.map((crumb, index) =>
            crumb.href !== undefined && index < breadcrumbs.length - 1 ? (
              <MuiLink
                key={crumb.label}
                component={RouterLink}
                to={crumb.href}
                color="inherit"
                underline="hover"
              >
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography
                key={crumb.label}
                sx={{ color: index === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary' }}
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {(actions !== undefined || onAdd !== undefined) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions}
          {onAdd && (
            <Button variant="contained" startIcon={<Iconify icon="ri:add-line" />} onClick={onAdd}>
              {addLabel ?? t('common:action.add')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
