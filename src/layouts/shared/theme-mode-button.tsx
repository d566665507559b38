import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { MoonIcon } from 'src/components/inline-icons/icons/moon';
import { SunIcon } from 'src/components/inline-icons/icons/sun';
import { useSettingsContext } from 'src/providers/settings';

/** Light/dark switch; the choice is kept by the settings provider (localStorage `settings`). */
export function ThemeModeButton() {
  const { t } = useTranslation('layout');
  const { themeMode, onUpdate } = useSettingsContext();
  const isDark = themeMode === 'dark';
  const label = isDark ? t('themeMode.toLight') : t('themeMode.toDark');

  return (
    // No MUI Tooltip here: it brings Popper (~10 KB gzip) onto the public first screen; the
    // native title shows the same hint on hover, and aria-label names the button.
    <IconButton
      aria-label={label}
      title={label}
      data-theme-mode={themeMode}
      onClick={() => onUpdate('themeMode', isDark ? 'light' : 'dark')}
      color="inherit"
    >
      {isDark ? <SunIcon width={22} /> : <MoonIcon width={22} />}
    </IconButton>
  );
}
