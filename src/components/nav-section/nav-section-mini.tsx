import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pageLinkProps } from 'src/components/router-link';
import { Iconify } from 'src/components/iconify';
import type { NavItemData } from './types';
import { useNavGroup } from './use-nav-group';

const tileSx = {
  width: 1,
  minHeight: 56,
  py: 1,
  px: 0.5,
  gap: 0.5,
  borderRadius: 1,
  flexDirection: 'column',
  color: 'text.secondary',
  '&[aria-current="page"], &[data-active="true"]': { color: 'primary.main', bgcolor: 'action.selected' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;

function TileContent({ item }: { item: NavItemData }) {
  return (
    <>
      <Iconify icon={item.icon ?? 'ri:arrow-right-s-line'} width={22} />
      <Typography variant="caption" sx={{ fontWeight: 600, lineHeight: 1.2, textAlign: 'center' }}>
        {item.title}
      </Typography>
    </>
  );
}

function MiniItem({ item }: { item: NavItemData }) {
  const { hasChildren, active, triggerProps, menu } = useNavGroup(item, 'right');

  if (!hasChildren) {
    return (
      <ButtonBase {...pageLinkProps(item.path, active)} sx={tileSx}>
        <TileContent item={item} />
      </ButtonBase>
    );
  }
  return (
    <>
      <ButtonBase {...triggerProps} sx={tileSx}>
        <TileContent item={item} />
      </ButtonBase>
      {menu}
    </>
  );
}

/** The 88-wide icon rail: icon over a short label; groups open a menu to the right. */
export function NavSectionMini({ items }: { items: NavItemData[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('nav.label')}>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, px: 1 }}>
        {items.map((item) => (
          <li key={item.path}>
            <MiniItem item={item} />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
