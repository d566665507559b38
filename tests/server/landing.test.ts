// Landing page calls: public lists and counters, ADMIN search/create/update, access, audit.
import { and, count, desc, eq } from 'drizzle-orm';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LANDING_CALL_NAMES,
  LANDING_KINDS,
  LANDING_PREFIX,
  type LandingItem,
  type LandingItemRecord,
} from '../../contract/landing';
import { auditLog } from '../../server/db/schema/audit';
import { storedFile } from '../../server/db/schema/file';
import { landingItem } from '../../server/db/schema/landing';
import { seedLanding } from '../../server/db/seed/landing';
import { seedImageNames } from '../../server/db/seed/landing-content';
import { inspectImage } from '../../server/modules/file/image-type';
import { contentUuid } from '../../server/modules/file/stored-image';
import { call as callApi, type CallOptions } from './support/api';
import { API_TIME, detailsOf, expectRefused } from './support/answers';
import { useAdminApp, useSignedIn } from './support/app-per-file';
import { signInNewCustomerUser } from './support/auth';

const { t, admin } = useAdminApp();
const customerUser = useSignedIn(() => signInNewCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' }));

const call = (path: string, payload: unknown = {}, options: CallOptions = {}) =>
  callApi(t, `${LANDING_PREFIX}/${path}`, payload, options);
const asAdmin = (path: string, payload: unknown = {}, language?: 'th' | 'en') =>
  call(path, payload, { as: admin, ...(language ? { language } : {}) });

async function list(name: string): Promise<LandingItem[]> {
  const res = await call(`list${name}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LandingItem[] }>().data;
}

async function create(name: string, body: Record<string, unknown>): Promise<LandingItemRecord> {
  const res = await asAdmin(`create${name}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: LandingItemRecord }>().data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('public lists (seeded content)', () => {
  it('lists 3 banners by seq, each with a 1600×700 image, Thai and English text and no record stamp', async () => {
    const banners = await list('Banner');
    expect(banners).toHaveLength(3);
    expect(banners.map((b) => b.seq)).toEqual([10, 20, 30]);
    for (const banner of banners) {
      expect(banner).toMatchObject({ status: 'ACTIVE', imageWidth: 1600, imageHeight: 700 });
      expect(banner.imageFileId).toMatch(UUID);
      expect(banner.titleTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(banner.titleEn).toMatch(/^[\x20-\x7E]+$/);
      expect(banner.bodyTh).toBeTruthy();
      expect(Object.keys(banner)).not.toContain('version');
    }
  });

  it('lists the products, about-us sections and dated 2026 announcements', async () => {
    const products = await list('Product');
    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.length).toBeLessThanOrEqual(6);
    expect(products.every((p) => p.imageWidth === 800 && p.imageHeight === 500)).toBe(true);
    const about = await list('AboutUs');
    expect(about.length).toBeGreaterThanOrEqual(2);
    const announcements = await list('Announcement');
    expect(announcements.length).toBeGreaterThanOrEqual(3);
    for (const a of announcements) {
      expect(a.publishDate).toMatch(/^2026-\d\d-\d\d$/);
      // No image: the optional fields are absent, not null.
      expect(Object.keys(a)).not.toContain('imageFileId');
      expect(Object.keys(a)).not.toContain('imageWidth');
    }
  });

  it('takes an empty body or none, and refuses unknown fields', async () => {
    const none = await t.app.inject({ method: 'POST', url: `${LANDING_PREFIX}/listBanner` });
    expect(none.statusCode).toBe(200);
    const extra = await call('listBanner', { kind: 'PRODUCT' });
    expectRefused(extra, 400, { kind: 'ไม่รู้จักฟิลด์นี้' });
  });
});

describe('getStatCounterById', () => {
  it('answers the seeded counters 1, 2 and 3', async () => {
    for (const id of [1, 2, 3]) {
      const res = await call('getStatCounterById', { id });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: Record<string, unknown> }>().data;
      expect(Object.keys(data).sort()).toEqual(['id', 'labelEn', 'labelTh', 'value']);
      expect(data).toMatchObject({ id, labelTh: expect.any(String), labelEn: expect.any(String) });
      expect(data.value).toEqual(expect.any(Number));
    }
    expect((await call('getStatCounterById', { id: 1 })).json().data.labelEn).toBe('Events hosted');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('getStatCounterById', { id: 999 })).statusCode).toBe(404);
    const bad = await call('getStatCounterById', { id: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(detailsOf(bad))).toEqual(['id']);
  });
});

