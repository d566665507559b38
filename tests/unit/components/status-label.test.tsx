// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { UPLOAD_STATUSES } from 'contract/customer-upload';
import { DELIVERY_STATUSES, DOCUMENT_STATUSES } from 'contract/document';
import { MASTER_STATUSES } from 'contract/master-data-constants';
import { TICKET_STATUSES } from 'contract/ticket';
import { StatusLabel, STATUS_COLOURS, type StatusTone } from 'src/components/status-label';
import { CERTIFICATE_STATE_TONES } from 'src/features/customer/components/certificate/certificate-status';
import { TICKET_STATUS_TONES } from 'src/features/ticket/components/ticket-groups';
import { contrastRatio } from 'src/theme/contrast';
import { renderWithProviders } from '../render';

/** `rgb(r, g, b)` (what jsdom computes) as #rrggbb. */
function hex(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((channel) => (channel ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Every status chip the back-office shows — records, imports, documents and their delivery,
 * tickets, certificates, the e-Tax XML — with the tone its screen gives it (undefined: the
 * StatusLabel's own choice from the status).
 */
const CHIPS: { status: string; tone?: StatusTone }[] = [
  ...[...MASTER_STATUSES, ...UPLOAD_STATUSES, ...DOCUMENT_STATUSES, ...DELIVERY_STATUSES].map((status) => ({
    status,
  })),
  ...TICKET_STATUSES.map((status) => ({ status, tone: TICKET_STATUS_TONES[status] })),
  ...Object.entries(CERTIFICATE_STATE_TONES).map(([status, tone]) => ({ status, tone })),
  { status: 'VALID', tone: 'success' },
  { status: 'INVALID', tone: 'error' },
  { status: 'UNREAD', tone: 'error' },
  { status: 'INTERNAL', tone: 'warning' },
];

describe('StatusLabel', () => {
  it.each(['light', 'dark'] as const)('every tone reads at WCAG AA in %s mode', (mode) => {
    for (const { fill, text } of Object.values(STATUS_COLOURS[mode])) {
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  // Issue 19: "ใช้งาน" green on dark green looked borderline. Each chip as drawn (its text on its
  // own opaque fill, whatever the row or card behind it) is measured, in both modes.
  it.each(['light', 'dark'] as const)('every status chip as drawn reads at WCAG AA in %s mode', (mode) => {
    localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode: mode }));
    renderWithProviders(
      <>
        {CHIPS.map(({ status, tone }, index) => (
          <StatusLabel key={`${status}-${index}`} status={status} tone={tone} label={`chip-${index}`} />
        ))}
      </>,
    );
    const fills = new Set(Object.values(STATUS_COLOURS[mode]).map(({ fill }) => fill.toLowerCase()));
    CHIPS.forEach(({ status }, index) => {
      const style = getComputedStyle(screen.getByText(`chip-${index}`));
      const [text, fill] = [hex(style.color), hex(style.backgroundColor)];
      expect(fills, `${status}: drawn on one of the ${mode} fills`).toContain(fill);
      expect(contrastRatio(text, fill), `${status} in ${mode} mode`).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('shows the status in the current language, green for active and grey for inactive', () => {
    renderWithProviders(
      <>
        <StatusLabel status="ACTIVE" />
        <StatusLabel status="INACTIVE" />
        <StatusLabel status="PROCESSING" />
        <StatusLabel status="UNKNOWN_CODE" />
      </>,
    );
    expect(screen.getByText('ใช้งาน')).toHaveStyle({ color: STATUS_COLOURS.light.success.text });
    expect(screen.getByText('ไม่ใช้งาน')).toHaveStyle({ color: STATUS_COLOURS.light.neutral.text });
    expect(screen.getByText('กำลังดำเนินการ')).toHaveStyle({ color: STATUS_COLOURS.light.warning.text });
    expect(screen.getByText('UNKNOWN_CODE')).toBeInTheDocument();
  });
});
