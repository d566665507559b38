import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Iconify } from 'src/components/iconify';
import { NavGroupMenu } from './nav-group-menu';
import type { NavItemData } from './types';
import { useActivePath } from './use-active-path';

const buttonSx = {
  color: 'text.secondary',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[aria-current="page"], &[data-active="true"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

function HorizontalItem({ item }: { item: NavItemData }) {
  const hasChildren = Boolean(item.children?.length);
  const active = useActivePath(item.path, hasChildren);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const icon = item.icon && <Iconify icon={item.icon} width={20} />;

  if (!hasChildren) {
    return (
      <Button
        component={RouterLink}
        to={item.path}
        startIcon={icon}
        aria-current={active ? 'page' : undefined}
        sx={buttonSx}
      >
        {item.title}
      </Button>
    );
  }
  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        data-active={active}
        startIcon={icon}
        endIcon={<Iconify icon="ri:arrow-down-s-line" width={18} />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={buttonSx}
      >
        {item.title}
      </Button>
      <NavGroupMenu
        id={menuId}
        labelledBy={buttonId}
        anchor={anchor}
        items={item.children ?? []}
        onClose={() => setAnchor(null)}
        placement="below"
      />
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