describe('access', () => {
  const adminCalls: (readonly [string, object])[] = LANDING_KINDS.flatMap((kind) => {
    const name = LANDING_CALL_NAMES[kind];
    return [
      [`search${name}`, {}],
      [`create${name}`, { titleTh: 'x', titleEn: 'x', seq: 1, status: 'ACTIVE' }],
      [`update${name}`, { id: 1, version: 99, titleTh: 'x', titleEn: 'x', seq: 1, status: 'ACTIVE' }],
      [`reorder${name}`, { items: [{ id: 1, version: 1 }] }],
    ] as const;
  });
  adminCalls.push(
    ['searchStatCounter', {}],
    ['updateStatCounter', { id: 1, version: 1, labelTh: 'x', labelEn: 'x', value: 1 }],
  );

  it('refuses every ADMIN call without a token (401) and with a CUSTOMER token (403)', async () => {
    expect(adminCalls).toHaveLength(18);
    for (const [path, body] of adminCalls) {
      expect({ path, status: (await call(path, body)).statusCode }).toEqual({ path, status: 401 });
      expect({ path, status: (await call(path, body, { as: customerUser })).statusCode }).toEqual({
        path,
        status: 403,
      });
    }
  });

  it('declares the public calls public and the rest ADMIN in the route table', () => {
    const table = t.app.routeTable().filter((r) => r.url.startsWith(LANDING_PREFIX));
    expect(table).toHaveLength(23);
    for (const route of table) {
      const name = route.url.slice(LANDING_PREFIX.length + 1);
      const isPublic = name.startsWith('list') || name === 'getStatCounterById';
      expect({ name, access: route.access }).toEqual({
        name,
        access: isPublic ? 'public' : { roles: ['ADMIN'] },
      });
    }
  });
});

