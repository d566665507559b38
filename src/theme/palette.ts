import type { PaletteMode, PaletteOptions } from '@mui/material/styles';
// Types only (palette.DataGrid): the grid itself loads with the first list screen.
import type {} from '@mui/x-data-grid/themeAugmentation';
import { colorForMode, presets, type ColorScale, type PresetName, TEXT_ON_LIGHT, WHITE } from './presets';

// Light and dark palettes. Every text colour here reads at WCAG AA (≥ 4.5:1) on the paper
// and default backgrounds of its mode; tests/unit/theme checks it.

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  interface TypeBackground {
    neutral: string;
  }
}

const statusScales: Record<
  'secondary' | 'info' | 'success' | 'warning' | 'error',
  Omit<ColorScale, 'contrastText'>
> = {
  secondary: { lighter: '#EFD6FF', light: '#C684FF', main: '#8E33FF', dark: '#5119B7', darker: '#27097A' },
  info: { lighter: '#CAFDF5', light: '#61F3F3', main: '#00B8D9', dark: '#006C9C', darker: '#003768' },
  success: { lighter: '#D3FCD2', light: '#77ED8B', main: '#22C55E', dark: '#118D57', darker: '#065E49' },
  warning: { lighter: '#FFF5CC', light: '#FFD666', main: '#FFAB00', dark: '#B76E00', darker: '#7A4100' },
  error: { lighter: '#FFE9D5', light: '#FFAC82', main: '#FF5630', dark: '#B71D18', darker: '#7A0916' },
};

export const surfaces = {
  light: {
    background: { default: WHITE, paper: WHITE, neutral: '#F4F6F8' },
    text: { primary: TEXT_ON_LIGHT, secondary: '#637381', disabled: '#919EAB' },
  },
  dark: {
    background: { default: '#141A21', paper: '#1C252E', neutral: '#28323D' },
    text: { primary: WHITE, secondary: '#919EAB', disabled: '#637381' },
  },
} as const;

export function createPalette(mode: PaletteMode, presetName: PresetName): PaletteOptions {
  const surface = surfaces[mode];
  const forMode = (scale: Omit<ColorScale, 'contrastText'>) =>
    colorForMode({ ...scale, contrastText: WHITE }, mode, surface.background.paper);
  return {
    mode,
    primary: colorForMode(presets[presetName], mode, surface.background.paper),
    secondary: forMode(statusScales.secondary),
    info: forMode(statusScales.info),
    success: forMode(statusScales.success),
    warning: forMode(statusScales.warning),
    error: forMode(statusScales.error),
    background: { ...surface.background },
    // The grid's rows lie on its card's paper. MUI X would lighten them by 5 % in dark mode, and
    // colours chosen to read at AA on the paper fall short there (the error red 4.2:1, issue 19).
    DataGrid: { bg: surface.background.paper },
    text: { ...surface.text },
    divider: mode === 'light' ? 'rgba(145, 158, 171, 0.2)' : 'rgba(145, 158, 171, 0.24)',
    // Where MUI derives a text colour itself (e.g. Chip, Badge), demand AA, not MUI's 3:1.
    contrastThreshold: 4.5,
  };
}
