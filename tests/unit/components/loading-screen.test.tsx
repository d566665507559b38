import { screen } from '@testing-library/react';
import { LoadingScreen } from 'src/components/loading-screen';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

describe('LoadingScreen', () => {
  it('is announced as a labelled progress indicator', () => {
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: i18n.t('layout:loading') })).toBeInTheDocument();
  });
});
