import type { RouteObject } from 'react-router-dom';
import loadSignedInRoutes from 'src/app/signed-in-app';
import type * as lazyPages from 'src/components/lazy-page';
import { preloadLazyPages } from 'src/components/lazy-page';

// The signed-in routes, added when a page load starts signed in, start what the address needs
// side by side instead of one lazy chunk after the other.

vi.mock('src/components/lazy-page', async (importOriginal) => ({
  ...(await importOriginal<typeof lazyPages>()),
  preloadLazyPages: vi.fn(),
}));

/** The route objects of a tree, depth first. */
function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('loadSignedInRoutes', () => {
  beforeEach(() => vi.mocked(preloadLazyPages).mockClear());

  it("preloads the layout, the screens' outlet and the screen of the address", async () => {
    const routes = flatten(await loadSignedInRoutes('/master-data/province'));
    const preloaded = [...vi.mocked(preloadLazyPages).mock.calls[0]![0]];
    const province = routes.find((route) => route.path === 'master-data/province');
    expect(province).toBeDefined();
    expect(preloaded).toContain(province!.element);
    // The dashboard's page is not on the way to the province screen.
    const dashboard = routes.find((route) => route.index === true);
    expect(preloaded).not.toContain(dashboard!.element);
    // Its screens' outlet (the date-picker context) and, above the menu guard, the layout.
    const parentOf = (child: RouteObject) => routes.find((route) => route.children?.includes(child));
    const outlet = parentOf(province!)!;
    const layout = parentOf(parentOf(outlet)!)!;
    expect(layout.children).toContain(dashboard);
    expect(preloaded).toContain(outlet.element);
    expect(preloaded).toContain(layout.element);
  });

  it('preloads nothing for an address no signed-in route holds', async () => {
    await loadSignedInRoutes('/no-such-screen/at-all');
    expect([...vi.mocked(preloadLazyPages).mock.calls[0]![0]]).toEqual([]);
  });
});
