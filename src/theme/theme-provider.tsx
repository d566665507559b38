import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLocales } from 'src/lib/use-locales';
import { useMuiTexts } from 'src/locales/mui-texts';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { createAppTheme } from './create-theme';
import './fonts';

/** Applies the theme built from the display settings and the current language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { themeMode, themeDirection, themeColorPresets } = useSettingsContext();
  const { currentLang } = useLocales();
  const muiTexts = useMuiTexts();
  const theme = useMemo(
    () =>
      createAppTheme(
        { themeMode, themeDirection, themeColorPresets },
        currentLang,
        muiTexts[currentLang.value] ?? {},
      ),
    [themeMode, themeDirection, themeColorPresets, currentLang, muiTexts],
  );
  return (
    <MuiThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </MuiThemeProvider>
  );
}
