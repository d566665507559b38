import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageLinkProps } from 'src/components/router-link';
import { ArrowDownSIcon } from 'src/components/inline-icons/icons/arrow-down-s';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { isExternalLink, NewTabHint } from 'src/components/link';
import { isNavGroup } from './nav-config';
import type { MainNavGroup, MainNavItem, MainNavLink } from './nav-config';

// The dropdown (MUI Menu, Popover, Modal) loads on the first intent to open one, keeping it
// out of the public first-load budget.
const loadMenu = () => import('./nav-desktop-menu');
const NavDesktopMenu = lazy(() => loadMenu().then((module) => ({ default: module.NavDesktopMenu })));

const itemSx = (theme: Theme) => ({
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { color: theme.palette.primary.main },
});

function DesktopLink({ item }: { item: MainNavLink }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();

  if (isExternalLink(item.path)) {
    return (
      <Button
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<ExternalLinkIcon width={16} />}
        sx={itemSx}
      >
        {t(item.title)}
        <NewTabHint />
      </Button>
    );
  }
  return (
    <Button {...pageLinkProps(item.path, pathname === item.path)} sx={itemSx}>
      {t(item.title)}
    </Button>
  );
}

function DesktopGroup({ item }: { item: MainNavGroup }) {
  const { t } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
        endIcon={<ArrowDownSIcon width={18} />}
        sx={itemSx}
      >
        {t(item.title)}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <NavDesktopMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            items={item.children}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The lg-and-up horizontal menu bar (spec §2); hidden by CSS below lg, so no layout shift. */
export function NavDesktop({ items }: { items: MainNavItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5 }}
    >
      {items.map((item) =>
        isNavGroup(item) ? (
          <DesktopGroup key={item.title} item={item} />
        ) : (
          <DesktopLink key={item.title} item={item} />
        ),
      )}
    </Box>
  );
}