describe('create and update', () => {
  it('creates an item of every kind, lists it at its seq, and audits the creation', async () => {
    for (const kind of LANDING_KINDS) {
      const name = LANDING_CALL_NAMES[kind];
      const fields = {
        titleEn: `New ${name}`,
        bodyTh: 'รายละเอียด',
        linkUrl: '/contact-us',
        publishDate: '2026-11-21',
        seq: 15,
        status: 'ACTIVE',
      };
      const created = await create(name, { titleTh: `  ใหม่ ${name}  `, ...fields });
      expect(created).toMatchObject({ titleTh: `ใหม่ ${name}`, ...fields, version: 1, lastUpdateBy: 'admin' });
      expect(created.lastUpdateDtm).toMatch(API_TIME);
      expect(Object.keys(created)).not.toContain('bodyEn');
      // The public list is served from a cache: a write must show at once.
      const items = await list(name);
      const index = items.findIndex((i) => i.id === created.id);
      expect(index).toBeGreaterThan(-1);
      expect(items.map((i) => i.seq)).toEqual([...items.map((i) => i.seq)].sort((a, b) => a - b));
      const [audit] = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'landing_item'), eq(auditLog.entityId, String(created.id))));
      expect(audit).toMatchObject({ action: 'CREATE', actor: 'admin', actorRole: 'ADMIN' });
      expect(audit!.afterData).toMatchObject({ kind, titleEn: `New ${name}` });
    }
  });

  it('updates with the version read, keeps absent optional fields, clears null ones, and audits before/after', async () => {
    const item = await create('Product', {
      titleTh: 'บริการทดสอบ',
      titleEn: 'Test service',
      bodyTh: 'ก่อน',
      bodyEn: 'Before',
      linkUrl: 'https://example.com/a',
      seq: 500,
      status: 'ACTIVE',
    });
    const res = await asAdmin('updateProduct', {
      id: item.id,
      version: 1,
      titleTh: 'บริการทดสอบ 2',
      titleEn: 'Test service 2',
      bodyEn: null,
      seq: 501,
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ data: LandingItemRecord }>().data;
    expect(updated).toMatchObject({
      id: item.id,
      version: 2,
      titleEn: 'Test service 2',
      bodyTh: 'ก่อน',
      seq: 501,
    });
    expect(updated.linkUrl).toBe('https://example.com/a');
    expect(Object.keys(updated)).not.toContain('bodyEn');
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(item.id)), eq(auditLog.action, 'UPDATE')));
    expect(audit!.beforeData).toMatchObject({ titleEn: 'Test service', bodyEn: 'Before', version: 1 });
    expect(audit!.afterData).toMatchObject({ titleEn: 'Test service 2', bodyEn: null, version: 2 });
  });

  it('answers 409 STALE_RECORD to an old version and changes nothing', async () => {
    const item = await create('Banner', { titleTh: 'แบนเนอร์', titleEn: 'Banner', seq: 90, status: 'ACTIVE' });
    const first = { id: item.id, version: 1, titleTh: 'หนึ่ง', titleEn: 'One', seq: 90, status: 'ACTIVE' };
    expect((await asAdmin('updateBanner', first)).statusCode).toBe(200);
    const stale = await asAdmin('updateBanner', { ...first, titleEn: 'Two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status).toMatchObject({
      code: '102',
      details: [{ key: 'STALE_RECORD', description: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่' }],
    });
    expect((await list('Banner')).find((b) => b.id === item.id)?.titleEn).toBe('One');
  });

  it('answers 404 for an unknown id and for the id of another kind', async () => {
    const product = await create('Product', { titleTh: 'ก', titleEn: 'A', seq: 1, status: 'ACTIVE' });
    const body = { version: 1, titleTh: 'ข', titleEn: 'B', seq: 1, status: 'ACTIVE' };
    expect((await asAdmin('updateProduct', { ...body, id: 999999 })).statusCode).toBe(404);
    expect((await asAdmin('updateBanner', { ...body, id: product.id })).statusCode).toBe(404);
  });

  it('hides an INACTIVE item from the public list but not from the search', async () => {
    const fields = { titleTh: 'ซ่อนไว้', titleEn: 'Hidden section', seq: 5 };
    const item = await create('AboutUs', { ...fields, status: 'INACTIVE' });
    expect((await list('AboutUs')).map((i) => i.id)).not.toContain(item.id);
    const found = await asAdmin('searchAboutUs', { title: 'hidden SECTION' });
    expect(found.json<{ data: LandingItemRecord[] }>().data).toEqual([
      expect.objectContaining({ id: item.id, status: 'INACTIVE', version: 1 }),
    ]);
    const activated = await asAdmin('updateAboutUs', {
      id: item.id,
      version: 1,
      ...fields,
      status: 'ACTIVE',
    });
    expect(activated.statusCode).toBe(200);
    expect((await list('AboutUs')).map((i) => i.id)).toContain(item.id);
  });

  it('deletes with status DELETE: gone from lists and searches, later updates answer 404, audited as DELETE', async () => {
    const fields = { titleTh: 'ลบทิ้ง', titleEn: 'To delete', seq: 1 };
    const item = await create('Announcement', { ...fields, status: 'ACTIVE' });
    const body = { id: item.id, version: 1, ...fields, status: 'DELETE' };
    expect((await asAdmin('updateAnnouncement', body)).statusCode).toBe(200);
    expect((await list('Announcement')).map((i) => i.id)).not.toContain(item.id);
    expect((await asAdmin('searchAnnouncement', { title: 'To delete' })).json().data).toEqual([]);
    expect((await asAdmin('updateAnnouncement', { ...body, version: 2, status: 'ACTIVE' })).statusCode).toBe(
      404,
    );
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.action).toBe('DELETE');
  });

  it('links an uploaded landing image and refuses an unknown one; null removes it', async () => {
    const product = (await list('Product')).find((p) => p.imageFileId);
    const item = await create('Product', {
      titleTh: 'มีรูป',
      titleEn: 'With image',
      imageFileId: product!.imageFileId,
      seq: 3,
      status: 'ACTIVE',
    });
    expect(item).toMatchObject({ imageFileId: product!.imageFileId, imageWidth: 800, imageHeight: 500 });
    const unknown = await asAdmin('createProduct', {
      titleTh: 'ก',
      titleEn: 'A',
      imageFileId: '00000000-0000-4000-8000-000000000000',
      seq: 1,
      status: 'ACTIVE',
    });
    expectRefused(unknown, 400, { imageFileId: 'ไม่พบไฟล์รูปภาพนี้ กรุณาอัปโหลดใหม่' });
    const cleared = await asAdmin('updateProduct', {
      id: item.id,
      version: 1,
      titleTh: 'มีรูป',
      titleEn: 'With image',
      imageFileId: null,
      seq: 3,
      status: 'ACTIVE',
    });
    expect(Object.keys(cleared.json().data)).not.toContain('imageFileId');
    expect(Object.keys(cleared.json().data)).not.toContain('imageWidth');
  });
});

