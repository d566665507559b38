import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from 'src/app/router-navigation';
import { ScrollToTop } from 'src/components/scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the visitor is, and starts each next route at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollToTop = (
      <RouterNavigation>
        <ScrollToTop />
      </RouterNavigation>
    );
    const router = createMemoryRouter([{ path: '*', element: scrollToTop }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/about-us'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    // A new search on the same page keeps the place.
    await act(() => router.navigate('/about-us?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
