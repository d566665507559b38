import { LANDING_PREFIX, type LandingItemRecord, type StatCounterRecord } from 'contract/landing';
import { FILE_PREFIX } from 'contract/file';
import { http, HttpResponse } from 'msw';
import { server } from 'src/mocks/server';
import { answerPost, ok, rows, type Reply } from '../msw-answer';

// The landing-page screen's calls, answered with contract-shaped bodies.

const stamp = { version: 1, lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

export function item(id: number, fields: Partial<LandingItemRecord> = {}): LandingItemRecord {
  return {
    id,
    titleTh: `แบนเนอร์ ${id}`,
    titleEn: `Banner ${id}`,
    seq: id * 10,
    status: 'ACTIVE',
    ...stamp,
    ...fields,
  };
}

export const banners = [
  item(1, { imageFileId: '11111111-1111-4111-8111-111111111111', imageWidth: 1600, imageHeight: 700 }),
  item(2),
  item(3, { titleTh: 'แบนเนอร์ซ่อน', titleEn: 'Hidden banner', status: 'INACTIVE' }),
];

export const counters: StatCounterRecord[] = [
  { id: 1, labelTh: 'งานที่จัด', labelEn: 'Events hosted', value: 1250, ...stamp },
  { id: 2, labelTh: 'นักวิ่ง', labelEn: 'Runners', value: 48000, ...stamp },
  { id: 3, labelTh: 'เอกสาร', labelEn: 'Documents', value: 9100, ...stamp },
];

/** The screen's reads: banners as given, no other items, the three figures. */
export function answerReads(bannerRows: () => LandingItemRecord[] = () => banners) {
  const searches = answerPost(`${LANDING_PREFIX}/searchBanner`, () => rows(bannerRows()));
  for (const name of ['Product', 'AboutUs', 'Announcement'])
    answerPost(`${LANDING_PREFIX}/search${name}`, () => rows([]));
  answerPost(`${LANDING_PREFIX}/searchStatCounter`, () => rows(counters));
  return searches;
}

export const answerLanding = <T = Record<string, unknown>>(call: string, reply: (body: T) => Reply) =>
  answerPost<T>(`${LANDING_PREFIX}/${call}`, reply);

/** fileController/upload: records each picture's type, answers `fileId`. */
export function answerUpload(reply: () => Response) {
  const received: { type: string }[] = [];
  server.use(
    http.post(`${FILE_PREFIX}/upload`, async ({ request }) => {
      const picture = (await request.formData()).get('file');
      // Only the type: jsdom's XMLHttpRequest does not pass a part's file name (nor its bytes) on as a browser does.
      if (picture && typeof picture !== 'string') received.push({ type: picture.type });
      return reply();
    }),
  );
  return received;
}

export const uploaded = (fileId: string) =>
  HttpResponse.json(
    ok({ fileId, contentType: 'image/webp', fileSize: 2048, imageWidth: 1600, imageHeight: 700 }).json,
  );
