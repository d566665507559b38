import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazyPage, preloadLazyPages } from 'src/components/lazy-page';
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

  it('starts the chunks of the lazy pages it is given, once each, and leaves other elements alone', () => {
    const chunk = () => new Promise<{ default: ComponentType }>(() => undefined);
    const layout = vi.fn(chunk);
    const screenChunk = vi.fn(chunk);
    const branch = [lazyPage(layout), <p key="plain">not lazy</p>, undefined, lazyPage(screenChunk)];

    preloadLazyPages(branch);

    expect(layout).toHaveBeenCalledTimes(1);
    expect(screenChunk).toHaveBeenCalledTimes(1);
  });

  it('keeps a chunk that fails to preload from becoming an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadLazyPages([lazyPage(() => Promise.reject(new Error('offline')))]);
      // Node tells of an unhandled rejection once the microtasks have run: before the next task.
      await new Promise((next) => setImmediate(next));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
