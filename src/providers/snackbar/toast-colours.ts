// notistack's own colours fail WCAG AA with white text (its green is 2.5:1); each variant
// gets a darker fill that reads at ≥ 6:1 (values checked in tests/unit/theme).
export const TOAST_COLOURS = {
  default: '#1C252E',
  success: '#1B5E20',
  error: '#B71C1C',
  warning: '#8A4B00',
  info: '#0B57D0',
} as const;
export const TOAST_TEXT = '#FFFFFF';
