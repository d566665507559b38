import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { Logo } from 'src/components/logo';
import { HeaderShell } from '../shared/header-shell';
import { LanguageSwitch } from './language-switch';
import { SettingsButton } from 'src/components/settings-drawer/settings-button';
import { dialogTriggerProps } from 'src/lib/popup-props';

interface DashboardHeaderProps {
  /** Width of the fixed side menu on lg+ (0 for the horizontal layout). */
  navWidth: number;
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  accountMenu?: ReactNode;
}

export function DashboardHeader({
  navWidth,
  drawerId,
  drawerOpen,
  onOpenDrawer,
  accountMenu,
}: DashboardHeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <HeaderShell sx={{ width: { lg: `calc(100% - ${navWidth}px)` } }}>
      <IconButton
        aria-label={t('nav.openMenu')}
        {...dialogTriggerProps(drawerOpen, drawerId)}
        onClick={onOpenDrawer}
        sx={{ display: { lg: 'none' } }}
      >
        <Iconify icon="ri:menu-line" width={24} />
      </IconButton>
      {/* The side menu shows the logo on lg+; the horizontal layout has no side menu. */}
      <Box sx={{ display: { xs: 'none', sm: 'flex', lg: navWidth === 0 ? 'flex' : 'none' } }}>
        <Logo />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <LanguageSwitch />
      <SettingsButton />
      {accountMenu}
    </HeaderShell>
  );
}
