// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BannerCarousel, SLIDE_INTERVAL_MS } from 'src/components/marketing/landing/banner-carousel';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';
import { banners, item } from './landing-fixtures';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

function renderCarousel(items = banners, still = false) {
  return renderWithProviders(<></>, {
    route: '/',
    module: 'public',
    routes: [
      { path: '/', element: <BannerCarousel banners={items} still={still} /> },
      { path: '/about-us', element: <h1>About page</h1> },
    ],
  });
}

const carousel = () => screen.getByRole('region', { name: t('public:landing.banners.label') });
/** The title of the slide a visitor (and a screen reader) sees now. */
const shownTitle = () => within(carousel()).getByRole('heading', { level: 2 }).textContent;
const button = (key: string) => screen.getByRole('button', { name: t(`public:landing.banners.${key}`) });
const dot = (number: number) =>
  screen.getByRole('button', {
    name: t('public:landing.banners.goTo', { number, title: banners[number - 1]?.titleTh }),
  });

/** Stands in for the visitor's OS setting (jsdom has no matchMedia). */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('banner carousel', () => {
  it('is a labelled carousel that shows one slide at a time', () => {
    renderCarousel();

    expect(carousel()).toHaveAttribute('aria-roledescription', t('public:landing.banners.roleDescription'));
    const slides = within(carousel()).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3].map((number) => t('public:landing.banners.slideLabel', { number, count: 3 })),
    );
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(
      Array(3).fill(t('public:landing.banners.slideRoleDescription')),
    );
    // Hidden slides are out of the accessibility tree and the tab order.
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides[1]).toHaveAttribute('inert');
    expect(shownTitle()).toBe('Banner one (th)');
    expect(screen.getByText('Banner one body (th)')).toBeInTheDocument();
  });

  it('loads the first picture at once and the others lazily, each with its size and title', () => {
    const { container } = renderCarousel();
    const images = [...container.querySelectorAll('img')];

    expect(images.map((image) => image.getAttribute('alt'))).toEqual(banners.map((banner) => banner.titleTh));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '700');
      expect(image).toHaveAttribute('decoding', 'async');
    }
    expect(images[2]).toHaveAttribute('src', '/api/app/fileController/downloadFileById/b3');
  });

  it('moves with the previous / next buttons (wrapping around) and the slide buttons', async () => {
    const { user } = renderCarousel();

    await user.click(button('next'));
    expect(shownTitle()).toBe('Banner two (th)');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    await user.click(button('previous'));
    await user.click(button('previous'));
    expect(shownTitle()).toBe('Banner three (th)');

    await user.click(button('next'));
    expect(shownTitle()).toBe('Banner one (th)');

    await user.click(dot(3));
    expect(shownTitle()).toBe('Banner three (th)');
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('is usable with the keyboard: Tab to the controls, arrow keys move, focus follows on slide buttons', async () => {
    const { user } = renderCarousel();

    await user.tab();
    expect(screen.getByRole('link', { name: /Banner one \(th\)/ })).toHaveFocus();
    await user.tab();
    expect(button('previous')).toHaveFocus();
    await user.tab();
    expect(dot(1)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(shownTitle()).toBe('Banner two (th)');
    expect(dot(2)).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownTitle()).toBe('Banner three (th)');
    expect(dot(3)).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(shownTitle()).toBe('Banner three (th)');
  });

  it('links a slide inside the app, or to another site in a new tab', async () => {
    const { user, router } = renderCarousel();
    const readMore = t('public:landing.banners.more');

    await user.click(button('next'));
    const external = within(carousel()).getByRole('link', { name: new RegExp(`^${readMore}: Banner two`) });
    expect(external).toHaveAttribute('href', 'https://organizer.example/platform');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent(t('layout:nav.opensInNewTab'));

    await user.click(button('previous'));
    const internal = within(carousel()).getByRole('link', { name: `${readMore}: Banner one (th)` });
    expect(internal).toHaveAttribute('href', '/about-us');
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('has no controls and no link for a single banner without one', () => {
    renderCarousel([item('Alone', { imageFileId: 'x', imageWidth: 1600, imageHeight: 700 })]);

    expect(shownTitle()).toBe('Alone (th)');
    expect(within(carousel()).queryAllByRole('button')).toEqual([]);
    expect(within(carousel()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('banner carousel, automatic advance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  const wait = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };

  it("leaves the other slides' pictures out of the first load, and loads them once it runs", () => {
    const { container } = renderCarousel();
    const leftOut = () =>
      [...container.querySelectorAll('img')].map(
        (image) => window.getComputedStyle(image).display === 'none',
      );
    // What the server's HTML and the first render hold: a lazy picture with display: none is not
    // fetched (a hidden one would be, and hold up the page's first paint and load).
    expect(leftOut()).toEqual([false, true, true]);

    wait(0);
    expect(leftOut()).toEqual([false, false, false]);
    expect(shownTitle()).toBe('Banner one (th)');
  });

  it('advances by itself, quietly for screen readers, and wraps around', () => {
    renderCarousel();
    const stage = within(carousel()).getAllByRole('group', { hidden: true })[0]?.parentElement;
    expect(stage).toHaveAttribute('aria-live', 'off');

    wait(SLIDE_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Banner one (th)');
    wait(1);
    expect(shownTitle()).toBe('Banner two (th)');
    wait(SLIDE_INTERVAL_MS);
    expect(shownTitle()).toBe('Banner three (th)');
    wait(SLIDE_INTERVAL_MS);
    expect(shownTitle()).toBe('Banner one (th)');
  });

  it('pauses while the pointer is over it', () => {
    renderCarousel();

    fireEvent.mouseEnter(carousel());
    wait(SLIDE_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Banner one (th)');

    fireEvent.mouseLeave(carousel());
    wait(SLIDE_INTERVAL_MS);
    expect(shownTitle()).toBe('Banner two (th)');
  });

  it('pauses while focus is inside, and announces the slides then', () => {
    renderCarousel();
    const stage = within(carousel()).getAllByRole('group', { hidden: true })[0]?.parentElement;

    act(() => button('next').focus());
    wait(SLIDE_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Banner one (th)');
    expect(stage).toHaveAttribute('aria-live', 'polite');

    // Focus moving between its own controls keeps it paused.
    act(() => dot(2).focus());
    wait(SLIDE_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Banner one (th)');

    act(() => dot(2).blur());
    wait(SLIDE_INTERVAL_MS);
    expect(shownTitle()).toBe('Banner two (th)');
  });

  it('stops and starts again with its own button', () => {
    renderCarousel();

    fireEvent.click(button('pause'));
    fireEvent.mouseLeave(carousel());
    act(() => button('play').blur());
    wait(SLIDE_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Banner one (th)');

    fireEvent.click(button('play'));
    act(() => button('pause').blur());
    wait(SLIDE_INTERVAL_MS);
    expect(shownTitle()).toBe('Banner two (th)');
  });

  it('never advances by itself when the visitor prefers reduced motion', () => {
    preferReducedMotion();
    renderCarousel();

    wait(SLIDE_INTERVAL_MS * 5);
    expect(shownTitle()).toBe('Banner one (th)');
    // Nothing moves, so there is nothing to pause; the manual controls stay.
    expect(screen.queryByRole('button', { name: t('public:landing.banners.pause') })).not.toBeInTheDocument();
    fireEvent.click(button('next'));
    expect(shownTitle()).toBe('Banner two (th)');
  });

  it('stays on its slide in the back-office preview (still), moved only by hand', () => {
    renderCarousel(banners, true);

    wait(SLIDE_INTERVAL_MS * 5);
    expect(shownTitle()).toBe('Banner one (th)');
    expect(screen.queryByRole('button', { name: t('public:landing.banners.pause') })).not.toBeInTheDocument();
    fireEvent.click(button('next'));
    expect(shownTitle()).toBe('Banner two (th)');
  });
});
