import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';

// Column headers are never cut ("Provinc…"): a column is at least as wide as its header's text
// in the grid's header font, plus the header's padding and, for a sortable column, the sort
// button the grid lays out beside the title. Measured, so it holds in Thai and English and for
// any later wording.

/** The header cell's padding (10 px a side) and a little air. */
const HEADER_PADDING = 24;
/** A sortable header keeps room for its sort button (an icon button of 28 px, 2 px gap). */
const SORT_BUTTON = 30;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/** The text's width in px; 0 where nothing can measure it (jsdom: the column's own minimum stands). */
function textWidth(text: string, font: string): number {
  context ??= typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

/** The CSS font of the grid's column titles: its body text at the medium weight. */
export function headerFont(theme: Theme): string {
  const { fontSize, fontFamily } = theme.typography.body2;
  const size =
    typeof fontSize === 'string' && fontSize.endsWith('rem')
      ? `${parseFloat(fontSize) * theme.typography.htmlFontSize}px`
      : typeof fontSize === 'number'
        ? `${fontSize}px`
        : (fontSize ?? '14px');
  return `${theme.typography.fontWeightMedium} ${size} ${fontFamily ?? theme.typography.fontFamily}`;
}

/** The least width that shows `headerName` whole; 0 when it cannot be measured. */
export function headerMinWidth(headerName: string, sortable: boolean, font: string): number {
  const width = textWidth(headerName, font);
  if (width === 0) return 0;
  return Math.ceil(width) + HEADER_PADDING + (sortable ? SORT_BUTTON : 0);
}

/**
 * `font`, and a number that changes once the font's face has loaded: a width measured before
 * would be the fallback font's, so the columns are measured again then.
 */
export function useHeaderFont(theme: Theme): { font: string; loaded: boolean } {
  const font = useMemo(() => headerFont(theme), [theme]);
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (typeof document === 'undefined' || !('fonts' in document)) return;
    document.fonts
      .load(font)
      .then(() => {
        if (current) setLoaded(font);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [font]);
  return { font, loaded: loaded === font };
}
