import { contrastRatio, firstReadable } from './contrast';

// The six colour presets of spec §9. `default` (green #00A76F) is the customer/public
// colour; the admin build uses `red`. contrastText is the text colour that passes WCAG AA on
// `main` (white does not on the green, cyan, orange and red mains, so those get dark text).

export const PRESET_NAMES = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export interface ColorScale {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const TEXT_ON_LIGHT = '#1C252E';
export const WHITE = '#FFFFFF';
const BLACK = '#000000';

function scale(lighter: string, light: string, main: string, dark: string, darker: string): ColorScale {
  return { lighter, light, main, dark, darker, contrastText: readableTextOn(main) };
}

/** White when it passes AA on the colour, else dark grey, else black. */
export function readableTextOn(background: string): string {
  return firstReadable([WHITE, TEXT_ON_LIGHT, BLACK], background);
}

export const presets: Record<PresetName, ColorScale> = {
  default: scale('#C8FAD6', '#5BE49B', '#00A76F', '#007867', '#004B50'),
  cyan: scale('#CCF4FE', '#68CDF9', '#078DEE', '#0351AB', '#012972'),
  purple: scale('#EBD6FD', '#B985F4', '#7635DC', '#431A9E', '#200A69'),
  blue: scale('#D1E9FC', '#76B0F1', '#2065D1', '#103996', '#061B64'),
  orange: scale('#FEF4D4', '#FED680', '#FDA92D', '#B66816', '#793908'),
  red: scale('#FFE3D5', '#FFC1AC', '#FF3030', '#B71833', '#7A0930'),
};

/** The swatch colour shown in the settings drawer. */
export const presetSwatch = (name: PresetName): string => presets[name].main;

/**
 * The palette colour used in one mode. MUI paints primary.main both as a fill (buttons) and as
 * text on the page (links, text buttons, focused labels, selected tabs). Several brand mains
 * are too light for text on white, and some too dark for text on the dark paper, so each mode
 * takes the first shade of the scale that reads at AA on its paper — the brand main when it
 * does — and the fill's text colour is picked for that shade.
 */
export function colorForMode(preset: ColorScale, mode: 'light' | 'dark', paper: string): ColorScale {
  const order =
    mode === 'light'
      ? [preset.main, preset.dark, preset.darker]
      : [preset.main, preset.light, preset.lighter];
  const main = order.find((shade) => contrastRatio(shade, paper) >= 4.5) ?? firstReadable(order, paper);
  return { ...preset, main, contrastText: readableTextOn(main) };
}
