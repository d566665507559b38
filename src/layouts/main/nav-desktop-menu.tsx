import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { isExternalLink, NewTabHint } from 'src/components/link';
import type { MainNavLink } from './nav-config';
import { anchoredProps } from 'src/lib/popup-props';

function DesktopMenuItem({ item, onClick }: { item: MainNavLink; onClick: () => void }) {
  const { t } = useTranslation('layout');
  if (!isExternalLink(item.path)) {
    return (
      <MenuItem component={RouterLink} to={item.path} onClick={onClick}>
        {t(item.title)}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      component="a"
      href={item.path}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      sx={{ gap: 1, justifyContent: 'space-between' }}
    >
      <span>
        {t(item.title)}
        <NewTabHint />
      </span>
      <ExternalLinkIcon width={16} />
    </MenuItem>
  );
}

export interface NavDesktopMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: MainNavLink[];
  onClose: () => void;
}

/** A dropdown of the desktop menu; MUI Menu gives arrow keys, Escape and focus return. */
export function NavDesktopMenu({ id, labelledBy, anchor, items, onClose }: NavDesktopMenuProps) {
  return (
    <Menu
      {...anchoredProps(id, anchor, onClose)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { minWidth: 200, mt: 1 } } }}
    >
      {items.map((child) => (
        <DesktopMenuItem key={child.title} item={child} onClick={onClose} />
      ))}
    </Menu>
  );
}
