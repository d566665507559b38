import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from 'src/components/inline-icons/icons/menu';
import type { MainNavItem } from './nav-config';
import { dialogTriggerProps } from 'src/lib/popup-props';

// The drawer (MUI Modal, Drawer, List, Collapse) is not needed to paint the page: it loads on
// the first intent to open it, keeping it out of the public first-load budget.
const loadDrawer = () => import('./nav-mobile-drawer');
const NavMobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavMobileDrawer })));

/** Below lg: the menu button and its left drawer (spec §2). */
export function NavMobile({ items }: { items: MainNavItem[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const drawerId = useId();
  // The drawer belongs to the page it was opened on, so any navigation (the Back button
  // included) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const open = openOn === pathname;

  return (
    <>
      <IconButton
        aria-label={t('nav.openMenu')}
        {...dialogTriggerProps(open, drawerId)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpenOn(pathname);
        }}
        color="inherit"
        sx={{ display: { lg: 'none' } }}
      >
        <MenuIcon width={24} />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <NavMobileDrawer id={drawerId} items={items} open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
