import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Iconify } from 'src/components/iconify';
import { paths } from 'src/config/paths';

/** Placeholder account menu: name, role, change password and logout arrive with sign-in. */
export function AccountButton() {
  const { t } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('account.open')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Iconify icon="ri:user-3-line" />
        </Avatar>
      </IconButton>
      {/* A popover rather than a Menu: the signed-in user's name sits above the menu items. */}
      <Popover
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Typography variant="subtitle2" component="p" sx={{ px: 2, py: 1.5 }}>
          {t('account.guest')}
        </Typography>
        <Divider />
        <MenuList autoFocusItem aria-labelledby={buttonId}>
          <MenuItem component={RouterLink} to={paths.login} onClick={() => setAnchor(null)} sx={{ gap: 1 }}>
            <Iconify icon="ri:login-box-line" />
            {t('account.signIn')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
