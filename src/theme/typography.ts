import type { TypographyVariantsOptions } from '@mui/material/styles';

export const FONT_FAMILY = '"LINE Seed Sans TH", "Anuphan Variable", "Noto Sans Thai", sans-serif';

// Three weights only, 400 / 600 / 700 (the variable font of fonts.ts draws any): MUI's 300 and
// 500 are mapped onto them, so every screen keeps the same three.
export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  fontWeightLight: 400,
  fontWeightRegular: 400,
  fontWeightMedium: 600,
  fontWeightBold: 700,
  h1: { fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.25 },
  h2: { fontWeight: 700, fontSize: '2rem', lineHeight: 1.3 },
  h3: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.4 },
  h4: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
  h5: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.5 },
  h6: { fontWeight: 600, fontSize: '1.0625rem', lineHeight: 1.55 },
  subtitle1: { fontWeight: 600 },
  subtitle2: { fontWeight: 600 },
  // Thai has tall marks above and below: a little more line height than MUI's Latin default.
  body1: { lineHeight: 1.6 },
  body2: { lineHeight: 1.6 },
  button: { fontWeight: 600, textTransform: 'none' },
};