describe('validation', () => {
  it('refuses bad fields with one detail per field, in Thai', async () => {
    const res = await asAdmin('createBanner', {
      titleTh: '   ',
      titleEn: 'x'.repeat(201),
      linkUrl: 'javascript:alert(1)',
      publishDate: '2026-02-30',
      imageFileId: 'not-a-uuid',
      seq: -1,
      status: 'DELETE',
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe('102');
    expect(detailsOf(res)).toEqual({
      titleTh: 'กรุณาระบุ',
      titleEn: 'ต้องไม่เกิน 200 ตัวอักษร',
      linkUrl: 'ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)',
      publishDate: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD (ค.ศ.)',
      imageFileId: 'รหัสไฟล์ไม่ถูกต้อง',
      seq: 'ต้องไม่น้อยกว่า 0',
      status: 'ต้องเป็นค่าใดค่าหนึ่งใน: ACTIVE, INACTIVE',
      colour: 'ไม่รู้จักฟิลด์นี้',
    });
  });

  it('answers in English when asked, and requires id and version to update', async () => {
    const res = await asAdmin(
      'updateProduct',
      { titleTh: 'ก', titleEn: 'A', seq: 1, status: 'ACTIVE', linkUrl: '//evil.example' },
      'en',
    );
    expectRefused(res, 400, {
      id: 'is required',
      version: 'is required',
      linkUrl: 'must start with https:// or / (a page of this site)',
    });
  });

  it('refuses a NUL character instead of failing in the database', async () => {
    const res = await asAdmin('createProduct', {
      titleTh: 'ก\u0000',
      titleEn: 'A',
      seq: 1,
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['titleTh']);
  });
});

describe('search', () => {
  it('pages every status but DELETE, by seq by default, with the contract paging', async () => {
    await create('Announcement', { titleTh: 'ร่าง', titleEn: 'Draft news', seq: 7, status: 'INACTIVE' });
    const all = await asAdmin('searchAnnouncement', { size: 100 });
    const body = all.json<{ data: LandingItemRecord[]; paging: Record<string, number> }>();
    expect(body.data.some((i) => i.status === 'INACTIVE')).toBe(true);
    expect(body.data.every((i) => i.status !== 'DELETE')).toBe(true);
    expect(body.data.map((i) => i.seq)).toEqual([...body.data.map((i) => i.seq)].sort((a, b) => a - b));
    const total = body.paging.totalRecords!;
    const page = await asAdmin('searchAnnouncement', {
      page: 2,
      size: 2,
      sortBy: 'publishDate',
      sortDir: 'desc',
    });
    expect(page.json().paging).toEqual({
      page: 2,
      size: 2,
      totalRecords: total,
      totalPages: Math.ceil(total / 2),
      totalExact: true,
    });
    expect(page.json().data).toHaveLength(2);
    const inactive = await asAdmin('searchAnnouncement', { status: 'INACTIVE' });
    expect(inactive.json<{ data: LandingItemRecord[] }>().data.every((i) => i.status === 'INACTIVE')).toBe(
      true,
    );
  });

  it('finds by a Thai substring of the title and refuses an unknown sortBy', async () => {
    const res = await asAdmin('searchProduct', { title: 'ปฏิทิน' });
    expect(res.json<{ data: LandingItemRecord[] }>().data.map((i) => i.titleEn)).toEqual(['Event calendar']);
    const bad = await asAdmin('searchProduct', { sortBy: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(detailsOf(bad))).toEqual(['sortBy']);
  });
});

describe('seed', () => {
  const imagePath = (name: string) =>
    new URL(`../../server/db/seed/landing-images/${name}.webp`, import.meta.url);

  it('ships WebP pictures within their size budgets (banners 1600×700 ≤ 80 KB, cards 800×500 ≤ 40 KB)', () => {
    for (const name of seedImageNames) {
      const image = inspectImage(readFileSync(imagePath(name)));
      const banner = name.startsWith('banner-');
      expect({ name, ...image }).toMatchObject({
        name,
        contentType: 'image/webp',
        width: banner ? 1600 : 800,
        height: banner ? 700 : 500,
      });
      expect({ name, size: statSync(imagePath(name)).size <= (banner ? 80 : 40) * 1024 }).toEqual({
        name,
        size: true,
      });
    }
  });

  it('stores each picture under an id made from its bytes, and runs again without adding or undoing anything', async () => {
    for (const name of seedImageNames) {
      const [row] = await t.deps.db
        .select({ originalName: storedFile.originalName })
        .from(storedFile)
        .where(eq(storedFile.fileId, contentUuid(readFileSync(imagePath(name)))));
      expect(row).toEqual({ originalName: `${name}.webp` });
    }
    const counts = async () => ({
      items: (await t.deps.db.select({ n: count() }).from(landingItem))[0]!.n,
      files: (await t.deps.db.select({ n: count() }).from(storedFile))[0]!.n,
    });
    const before = await counts();
    await seedLanding(t.deps.db, t.deps.files);
    expect(await counts()).toEqual(before);
  });
});
