import { createTheme, type Theme } from '@mui/material/styles';
import type { LangOption } from 'src/locales/langs';
import type { Settings } from 'src/providers/settings/settings-types';
import { createPalette } from './palette';
import { typography } from './typography';

export type ThemeSettings = Pick<Settings, 'themeMode' | 'themeDirection' | 'themeColorPresets'>;

/** The MUI theme for the current settings and language (MUI component texts follow the language). */
export function createAppTheme(settings: ThemeSettings, lang: LangOption): Theme {
  return createTheme(
    {
      direction: settings.themeDirection,
      palette: createPalette(settings.themeMode, settings.themeColorPresets),
      typography,
      shape: { borderRadius: 8 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Keyboard users must always see where focus is (MUI hides the ring on some controls).
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
      },
    },
    lang.muiLocale,
  );
}
