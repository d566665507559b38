import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { pageLinkProps } from 'src/components/router-link';
import { Iconify } from 'src/components/iconify';
import type { NavItemData } from './types';
import { useNavGroup } from './use-nav-group';

const buttonSx = {
  color: 'text.secondary',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[aria-current="page"], &[data-active="true"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

function HorizontalItem({ item }: { item: NavItemData }) {
  const { hasChildren, active, triggerProps, menu } = useNavGroup(item, 'below');
  const icon = item.icon && <Iconify icon={item.icon} width={20} />;

  if (!hasChildren) {
    return (
      <Button {...pageLinkProps(item.path, active)} startIcon={icon} sx={buttonSx}>
        {item.title}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...triggerProps}
        startIcon={icon}
        endIcon={<Iconify icon="ri:arrow-down-s-line" width={18} />}
        sx={buttonSx}
      >
        {item.title}
      </Button>
      {menu}
    </>
  );
}

/** A one-line menu bar; groups open a dropdown below. */
export function NavSectionHorizontal({ items }: { items: NavItemData[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('nav.label')}>
      <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.path}>
            <HorizontalItem item={item} />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
