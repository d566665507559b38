import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { RootRoute } from 'src/app/routes/root-route';
import { routes as publicRoutes } from 'src/app/routes/public-routes';
import { i18n } from 'src/lib/i18n';
import { failureBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { renderWithProviders } from '../render';
import {
  aboutUs,
  announcements,
  banners,
  failCounters,
  fullContent,
  inlineLandingData,
  overrideList,
  products,
  serveLanding,
  statCounters,
} from './landing-fixtures';

const t = (key: string) => i18n.t(key);
// The sections under the banners are a lazy chunk: its first import may take a moment.
const LAZY = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

/** The page at `/` inside the public layout (header, error banner, footer), as visitors get it. */
function renderLanding() {
  return renderWithProviders(<></>, {
    route: '/',
    module: 'public',
    routes: [{ element: <RootRoute />, children: publicRoutes }],
  });
}

function sectionHeading(key: string) {
  return screen.queryByRole('heading', { level: 2, name: t(`public:landing.${key}.title`) });
}

async function findSection(key: string) {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: t(`public:landing.${key}.title`) },
    LAZY,
  );
  return within(heading.closest('section') as HTMLElement);
}

/** Every section is on screen (the CTA band needs no data: the last to appear). */
async function waitForSections() {
  await findSection('cta');
}

afterEach(() => document.getElementById('landing-data')?.remove());

describe('landing page, content from the public list calls (no inlined content)', () => {
  it('shows the banners, products, figures, about us and announcements', async () => {
    const calls = serveLanding();
    renderLanding();

    expect(
      await screen.findByRole('heading', { level: 1, name: t('public:landing.hero.title') }),
    ).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: t('public:landing.banners.label') });
    expect(within(carousel).getByRole('heading', { level: 2, name: 'Banner one (th)' })).toBeInTheDocument();

    const productList = await findSection('products');
    expect(productList.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      products.map((product) => product.titleTh),
    );
    expect(productList.getByText('Event calendar body (th)')).toBeInTheDocument();
    expect(productList.getByRole('img', { name: 'Event calendar (th)' })).toHaveAttribute(
      'src',
      '/api/app/fileController/downloadFileById/p1',
    );

    const figures = await findSection('stats');
    // Grouped digits in Thai too (th-TH), each figure with its label.
    expect(figures.getByText('1,250')).toBeInTheDocument();
    expect(figures.getByText('486,000')).toBeInTheDocument();
    expect(figures.getByText('3,200,000')).toBeInTheDocument();
    expect(figures.getByText('Events (th)')).toBeInTheDocument();

    const about = await findSection('aboutUs');
    expect(about.getByRole('heading', { level: 3, name: aboutUs[0]?.titleTh })).toBeInTheDocument();
    expect(about.getByRole('heading', { level: 3, name: aboutUs[1]?.titleTh })).toBeInTheDocument();

    const news = await findSection('announcements');
    expect(news.getByRole('heading', { level: 3, name: announcements[0]?.titleTh })).toBeInTheDocument();
    // One request per list and per counter, nothing more.
    expect([...calls].sort()).toEqual(
      [
        '/api/app/landingPageController/getStatCounterById',
        '/api/app/landingPageController/getStatCounterById',
        '/api/app/landingPageController/getStatCounterById',
        '/api/app/landingPageController/listAboutUs',
        '/api/app/landingPageController/listAnnouncement',
        '/api/app/landingPageController/listBanner',
        '/api/app/landingPageController/listProduct',
      ].sort(),
    );
  });

  it('dates announcements in the Buddhist era in Thai and in the Gregorian era in English', async () => {
    serveLanding();
    renderLanding();
    const news = await findSection('announcements');
    const thaiOctober = new Intl.DateTimeFormat('th-TH', { month: 'short' }).format(new Date(2026, 9, 15));

    const date = await news.findByText(`15 ${thaiOctober} 2569`);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-10-15');

    await act(() => i18n.changeLanguage('en'));

    expect(await news.findByText('15 Oct 2026')).toBeInTheDocument();
  });

  it('switches every text to English with the language, without a new request', async () => {
    const calls = serveLanding();
    renderLanding();
    await waitForSections();
    const before = calls.length;

    await act(() => i18n.changeLanguage('en'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next race' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Banner one (en)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Virtual runs (en)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our story (en)' })).toBeInTheDocument();
    expect(screen.getByText('Winter season body (en)')).toBeInTheDocument();
    expect(screen.getByText('Runners (en)')).toBeInTheDocument();
    expect(screen.getByText('486,000')).toBeInTheDocument();
    expect(calls).toHaveLength(before);
  });

  it('shows skeletons while the lists load', async () => {
    serveLanding();
    for (const name of ['banners', 'products', 'aboutUs', 'announcements'] as const) {
      overrideList(name, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
    }
    const { container } = renderLanding();

    const productList = await findSection('products');
    expect(productList.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.queryByRole('region', { name: t('public:landing.banners.label') })).not.toBeInTheDocument();
    const busy = [...container.querySelectorAll('[aria-busy="true"]')].map((element) =>
      element.getAttribute('data-section'),
    );
    expect(busy).toEqual(expect.arrayContaining(['banners', 'products', 'about-us', 'announcements']));
  });

  it('hides a section whose list is empty', async () => {
    serveLanding({ ...fullContent, products: [], announcements: [] });
    renderLanding();
    await findSection('aboutUs');
    await waitForSections();

    // A loading section shows its title over skeletons: wait for the answers to hide them.
    await waitFor(() => expect(sectionHeading('products')).not.toBeInTheDocument());
    await waitFor(() => expect(sectionHeading('announcements')).not.toBeInTheDocument());
    expect(await (await findSection('stats')).findByText('1,250')).toBeInTheDocument();
  });

  it('hides only the section whose call failed, without the error banner', async () => {
    serveLanding();
    overrideList('banners', () => HttpResponse.json(failureBody('500', 'Server error'), { status: 500 }));
    overrideList('aboutUs', () => HttpResponse.error());
    failCounters();
    renderLanding();

    await findSection('products');
    await findSection('announcements');
    await waitForSections();

    await waitFor(() => expect(sectionHeading('aboutUs')).not.toBeInTheDocument());
    await waitFor(() => expect(sectionHeading('stats')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.querySelector('[data-section="banners"]')).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('region', { name: t('public:landing.banners.label') })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: t('public:landing.hero.title') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the figures that could be read when one counter fails', async () => {
    serveLanding({
      ...fullContent,
      statCounters: [statCounters[0], statCounters[2]].filter((c) => c !== undefined),
    });
    renderLanding();

    const figures = await findSection('stats');
    expect(await figures.findByText('1,250')).toBeInTheDocument();
    expect(figures.getByText('3,200,000')).toBeInTheDocument();
    expect(figures.queryByText('486,000')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads to the external services of the menu in a new tab', async () => {
    serveLanding();
    renderLanding();
    const cta = await findSection('cta');

    const calendar = cta.getByRole('link', {
      name: new RegExp(`^${t('public:landing.cta.links.calendar')}`),
    });
    expect(calendar).toHaveAttribute('href', 'https://www.runthai.example/calendar');
    expect(calendar).toHaveAttribute('target', '_blank');
    expect(calendar).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calendar).toHaveTextContent(t('layout:nav.opensInNewTab'));
    expect(
      cta.getByRole('link', { name: new RegExp(`^${t('public:landing.cta.links.medalService')}`) }),
    ).toHaveAttribute('href', 'https://organizer.runthai.example/medal');
  });
});

