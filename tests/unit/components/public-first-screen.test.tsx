import { render, screen } from '@testing-library/react';
import { ErrorNotice } from 'src/components/error-notice';
import { MenuIcon } from 'src/components/inline-icons/icons/menu';
import { RouterLink } from 'src/components/router-link';
import { renderWithProviders } from '../render';

// Light stand-ins used on every first screen (docs/bundle-size.md): inline icons instead of
// the icon runtime, an in-app link without framework-mode prefetching, an error notice
// without MUI Alert.

describe('inline icons', () => {
  it('draw a decorative 24×24 SVG of the given width, with no request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<MenuIcon width={24} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg?.innerHTML).toContain('<path');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('RouterLink', () => {
  function renderLinks() {
    return renderWithProviders(<></>, {
      route: '/',
      routes: [
        {
          path: '/',
          element: (
            <>
              <RouterLink to="/about-us">about</RouterLink>
              <RouterLink to="/about-us" target="_blank">
                about in a new tab
              </RouterLink>
            </>
          ),
        },
        { path: '/about-us', element: <h1>About</h1> },
      ],
    });
  }

  it('is a real link whose plain click navigates inside the app', async () => {
    const { user, router } = renderLinks();
    const link = screen.getByRole('link', { name: 'about' });
    expect(link).toHaveAttribute('href', '/about-us');

    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified click or a new-tab link to the browser', async () => {
    const { user, router } = renderLinks();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'about' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'about in a new tab' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('ErrorNotice', () => {
  it('is an alert with its title, text, action and a named close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ErrorNotice
        title="Title"
        action={<button type="button">retry</button>}
        onClose={onClose}
        closeText="Close it"
      >
        Details
      </ErrorNotice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Title');
    expect(alert).toHaveTextContent('Details');
    expect(screen.getByRole('button', { name: 'retry' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose', () => {
    renderWithProviders(<ErrorNotice>Details</ErrorNotice>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
