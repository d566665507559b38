import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Logo } from 'src/components/logo';
import { NavSectionVertical } from 'src/components/nav-section/nav-section-vertical';
import type { NavItemData } from 'src/components/nav-section';
import { LAYOUT } from 'src/config/constants';
import { dialogPaperProps } from 'src/lib/popup-props';

interface DashboardNavMobileProps {
  items: NavItemData[];
  id: string;
  /** The path the drawer was opened on: it is open only while that page is shown. */
  openOn: string | null;
  onClose: () => void;
}

/** Below lg every layout uses this left drawer with the vertical menu. */
export default function DashboardNavMobile({ items, id, openOn, onClose }: DashboardNavMobileProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <Drawer
      open={openOn === pathname}
      onClose={onClose}
      slotProps={dialogPaperProps(id, t('nav.drawerLabel'), { width: LAYOUT.navVertical })}
    >
      <Box sx={{ px: 2.5, py: 3 }}>
        <Logo />
      </Box>
      <NavSectionVertical items={items} onNavigate={onClose} />
    </Drawer>
  );
}
