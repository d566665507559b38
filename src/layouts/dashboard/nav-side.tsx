import Box from '@mui/material/Box';
import { Logo, LogoMark } from 'src/components/logo';
import { lazy, Suspense } from 'react';
import { NavSectionVertical } from 'src/components/nav-section/nav-section-vertical';
import type { NavItemData } from 'src/components/nav-section';

// The icon rail (with its dropdown menus) loads only for those who chose the mini layout.
const NavSectionMini = lazy(async () => ({
  default: (await import('src/components/nav-section/nav-section-mini')).NavSectionMini,
}));

interface DashboardNavSideProps {
  items: NavItemData[];
  width: number;
  mini: boolean;
}

/** The fixed left menu on lg+: 280 wide with labels, or the 88-wide icon rail (settings). */
export function DashboardNavSide({ items, width, mini }: DashboardNavSideProps) {
  return (
    <Box
      data-nav={mini ? 'mini' : 'vertical'}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        width,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        overflowY: 'auto',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box
        sx={{ px: mini ? 0 : 2.5, py: 3, display: 'flex', justifyContent: mini ? 'center' : 'flex-start' }}
      >
        {mini ? <LogoMark size={40} /> : <Logo />}
      </Box>
      {mini ? (
        <Suspense fallback={null}>
          <NavSectionMini items={items} />
        </Suspense>
      ) : (
        <NavSectionVertical items={items} />
      )}
    </Box>
  );
}
