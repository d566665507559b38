import Box from '@mui/material/Box';
import { NavSectionHorizontal } from 'src/components/nav-section/nav-section-horizontal';
import type { NavItemData } from 'src/components/nav-section';
import { LAYOUT } from 'src/config/constants';
import { NAV_HORIZONTAL_HEIGHT } from './nav-sizes';

/** lg+ with the horizontal layout: a menu bar fixed under the header. */
export default function DashboardNavHorizontal({ items }: { items: NavItemData[] }) {
  return (
    <Box
      data-nav="horizontal"
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        alignItems: 'center',
        position: 'fixed',
        top: LAYOUT.headerDesktop,
        left: 0,
        right: 0,
        height: NAV_HORIZONTAL_HEIGHT,
        px: 5,
        zIndex: theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <NavSectionHorizontal items={items} />
    </Box>
  );
}
