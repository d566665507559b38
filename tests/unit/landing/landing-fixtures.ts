import type { LandingItem, LandingPageData, StatCounter } from 'contract/landing';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

// Landing content as the public calls answer it (contract/landing.ts). The texts are ASCII
// stand-ins: the house rule keeps Thai in the locale files only.

export const PREFIX = '/api/app/landingPageController';

let nextId = 1;
export function item(title: string, extra: Partial<LandingItem> = {}): LandingItem {
  const id = nextId++;
  return {
    id,
    titleTh: `${title} (th)`,
    titleEn: `${title} (en)`,
    bodyTh: `${title} body (th)`,
    bodyEn: `${title} body (en)`,
    seq: id * 10,
    status: 'ACTIVE',
    ...extra,
  };
}

const picture = (fileId: string, width: number, height: number) => ({
  imageFileId: fileId,
  imageWidth: width,
  imageHeight: height,
});

export const banners: LandingItem[] = [
  item('Banner one', { ...picture('b1', 1600, 700), linkUrl: '/about-us' }),
  item('Banner two', { ...picture('b2', 1600, 700), linkUrl: 'https://organizer.example/platform' }),
  item('Banner three', picture('b3', 1600, 700)),
];

export const products: LandingItem[] = [
  item('Event calendar', { ...picture('p1', 800, 500), linkUrl: '/contact-us' }),
  item('Virtual runs', picture('p2', 800, 500)),
];

export const aboutUs: LandingItem[] = [item('Our story', picture('a1', 800, 500)), item('One platform')];

export const announcements: LandingItem[] = [
  item('Winter season', { publishDate: '2026-10-15' }),
  item('Maintenance', { publishDate: '2026-03-05', bodyTh: undefined, bodyEn: undefined }),
];

export const statCounters: StatCounter[] = [
  { id: 1, labelTh: 'Events (th)', labelEn: 'Events (en)', value: 1250 },
  { id: 2, labelTh: 'Runners (th)', labelEn: 'Runners (en)', value: 486000 },
  { id: 3, labelTh: 'Documents (th)', labelEn: 'Documents (en)', value: 3200000 },
];

export const fullContent: Required<LandingPageData> = {
  banners,
  products,
  aboutUs,
  announcements,
  statCounters,
};

const LIST_CALLS = {
  banners: 'listBanner',
  products: 'listProduct',
  aboutUs: 'listAboutUs',
  announcements: 'listAnnouncement',
} as const;

export type ListName = keyof typeof LIST_CALLS;

/** The five public calls answering `content`; returns the paths called, in order. */
export function serveLanding(content: LandingPageData = fullContent): string[] {
  const calls: string[] = [];
  for (const [key, call] of Object.entries(LIST_CALLS) as [ListName, string][]) {
    server.use(
      http.post(`${PREFIX}/${call}`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json(okBody(content[key] ?? []));
      }),
    );
  }
  server.use(
    http.post(`${PREFIX}/getStatCounterById`, async ({ request }) => {
      calls.push(new URL(request.url).pathname);
      const { id } = (await request.json()) as { id: number };
      const counter = content.statCounters?.find((candidate) => candidate.id === id);
      return counter
        ? HttpResponse.json(okBody(counter))
        : HttpResponse.json(failureBody('404', 'Not found'), { status: 404 });
    }),
  );
  return calls;
}

/** One list call answering with `resolver` (a failure, a delay …). */
export function overrideList(name: ListName, resolver: HttpResponseResolver): void {
  server.use(http.post(`${PREFIX}/${LIST_CALLS[name]}`, resolver));
}

export function failCounters(): void {
  server.use(
    http.post(`${PREFIX}/getStatCounterById`, () =>
      HttpResponse.json(failureBody('500', 'Server error'), { status: 500 }),
    ),
  );
}

/** Writes the server's inlined content into the document, as the public index.html carries it. */
export function inlineLandingData(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'landing-data';
  script.textContent = text;
  document.body.append(script);
  return script;
}
