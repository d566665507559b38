import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useTranslation } from 'react-i18next';
import { Iconify, type IconName } from 'src/components/iconify';
import type { SessionUser } from 'src/lib/session';
import { useLocales } from 'src/lib/use-locales';
import { AccountSummary } from './account-summary';
import { anchoredProps } from 'src/lib/popup-props';

function ItemIcon({ icon }: { icon: IconName }) {
  return (
    <ListItemIcon>
      <Iconify icon={icon} />
    </ListItemIcon>
  );
}

interface AccountMenuPopoverProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  signingOut: boolean;
  onClose: () => void;
  onChangePassword: () => void;
  /** Two-step sign-in; absent for users who cannot have it. */
  onSecondFactor?: (() => void) | undefined;
  onOpenSettings: () => void;
  onSignOut: () => void;
}

/**
 * The account menu's popup: who is signed in, then change password, two-step sign-in (for
 * administrators and customer admins), language, display settings
 * and sign-out. A popover rather than a Menu because the summary sits above the items; loaded
 * on the first click (src/features/account/components/account-menu.tsx).
 */
export default function AccountMenuPopover({
  id,
  labelledBy,
  anchor,
  user,
  signingOut,
  onClose,
  onChangePassword,
  onSecondFactor,
  onOpenSettings,
  onSignOut,
}: AccountMenuPopoverProps) {
  const { t } = useTranslation('account');
  const { allLangs, currentLang, onChangeLang } = useLocales();
  return (
    <Popover
      {...anchoredProps(id, anchor, onClose)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240 } } }}
    >
      <AccountSummary user={user} />
      <Divider />
      {/* variant "menu": the first item takes the focus, not the selected language. */}
      <MenuList autoFocusItem variant="menu" aria-labelledby={labelledBy}>
        <MenuItem onClick={onChangePassword}>
          <ItemIcon icon="ri:lock-password-line" />
          <ListItemText>{t('menu.changePassword')}</ListItemText>
        </MenuItem>
        {onSecondFactor && (
          <MenuItem onClick={onSecondFactor}>
            <ItemIcon icon="ri:shield-keyhole-line" />
            <ListItemText>{t('auth:secondFactor.manage.menu')}</ListItemText>
          </MenuItem>
        )}
        <ListSubheader component="div" role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          {t('common:language.label')}
        </ListSubheader>
        {allLangs.map((lang) => (
          <MenuItem
            key={lang.value}
            role="menuitemradio"
            aria-checked={lang.value === currentLang.value}
            selected={lang.value === currentLang.value}
            lang={lang.value}
            onClick={() => {
              onChangeLang(lang.value);
              onClose();
            }}
          >
            <ItemIcon icon="ri:translate-2" />
            <ListItemText>{lang.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onOpenSettings}>
          <ItemIcon icon="ri:settings-3-line" />
          <ListItemText>{t('menu.settings')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={onSignOut} disabled={signingOut}>
          <ItemIcon icon="ri:logout-box-r-line" />
          <ListItemText>{t('menu.logout')}</ListItemText>
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
