// fileController: downloads (public landing images, private files, tenancy) and image uploads.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_PREFIX,
  MAX_UPLOAD_BYTES,
  fileDownloadUrl,
  type FilePurpose,
  type UploadedFile,
} from '../../contract/file';
import { LANDING_PREFIX, type LandingItem } from '../../contract/landing';
import { auditLog } from '../../server/db/schema/audit';
import { storedFile } from '../../server/db/schema/file';
import { inspectImage } from '../../server/modules/file/image-type';
import {
  createAdminUser,
  createCustomer,
  signInAdmin,
  signInNewCustomerUser,
  type SignedIn,
} from './support/auth';
import { multipart } from './support/api';
import { png } from './support/png';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SignedIn;
let userOfA: SignedIn;
let userOfB: SignedIn;
let customerA: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  customerA = (await createCustomer(t)).customerCode;
  userOfA = await signInNewCustomerUser(t, { customerCode: customerA });
  userOfB = await signInNewCustomerUser(t);
});
afterAll(() => t.close());

// ---------------------------------------------------------------- test images

/** The start of a baseline JPEG: SOI, an APP0 segment, then SOF0 with 640×480. */
const jpegHead = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const seedImage = (name: string) =>
  readFileSync(new URL(`../../server/db/seed/landing-images/${name}.webp`, import.meta.url));

// ---------------------------------------------------------------- calls

function upload(
  content: Buffer | string,
  filename = 'picture.png',
  options: { as?: SignedIn | undefined; type?: string; field?: string; language?: 'en' } = { as: admin },
): Promise<LightMyRequestResponse> {
  const body = multipart([
    { name: options.field ?? 'file', filename, type: options.type ?? 'image/png', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${FILE_PREFIX}/upload`,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(options.as?.headers ?? {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

function download(fileId: string, as?: SignedIn, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: fileDownloadUrl(fileId),
    headers: { ...(as?.headers ?? {}), ...headers },
  });
}

/** A private file written straight into the table (no upload call makes one yet). */
async function privateFile(ownerCustomerCode: string | null): Promise<string> {
  const fileId = randomUUID();
  await t.deps.db.insert(storedFile).values({
    fileId,
    ownerCustomerCode,
    // Not a public purpose: a customer's document as later modules will store them.
    purpose: 'CUSTOMER_DOCUMENT' as FilePurpose,
    originalName: '../../etc/passwd\r\nX-Evil: 1.pdf',
    downloadName: `customer-document-${fileId.slice(0, 8)}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 9,
    sha256: '0'.repeat(64),
    content: Buffer.from('%PDF-1.7\n'),
    createBy: 'test',
  });
  return fileId;
}

const detailsOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    (res.json<{ status: { details?: { key: string; description: string }[] } }>().status.details ?? []).map(
      (d) => [d.key, d.description],
    ),
  );

// ---------------------------------------------------------------- downloads

