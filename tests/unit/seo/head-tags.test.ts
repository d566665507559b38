import { applyHeadTags, resetHeadTagsForTests } from 'src/components/page-title/head-tags';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      link.href,
    ]),
  );

/** A Thai page's links: canonical at `url`, hreflang th and x-default there too, en at `?lang=en`. */
function expectThaiPageLinks(url: string) {
  expect(canonical()).toBe(url);
  expect(alternates()).toEqual({ th: url, en: `${url}?lang=en`, 'x-default': url });
}

/**
 * The page's own head tags become `html`. Emotion's <style> tags stay: its style cache outlives
 * a test file when a worker runs several (isolate: false), and MUI fails to render
 * once they are gone.
 */
function setHead(html: string): void {
  for (const element of [...document.head.children]) {
    if (!element.matches('style[data-emotion]')) element.remove();
  }
  document.head.insertAdjacentHTML('beforeend', html);
}

beforeEach(() => {
  resetHeadTagsForTests();
  // As the server writes it for /about-us (server/plugins/public-html.ts).
  setHead(`
    <title>เกี่ยวกับเรา | RunThai</title>
    <meta name="description" content="เกี่ยวกับ" />
    <link rel="canonical" href="https://www.runthai.example/about-us" />
    <link rel="alternate" hreflang="th" href="https://www.runthai.example/about-us" />
    <link rel="alternate" hreflang="en" href="https://www.runthai.example/about-us?lang=en" />
    <link rel="alternate" hreflang="x-default" href="https://www.runthai.example/about-us" />
    <meta property="og:title" content="เกี่ยวกับเรา | RunThai" />
    <meta property="og:description" content="เกี่ยวกับ" />
    <meta property="og:url" content="https://www.runthai.example/about-us" />
    <meta property="og:locale" content="th_TH" />
    <meta property="og:locale:alternate" content="en_US" />`);
});

afterAll(() => {
  setHead('');
  resetHeadTagsForTests();
});

describe('public page head tags', () => {
  it('follows English in place, keeping the site origin the server wrote', () => {
    applyHeadTags({ title: 'About us | RunThai', description: 'About', path: '/about-us', language: 'en' });
    expect(content('meta[name="description"]')).toBe('About');
    expect(content('meta[property="og:title"]')).toBe('About us | RunThai');
    expect(content('meta[property="og:description"]')).toBe('About');
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(content('meta[property="og:locale:alternate"]')).toBe('th_TH');
    // The English page's own address, as the server writes it for ?lang=en.
    expect(canonical()).toBe('https://www.runthai.example/about-us?lang=en');
    expect(content('meta[property="og:url"]')).toBe('https://www.runthai.example/about-us?lang=en');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
  });

  it('moves the canonical, hreflang alternates and og:url along with client-side navigation', () => {
    applyHeadTags({ title: 'ติดต่อเรา | RunThai', description: 'ติดต่อ', path: '/contact-us', language: 'th' });
    expectThaiPageLinks('https://www.runthai.example/contact-us');
    expect(content('meta[property="og:url"]')).toBe('https://www.runthai.example/contact-us');
    expect(content('meta[property="og:locale"]')).toBe('th_TH');
  });

  it('drops the canonical on the error page and brings it back on the next page', () => {
    applyHeadTags({ title: 'ไม่พบ | RunThai', description: 'ไม่พบ', path: '/404', language: 'th' });
    expect(canonical()).toBeNull();
    expect(alternates()).toEqual({});
    applyHeadTags({ title: 'RunThai', description: 'หน้าแรก', path: '/', language: 'th' });
    expectThaiPageLinks('https://www.runthai.example/');
  });

  it('creates the tags when the HTML has none (vite dev), on the address bar origin', () => {
    setHead('');
    applyHeadTags({ title: 'RunThai', description: 'หน้าแรก', path: '/', language: 'th' });
    expect(content('meta[name="description"]')).toBe('หน้าแรก');
    expect(canonical()).toBe(`${window.location.origin}/`);
    expect(alternates().en).toBe(`${window.location.origin}/?lang=en`);
  });

  it('keeps the description when a page gives none', () => {
    applyHeadTags({ title: 'x | RunThai', path: '/500', language: 'th' });
    expect(content('meta[name="description"]')).toBe('เกี่ยวกับ');
    expect(content('meta[property="og:title"]')).toBe('x | RunThai');
  });
});
