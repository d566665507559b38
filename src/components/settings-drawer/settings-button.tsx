import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { SETTINGS_DRAWER_ID } from './settings-drawer-ids';
import { SettingsIcon } from './settings-icons';

/** The header button that opens the settings drawer. */
export function SettingsButton(props: Omit<IconButtonProps, 'onClick'>) {
  const { t } = useTranslation('common');
  const { open, onToggle } = useSettingsContext();
  return (
    <IconButton
      aria-label={t('settings.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? SETTINGS_DRAWER_ID : undefined}
      onClick={onToggle}
      {...props}
    >
      <SettingsIcon />
    </IconButton>
  );
}
