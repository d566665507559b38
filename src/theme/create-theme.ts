import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import type { LangOption } from 'src/locales/langs';
import { muiTextsOf } from 'src/locales/mui-texts';
import type { Settings } from 'src/providers/settings/settings-types';
import { createPalette } from './palette';
import { typography } from './typography';

export type ThemeSettings = Pick<Settings, 'themeMode' | 'themeDirection' | 'themeColorPresets'>;

/**
 * The MUI theme for the current settings and language (MUI's component texts follow the language:
 * those registered so far, src/locales/mui-texts).
 */
export function createAppTheme(
  settings: ThemeSettings,
  lang: LangOption,
  muiTexts: Localization = muiTextsOf(lang.value),
): Theme {
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
    muiTexts,
  );
}
