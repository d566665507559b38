import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { TOAST_BAND } from 'src/config/constants';
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
        // In dark mode MUI lightens raised paper (cards, dialogs, menus) with a white overlay, up
        // to 16 %: text colours chosen to read at AA on the paper colour then fall short on it
        // (the error red was 4.2:1 on a card, issue 19). Paper stays the paper colour; shadows
        // and the backdrop still set it apart.
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        // Toasts show in the top band (TOAST_BAND): a dialog starts below it, so no toast ever
        // covers its title, on a phone either (issue 32).
        MuiDialog: {
          styleOverrides: {
            paper: {
              '&:not(.MuiDialog-paperFullScreen)': {
                marginTop: TOAST_BAND,
                '&.MuiDialog-paperScrollPaper': { maxHeight: `calc(100% - ${TOAST_BAND + 32}px)` },
              },
            },
          },
        },
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
