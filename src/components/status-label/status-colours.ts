// Fill and text of each status tone, per colour mode. Opaque colours (not alpha over whatever
// lies below) so that the contrast is known: every pair reads at ≥ 4.5:1 (WCAG AA), checked by
// tests/unit/components/status-label.test.tsx.

export type StatusTone = 'success' | 'neutral' | 'warning' | 'error';

export const STATUS_COLOURS: Record<'light' | 'dark', Record<StatusTone, { fill: string; text: string }>> = {
  light: {
    success: { fill: '#D3FCD2', text: '#065E49' },
    neutral: { fill: '#EDEFF2', text: '#454F5B' },
    warning: { fill: '#FFF5CC', text: '#7A4100' },
    error: { fill: '#FFE9D5', text: '#7A0916' },
  },
  dark: {
    success: { fill: '#12392B', text: '#77ED8B' },
    neutral: { fill: '#333D48', text: '#DFE3E8' },
    warning: { fill: '#3D2E08', text: '#FFD666' },
    error: { fill: '#3F1A16', text: '#FFAC82' },
  },
};

/**
 * ux.md: Active green, Inactive grey, Processing / Action amber. Any other status reads neutral
 * unless a screen maps it (e.g. FAILED → error).
 */
export const DEFAULT_STATUS_TONES: Record<string, StatusTone> = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  PROCESSING: 'warning',
  ACTION: 'warning',
  DELETE: 'error',
  // Imports (docs/imports.md): errors and refusals red, waiting steps amber, done green.
  VALIDATION_FAILED: 'error',
  READY: 'success',
  USER_SUBMITTED: 'warning',
  ACCOUNTING_SUBMITTED: 'warning',
  REJECTED: 'error',
  CANCELLED: 'neutral',
  COMPLETED: 'success',
  FAILED: 'error',
  // Documents (docs/documents.md): made green (FAILED above); delivery waiting amber, sent
  // green, nothing to send grey.
  GENERATED: 'success',
  PENDING: 'warning',
  SENT: 'success',
  NOT_REQUESTED: 'neutral',
  // Held until a person releases it: waiting on someone, amber.
  READY_TO_SEND: 'warning',
};
