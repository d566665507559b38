// WCAG 2.x relative luminance and contrast ratio, used to pick text colours that pass AA
// (4.5:1 for normal text) instead of trusting a palette by eye.

export const AA_NORMAL_TEXT = 4.5;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first candidate reaching `minimum` against `background`, else the best one. */
export function firstReadable(
  candidates: readonly string[],
  background: string,
  minimum = AA_NORMAL_TEXT,
): string {
  const passing = candidates.find((colour) => contrastRatio(colour, background) >= minimum);
  if (passing) return passing;
  return (
    [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0] ??
    '#000000'
  );
}