describe('landing page, content inlined by the server', () => {
  it('shows the content at the first render without a single request', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', listener);
    inlineLandingData(JSON.stringify(fullContent));
    renderLanding();

    const carousel = await screen.findByRole('region', { name: t('public:landing.banners.label') });
    expect(within(carousel).getByRole('heading', { level: 2, name: 'Banner one (th)' })).toBeInTheDocument();
    const figures = await findSection('stats');
    expect(figures.getByText('1,250')).toBeInTheDocument();
    await findSection('announcements');
    expect(screen.getByRole('heading', { level: 3, name: products[1]?.titleTh })).toBeInTheDocument();

    expect(requests.filter((url) => url.includes('landingPageController'))).toEqual([]);
    server.events.removeListener('request:start', listener);
  });

  it('asks only for the lists the server could not inline', async () => {
    const calls = serveLanding();
    inlineLandingData(JSON.stringify({ banners, products }));
    renderLanding();

    const about = await findSection('aboutUs');
    expect(await about.findByRole('heading', { level: 3, name: aboutUs[0]?.titleTh })).toBeInTheDocument();
    await (await findSection('announcements')).findByText('Winter season body (th)');
    await (await findSection('stats')).findByText('1,250');

    expect(calls).not.toContain('/api/app/landingPageController/listBanner');
    expect(calls).not.toContain('/api/app/landingPageController/listProduct');
    expect(calls).toContain('/api/app/landingPageController/listAboutUs');
    expect(calls).toContain('/api/app/landingPageController/listAnnouncement');
    expect(calls.filter((path) => path.endsWith('getStatCounterById'))).toHaveLength(3);
  });

  it('falls back to the calls when the inlined content is not valid JSON', async () => {
    const calls = serveLanding();
    inlineLandingData('{"banners": [');
    renderLanding();

    const carousel = await screen.findByRole('region', { name: t('public:landing.banners.label') });
    expect(
      within(carousel).getByRole('heading', { level: 2, name: banners[0]?.titleTh }),
    ).toBeInTheDocument();
    expect(calls).toContain('/api/app/landingPageController/listBanner');
  });
});
