import { render, screen } from '@testing-library/react';
import { LoadedPage, type TrackedImport } from 'src/app/loaded-page';

// A page whose chunk is on its way when the sign-in page (or another signed-out page) renders.

const module = { default: () => <p>the page</p> };

/**
 * An import that is still pending for the first render's reads of its status and has arrived by
 * the time anything reads it again: what a busy machine does when the chunk lands between
 * React's render and its effects (two CI runs sat on the loading screen for a minute).
 */
function arrivingAfterTheRender(): TrackedImport {
  const tracked: TrackedImport = Promise.resolve(module);
  let reads = 0;
  void Object.defineProperty(tracked, 'status', {
    get: () => (++reads <= 2 ? 'pending' : 'fulfilled'),
  });
  tracked.value = module;
  return tracked;
}

describe('LoadedPage', () => {
  it('shows the page when its chunk arrives between the render and the effect', async () => {
    const arriving = arrivingAfterTheRender();
    render(<LoadedPage load={() => arriving} />);
    expect(await screen.findByText('the page')).toBeVisible();
  });

  it('shows the loading screen while the chunk is on its way, then the page', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const loading: TrackedImport = new Promise<typeof module>((resolve) => (arrive = resolve));
    loading.status = 'pending';
    render(<LoadedPage load={() => loading} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    void Object.assign(loading, { status: 'fulfilled', value: module });
    arrive(module);
    expect(await screen.findByText('the page')).toBeVisible();
  });

  it('shows a page that has arrived at once, without a loading screen', () => {
    const arrived: TrackedImport = Object.assign(Promise.resolve(module), {
      status: 'fulfilled' as const,
      value: module,
    });
    render(<LoadedPage load={() => arrived} />);
    expect(screen.getByText('the page')).toBeVisible();
  });
});
