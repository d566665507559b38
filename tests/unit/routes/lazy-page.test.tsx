import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazyPage } from 'src/components/lazy-page';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

describe('lazyPage', () => {
  it('shows the loading screen until the page chunk arrives', async () => {
    let deliver: (module: { default: ComponentType }) => void = () => undefined;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => {
      deliver = resolve;
    });

    renderWithProviders(lazyPage(() => chunk));
    expect(screen.getByRole('progressbar', { name: i18n.t('layout:loading') })).toBeInTheDocument();

    await act(async () => {
      deliver({ default: () => <h1>Loaded page</h1> });
      await chunk;
    });

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
