// The administrator's editing of the landing page: pictures of the right shape, seq left out,
// reorder<Kind> (all or nothing, versioned, audited), the figures (searchStatCounter,
// updateStatCounter), and every edit on the public page's server-rendered HTML at once.
import { and, desc, eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_PREFIX, type UploadedFile } from '../../contract/file';
import {
  LANDING_PREFIX,
  type LandingItem,
  type LandingItemRecord,
  type StatCounterRecord,
} from '../../contract/landing';
import { auditLog } from '../../server/db/schema/audit';
import { call as callApi, callMultipart } from './support/api';
import { API_TIME, detailsOf, expectRefused } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { png } from './support/png';

// A public build whose server renderer writes the banners' titles and the figures into the
// page, as the real one (src/entry-server.tsx) renders them from the same data.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'etax-landing-editing-'));
mkdirSync(path.join(webDir, 'public'), { recursive: true });
mkdirSync(path.join(webDir, 'public-server'), { recursive: true });
writeFileSync(
  path.join(webDir, 'public', 'index.html'),
  '<!doctype html><html lang="th"><head><title>RunThai</title>' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(webDir, 'public-server', 'entry-server.js'),
  `export async function renderPage(page, data) {
    const banners = (data?.banners ?? []).map((b) => '<h2>' + b.titleTh + '</h2>').join('');
    const figures = (data?.statCounters ?? []).map((c) => '<dd>' + c.labelEn + '=' + c.value + '</dd>').join('');
    return '<main>' + banners + '<dl>' + figures + '</dl></main>';
  }`,
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const { t, admin } = useAdminApp({ webDir });

const asAdmin = (name: string, payload: unknown = {}, language?: 'th' | 'en') =>
  callApi(t, `${LANDING_PREFIX}/${name}`, payload, { as: admin, ...(language ? { language } : {}) });

async function dataOf<T>(name: string, payload: unknown = {}): Promise<T> {
  const res = await asAdmin(name, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

async function upload(width: number, height: number): Promise<string> {
  const res = await callMultipart(
    t,
    `${FILE_PREFIX}/upload`,
    [{ name: 'file', filename: 'crop.png', type: 'image/png', content: png(width, height) }],
    { as: admin },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UploadedFile }>().data.fileId;
}

/** Every banner but the deleted ones, by seq, as the admin screen reads them. */
const banners = async () => (await dataOf<LandingItemRecord[]>('searchBanner', { size: 100 })) ?? [];
const publicBanners = async () =>
  (await callApi(t, `${LANDING_PREFIX}/listBanner`, {})).json<{ data: LandingItem[] }>().data;
/** The public home page as a browser gets it (HTML rendered by the server). */
const homePage = async () =>
  (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
const renderedTitles = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
const orderOf = (items: readonly { id: number; version: number }[]) =>
  items.map(({ id, version }) => ({ id, version }));

async function lastAudit(entity: string, entityId: string) {
  const [row] = await t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('pictures of the shape their kind is shown at', () => {
  it('takes a 16:7 banner and an 8:5 card, and refuses another shape with a clear message', async () => {
    const wide = await upload(160, 70);
    const card = await upload(80, 50);
    const square = await upload(60, 60);
    const banner = await dataOf<LandingItemRecord>('createBanner', {
      titleTh: 'ภาพกว้าง',
      titleEn: 'Wide',
      imageFileId: wide,
      status: 'INACTIVE',
    });
    expect(banner).toMatchObject({ imageWidth: 160, imageHeight: 70 });
    expect(
      (await asAdmin('createProduct', { titleTh: 'ก', titleEn: 'A', imageFileId: card, status: 'INACTIVE' }))
        .statusCode,
    ).toBe(200);

    const refused = await asAdmin('createBanner', {
      titleTh: 'จัตุรัส',
      titleEn: 'Square',
      imageFileId: square,
      status: 'ACTIVE',
    });
    expectRefused(refused, 400, { imageFileId: 'สัดส่วนรูปภาพต้องเป็น 1600 × 700 (กรุณาครอปรูปใหม่)' });
    const about = (await dataOf<LandingItemRecord[]>('searchAboutUs'))[0]!;
    const wrongShape = await asAdmin(
      'updateAboutUs',
      {
        id: about.id,
        version: about.version,
        titleTh: about.titleTh,
        titleEn: about.titleEn,
        status: about.status,
        imageFileId: wide,
      },
      'en',
    );
    expectRefused(wrongShape, 400, {
      imageFileId: 'the picture must have the proportions 800 × 500; crop it again',
    });
  });
});

describe('seq left out', () => {
  it('puts a new item after the last of its kind, and an update without seq keeps the place', async () => {
    const before = await dataOf<LandingItemRecord[]>('searchAnnouncement', { size: 100 });
    const last = Math.max(...before.map((item) => item.seq));
    const created = await dataOf<LandingItemRecord>('createAnnouncement', {
      titleTh: 'ท้ายสุด',
      titleEn: 'Last one',
      status: 'INACTIVE',
    });
    expect(created.seq).toBe(last + 10);
    const updated = await dataOf<LandingItemRecord>('updateAnnouncement', {
      id: created.id,
      version: created.version,
      titleTh: 'ท้ายสุด 2',
      titleEn: 'Last one 2',
      status: 'INACTIVE',
    });
    expect(updated).toMatchObject({ seq: created.seq, version: 2, titleEn: 'Last one 2' });
  });
});

describe('reorderBanner', () => {
  it('saves the new order at once: seq 10, 20 …, new versions for the moved items, one audit row, public list and page follow', async () => {
    const current = await banners();
    const reversed = [...current].reverse();
    const saved = await dataOf<LandingItemRecord[]>('reorderBanner', { items: orderOf(reversed) });
    expect(saved.map((item) => item.id)).toEqual(reversed.map((item) => item.id));
    expect(saved.map((item) => item.seq)).toEqual(reversed.map((_, index) => (index + 1) * 10));
    for (const item of saved) {
      const was = current.find((c) => c.id === item.id)!;
      expect({ id: item.id, version: item.version }).toEqual({
        id: item.id,
        version: was.seq === item.seq ? was.version : was.version + 1,
      });
      expect(item.lastUpdateDtm).toMatch(API_TIME);
    }

    const audit = await lastAudit('landing_item', 'BANNER');
    expect(audit).toMatchObject({ action: 'REORDER', actor: 'admin', actorRole: 'ADMIN' });
    expect(audit!.afterData).toEqual(saved.map(({ id, seq }) => ({ id, seq })));
    expect(audit!.beforeData).toEqual(current.map(({ id, seq }) => ({ id, seq })));

    const active = saved.filter((item) => item.status === 'ACTIVE');
    expect((await publicBanners()).map((item) => item.id)).toEqual(active.map((item) => item.id));
    expect(renderedTitles(await homePage())).toEqual(active.map((item) => item.titleTh));
  });

  it('changes nothing and answers 409 STALE_RECORD when an item changed, is missing, or was deleted meanwhile', async () => {
    const current = await banners();
    const stale = orderOf(current).map((item, index) =>
      index === 0 ? { ...item, version: item.version + 5 } : item,
    );
    const cases = [stale, orderOf(current).slice(1)];
    const doomed = await dataOf<LandingItemRecord>('createBanner', {
      titleTh: 'ลบ',
      titleEn: 'Gone',
      status: 'INACTIVE',
    });
    await dataOf('updateBanner', {
      id: doomed.id,
      version: 1,
      titleTh: 'ลบ',
      titleEn: 'Gone',
      status: 'DELETE',
    });
    cases.push([...orderOf(current), { id: doomed.id, version: 2 }]);
    const product = (await dataOf<LandingItemRecord[]>('searchProduct'))[0]!;
    cases.push([...orderOf(current).slice(1), { id: product.id, version: product.version }]);

    for (const items of cases) {
      const res = await asAdmin('reorderBanner', { items: [...items].reverse() });
      expect(res.statusCode, JSON.stringify(items)).toBe(409);
      expect(res.json().status.details).toEqual([
        { key: 'STALE_RECORD', description: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่' },
      ]);
    }
    expect(await banners()).toEqual(current);
  });

  it('refuses a body without items, with an item twice, or with unknown fields (400)', async () => {
    const [first] = await banners();
    expectRefused(await asAdmin('reorderBanner', { items: [] }), 400, { items: 'ต้องมีอย่างน้อย 1 รายการ' });
    expectRefused(
      await asAdmin('reorderBanner', { items: [orderOf([first!])[0], orderOf([first!])[0]] }, 'en'),
      400,
      { items: 'an item appears twice in the order' },
    );
    const extra = await asAdmin('reorderBanner', { items: [{ id: first!.id, version: 1, seq: 5 }] });
    expect(extra.statusCode).toBe(400);
  });
});

describe('figures (stat counters)', () => {
  it('lists the three figures with their record stamp', async () => {
    const res = await asAdmin('searchStatCounter', {});
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: StatCounterRecord[]; paging: { totalRecords: number } }>();
    expect(body.data.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(body.paging.totalRecords).toBe(3);
    expect(body.data[0]).toMatchObject({ labelEn: 'Events hosted', version: expect.any(Number) });
    expect(body.data[0]!.lastUpdateDtm).toMatch(API_TIME);
  });

  it('changes a figure with the version read, audits it, and the public call and page show it at once', async () => {
    const [counter] = await dataOf<StatCounterRecord[]>('searchStatCounter');
    const body = {
      id: counter!.id,
      version: counter!.version,
      labelTh: '  งานที่จัด  ',
      labelEn: 'Events run',
      value: 4321,
    };
    const saved = await dataOf<StatCounterRecord>('updateStatCounter', body);
    expect(saved).toMatchObject({
      id: 1,
      labelTh: 'งานที่จัด',
      labelEn: 'Events run',
      value: 4321,
      version: counter!.version + 1,
      lastUpdateBy: 'admin',
    });

    const publicAnswer = await callApi(t, `${LANDING_PREFIX}/getStatCounterById`, { id: 1 });
    expect(publicAnswer.json().data).toEqual({
      id: 1,
      labelTh: 'งานที่จัด',
      labelEn: 'Events run',
      value: 4321,
    });
    expect(await homePage()).toContain('<dd>Events run=4321</dd>');

    const audit = await lastAudit('landing_stat_counter', '1');
    expect(audit).toMatchObject({ action: 'UPDATE', actor: 'admin' });
    expect(audit!.beforeData).toMatchObject({ value: counter!.value, version: counter!.version });
    expect(audit!.afterData).toMatchObject({ value: 4321, version: counter!.version + 1 });

    const stale = await asAdmin('updateStatCounter', { ...body, value: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await asAdmin('updateStatCounter', { ...body, id: 99 })).statusCode).toBe(404);
  });

  it('refuses blank or long labels and a value that is not a whole number from 0 to 999,999,999,999', async () => {
    const res = await asAdmin('updateStatCounter', {
      id: 2,
      version: 1,
      labelTh: ' ',
      labelEn: 'x'.repeat(101),
      value: -1,
    });
    expectRefused(res, 400, {
      labelTh: 'กรุณาระบุ',
      labelEn: 'ต้องไม่เกิน 100 ตัวอักษร',
      value: 'ต้องไม่น้อยกว่า 0',
    });
    for (const value of [1.5, 1_000_000_000_000, '12']) {
      const bad = await asAdmin('updateStatCounter', {
        id: 2,
        version: 1,
        labelTh: 'ก',
        labelEn: 'A',
        value,
      });
      expect({ value, keys: Object.keys(detailsOf(bad)) }).toEqual({ value, keys: ['value'] });
    }
  });
});

describe('the public page after an edit', () => {
  it('shows a changed, a new and a hidden banner on the very next page load', async () => {
    expect(renderedTitles(await homePage())).toEqual((await publicBanners()).map((b) => b.titleTh));
    const [first] = (await banners()).filter((b) => b.status === 'ACTIVE');
    await dataOf('updateBanner', {
      id: first!.id,
      version: first!.version,
      titleTh: 'ข่าวใหม่ล่าสุด',
      titleEn: 'Fresh news',
      status: 'ACTIVE',
    });
    expect(renderedTitles(await homePage())).toContain('ข่าวใหม่ล่าสุด');

    const added = await dataOf<LandingItemRecord>('createBanner', {
      titleTh: 'แบนเนอร์เพิ่ม',
      titleEn: 'Added',
      status: 'ACTIVE',
    });
    expect(renderedTitles(await homePage()).at(-1)).toBe('แบนเนอร์เพิ่ม');

    await dataOf('updateBanner', {
      id: added.id,
      version: 1,
      titleTh: 'แบนเนอร์เพิ่ม',
      titleEn: 'Added',
      status: 'INACTIVE',
    });
    expect(renderedTitles(await homePage())).not.toContain('แบนเนอร์เพิ่ม');
  });
});
