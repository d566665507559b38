import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { SETTINGS_DRAWER_ID } from './settings-drawer-ids';
import { SettingsIcon } from './settings-icons';
import { dialogTriggerProps } from 'src/lib/popup-props';

/** The header button that opens the settings drawer. */
export function SettingsButton(props: Omit<IconButtonProps, 'onClick'>) {
  const { t } = useTranslation('common');
  const { open, onToggle } = useSettingsContext();
  return (
    <IconButton
      aria-label={t('settings.open')}
      {...dialogTriggerProps(open, SETTINGS_DRAWER_ID)}
      onClick={onToggle}
      {...props}
    >
      <SettingsIcon />
    </IconButton>
  );
}
