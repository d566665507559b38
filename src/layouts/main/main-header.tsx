import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Logo } from 'src/components/logo';
import { paths } from 'src/config/paths';
import { HeaderShell } from '../shared/header-shell';
import { LanguageToggle } from '../shared/language-toggle';
import { ThemeModeButton } from '../shared/theme-mode-button';
import { getMainNavItems } from './nav-config';
import { NavDesktop } from './nav-desktop';
import { NavMobile } from './nav-mobile';

export function MainHeader() {
  const { pathname } = useLocation();
  const items = useMemo(() => getMainNavItems(), []);

  return (
    <HeaderShell>
      <NavMobile items={items} />
      {/* Spec §2: the logo is hidden on the login page. */}
      {pathname !== paths.login && <Logo />}
      <Box sx={{ flexGrow: 1 }} />
      <NavDesktop items={items} />
      {/* Below lg the switch is in the drawer, beside the menu (issue 32 item 6). */}
      <Box sx={{ display: { xs: 'none', lg: 'flex' }, ml: 1 }}>
        <LanguageToggle />
      </Box>
      <ThemeModeButton />
    </HeaderShell>
  );
}