describe('downloadFileById: landing images (public)', () => {
  it('serves a seeded banner inline to anyone, with its type, nosniff and a year-long immutable cache', async () => {
    const banners = await t.app.inject({ method: 'POST', url: `${LANDING_PREFIX}/listBanner`, payload: {} });
    const banner = banners.json<{ data: LandingItem[] }>().data[0]!;
    const res = await download(banner.imageFileId!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="landing-image-[0-9a-f]{8}\.webp"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(seedImage('banner-running-events'))).toBe(true);
    expect(inspectImage(res.rawPayload)).toMatchObject({
      width: banner.imageWidth,
      height: banner.imageHeight,
    });
    // The second answer (from the in-process cache) is the same, and a revalidation is a 304.
    const again = await download(banner.imageFileId!);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await download(banner.imageFileId!, undefined, {
      'if-none-match': String(res.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('answers 404 in the envelope for an unknown or malformed id, and keeps it out of caches', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await download(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().status.code).toBe('404');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('downloadFileById: private files', () => {
  it('gives an ADMIN an attachment under the server-made name, never cached', async () => {
    const fileId = await privateFile(customerA);
    const res = await download(fileId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="customer-document-${fileId.slice(0, 8)}.pdf"; filename*=UTF-8''customer-document-${fileId.slice(0, 8)}.pdf`,
    );
    expect(res.headers['content-disposition']).not.toContain('passwd');
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('%PDF-1.7\n');
  });

  it("gives a customer's user the customer's own file, and 404 to another customer, to nobody and for unowned files", async () => {
    const fileOfA = await privateFile(customerA);
    const unowned = await privateFile(null);
    expect((await download(fileOfA, userOfA)).statusCode).toBe(200);
    const other = await download(fileOfA, userOfB);
    expect(other.statusCode).toBe(404);
    // Exactly like an unknown id: nothing tells that the file exists.
    const unknown = await download(randomUUID(), userOfB);
    expect(other.json().status).toMatchObject({ code: '404', message: unknown.json().status.message });
    expect((await download(fileOfA)).statusCode).toBe(404);
    expect((await download(unowned, userOfA)).statusCode).toBe(404);
    expect((await download(unowned, admin)).statusCode).toBe(200);
  });

  it('refuses a private file to an ADMIN who must change the password first', async () => {
    const account = await createAdminUser(t, { mustChangePassword: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      payload: { username: account.username, password: account.password },
      remoteAddress: '10.250.0.1',
    });
    const token = res.json<{ data: { accessToken: string } }>().data.accessToken;
    const fileId = await privateFile(customerA);
    const refused = await t.app.inject({
      method: 'GET',
      url: fileDownloadUrl(fileId),
      headers: { authorization: `Bearer ${token}`, 'x-client-module': 'ADMIN' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status.details).toEqual([
      { key: 'PASSWORD_CHANGE_REQUIRED', description: expect.any(String) },
    ]);
  });
});

// ---------------------------------------------------------------- uploads

describe('upload: who may', () => {
  it('refuses anonymous callers (401) and CUSTOMER tokens (403) before reading the file', async () => {
    expect((await upload(png(4, 4), 'a.png', { as: undefined })).statusCode).toBe(401);
    expect((await upload(png(4, 4), 'a.png', { as: userOfA })).statusCode).toBe(403);
  });
});

describe('upload: accepted images', () => {
  it('stores a PNG, answers its id, type, size and pixels, audits it, and serves it as a public landing image', async () => {
    const picture = png(120, 80);
    const res = await upload(picture, 'C:\\Users\\me\\รูป สวย.png');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: UploadedFile }>().data;
    expect(data).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'image/png',
      fileSize: picture.length,
      imageWidth: 120,
      imageHeight: 80,
    });
    const [row] = await t.deps.db.select().from(storedFile).where(eq(storedFile.fileId, data.fileId));
    expect(row).toMatchObject({
      purpose: 'LANDING_IMAGE',
      ownerCustomerCode: null,
      originalName: 'รูป สวย.png',
      downloadName: `landing-image-${data.fileId.slice(0, 8)}.png`,
      createBy: 'admin',
    });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, data.fileId));
    expect(audit).toMatchObject({ action: 'UPLOAD', entity: 'stored_file', actor: 'admin' });
    expect(audit!.afterData).not.toHaveProperty('content');
    const served = await download(data.fileId);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(picture)).toBe(true);
  });

  it('recognises WebP and JPEG by content, whatever the name and the declared type', async () => {
    const webp = await upload(seedImage('product-virtual-run'), 'card.bin', {
      as: admin,
      type: 'application/octet-stream',
    });
    expect(webp.json().data).toMatchObject({ contentType: 'image/webp', imageWidth: 800, imageHeight: 500 });
    const jpeg = await upload(jpegHead, 'photo.png', { as: admin, type: 'image/png' });
    expect(jpeg.json().data).toMatchObject({ contentType: 'image/jpeg', imageWidth: 640, imageHeight: 480 });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const exactly = Buffer.concat([png(2, 2), Buffer.alloc(MAX_UPLOAD_BYTES - png(2, 2).length)]);
    const res = await upload(exactly, 'big.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fileSize).toBe(MAX_UPLOAD_BYTES);
  });
});

describe('upload: refused files', () => {
  it('answers 415 ชนิดไฟล์ไม่ถูกต้อง to SVG, HTML, GIF and empty files even when named .png', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    for (const content of [svg, '<!doctype html><script>alert(1)</script>', 'GIF89a\x01\x00\x01\x00', '']) {
      const res = await upload(content, 'innocent.png');
      expect(res.statusCode).toBe(415);
      expect(res.json().status).toMatchObject({
        code: '415',
        details: [{ key: 'FILE_TYPE', description: 'ชนิดไฟล์ไม่ถูกต้อง' }],
      });
    }
    const english = await upload(svg, 'x.svg', { as: admin, type: 'image/svg+xml', language: 'en' });
    expect(english.json().status.details).toEqual([{ key: 'FILE_TYPE', description: 'Wrong file type' }]);
  });

  it('answers 413 ไฟล์ขนาดต้องไม่เกิน 5 MB to a file over 5 MB, and stores nothing', async () => {
    const before = await t.deps.db.select({ id: storedFile.fileId }).from(storedFile);
    const tooBig = Buffer.concat([png(2, 2), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(tooBig, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toMatchObject({
      code: '413',
      details: [{ key: 'FILE_TOO_LARGE', description: 'ไฟล์ขนาดต้องไม่เกิน 5 MB' }],
    });
    expect(await t.deps.db.select({ id: storedFile.fileId }).from(storedFile)).toHaveLength(before.length);
  });

  it('answers 400 when the file part is missing and 415 when the body is not multipart', async () => {
    const onlyField = multipart([{ name: 'note', content: 'no file here' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${FILE_PREFIX}/upload`,
      payload: onlyField.payload,
      headers: { 'content-type': onlyField.contentType, ...admin.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing)).toEqual({ file: 'กรุณาเลือกไฟล์' });
    const wrongField = await upload(png(2, 2), 'a.png', { as: admin, field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `${FILE_PREFIX}/upload`,
      payload: { file: 'x' },
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses images larger than 8000 pixels a side', async () => {
    const header = png(1, 1);
    header.writeUInt32BE(9000, 16); // IHDR width (the check reads the header, not the pixels)
    const res = await upload(header, 'wide.png');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(['file']);
  });
});
