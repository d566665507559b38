import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLinkProps } from 'src/components/router-link';
import { Iconify } from 'src/components/iconify';
import { NavBadge } from './nav-badge';
import type { NavItemData } from './types';
import { useActivePath } from './use-active-path';

interface ItemProps {
  item: NavItemData;
  depth: number;
  onNavigate?: () => void;
}

const rowSx = (depth: number) => ({ minHeight: 44, borderRadius: 1, mb: 0.5, pl: 1.5 + depth * 2 });

/** A row's icon (if any) and label. */
function RowContent({ item }: { item: NavItemData }) {
  return (
    <>
      {item.icon && (
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <Iconify icon={item.icon} width={22} />
        </ListItemIcon>
      )}
      <ListItemText
        primary={item.title}
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
      />
      <NavBadge badge={item.badge} />
    </>
  );
}

function NavLeaf({ item, depth, onNavigate }: ItemProps) {
  const active = useActivePath(item.path, false);
  return (
    <ListItemButton
      {...pageLinkProps(item.path, active)}
      selected={active}
      onClick={onNavigate}
      sx={rowSx(depth)}
    >
      <RowContent item={item} />
    </ListItemButton>
  );
}

function NavGroup({
  item,
  depth,
  onNavigate,
}: ItemProps & { item: Required<Pick<NavItemData, 'children'>> & NavItemData }) {
  const active = useActivePath(item.path, true);
  const [open, setOpen] = useState(active);
  const listId = useId();
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={rowSx(depth)}
      >
        <RowContent item={item} />
        <Iconify icon={open ? 'ri:arrow-down-s-line' : 'ri:arrow-right-s-line'} width={18} />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" id={listId} disablePadding>
          {item.children.map((child) => (
            <NavItem key={child.path} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function NavItem(props: ItemProps) {
  const { children } = props.item;
  return children && children.length > 0 ? (
    <NavGroup {...props} item={{ ...props.item, children }} />
  ) : (
    <NavLeaf {...props} />
  );
}

interface NavSectionVerticalProps {
  items: NavItemData[];
  /** Called after a link is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** A full-width menu: icon + label rows, groups expand in place. */
export function NavSectionVertical({ items, onNavigate }: NavSectionVerticalProps) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('nav.label')}>
      <List component="div" disablePadding sx={{ px: 2 }}>
        {items.map((item) => (
          <NavItem key={item.path} item={item} depth={0} onNavigate={onNavigate} />
        ))}
      </List>
    </nav>
  );
}
