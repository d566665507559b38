import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PopoverOrigin } from '@mui/material/Popover';
import { RouterLink } from 'src/components/router-link';
import type { NavItemData } from './types';
import { anchoredProps } from 'src/lib/popup-props';

interface NavGroupMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: NavItemData[];
  onClose: () => void;
  placement: 'below' | 'right';
}

const ORIGINS: Record<NavGroupMenuProps['placement'], { anchor: PopoverOrigin; transform: PopoverOrigin }> = {
  below: {
    anchor: { vertical: 'bottom', horizontal: 'left' },
    transform: { vertical: 'top', horizontal: 'left' },
  },
  right: {
    anchor: { vertical: 'top', horizontal: 'right' },
    transform: { vertical: 'top', horizontal: 'left' },
  },
};

/** The dropdown of a group in the mini and horizontal menus (keyboard handled by MUI Menu). */
export function NavGroupMenu({ id, labelledBy, anchor, items, onClose, placement }: NavGroupMenuProps) {
  return (
    <Menu
      {...anchoredProps(id, anchor, onClose)}
      anchorOrigin={ORIGINS[placement].anchor}
      transformOrigin={ORIGINS[placement].transform}
      slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { minWidth: 200 } } }}
    >
      {items.map((child) => (
        <MenuItem key={child.path} component={RouterLink} to={child.path} onClick={onClose}>
          {child.title}
        </MenuItem>
      ))}
    </Menu>
  );
}
