import { screen } from '@testing-library/react';
import { StatusLabel, STATUS_COLOURS } from 'src/components/status-label';
import { contrastRatio } from 'src/theme/contrast';
import { renderWithProviders } from '../render';

describe('StatusLabel', () => {
  it.each(['light', 'dark'] as const)('every tone reads at WCAG AA in %s mode', (mode) => {
    for (const { fill, text } of Object.values(STATUS_COLOURS[mode])) {
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    }
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
