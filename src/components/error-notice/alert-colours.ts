import { darken, lighten, type Theme } from '@mui/material/styles';

/** The text and background colours of MUI's standard <Alert> of a severity, in the theme's mode. */
export function alertColours(
  theme: Theme,
  severity: 'error' | 'success',
): { color: string; bgcolor: string } {
  const { light } = theme.palette[severity];
  return theme.palette.mode === 'light'
    ? { color: darken(light, 0.6), bgcolor: lighten(light, 0.9) }
    : { color: lighten(light, 0.6), bgcolor: darken(light, 0.9) };
}
