import { allLangs } from 'src/locales/langs';
import { createAppTheme } from 'src/theme/create-theme';

// Production builds leave MUI's CSS-variables theme code out (build/mui-without-css-vars-themes.ts,
// used by vite.config.ts): that is only safe while every theme the app builds takes MUI's plain path —
// no `colorSchemes` (createTheme → createThemeNoVars, ThemeProvider → ThemeProviderNoVars) and
// no `vars`.
it.each(['light', 'dark'] as const)(
  'the %s themes are plain MUI themes, without CSS variables',
  (themeMode) => {
    for (const lang of allLangs) {
      for (const themeDirection of ['ltr', 'rtl'] as const) {
        const theme = createAppTheme({ themeMode, themeDirection, themeColorPresets: 'red' }, lang);
        expect('colorSchemes' in theme).toBe(false);
        expect(theme.vars).toBeUndefined();
      }
    }
  },
);
