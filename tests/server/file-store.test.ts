// The FileStore seam (server/files): bytes by id with owner and purpose, committed with the
// change that stores them — on the stored_file table and on an S3-compatible bucket
// (FILE_STORE_URL, s3rver started here).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile, storedFilePart } from '../../server/db/schema/file';
import type { NewFile } from '../../server/files/file-store';
import { FILE_PREFIX } from '../../contract/file';
import { multipart } from './support/api';
import { signInAdmin } from './support/auth';
import { png } from './support/png';
import { startS3Server, type S3Server } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';

const SHA256_OF_HELLO_BYTES = '5608b71da2b2228faf1aa9fcfdfca682607045d650b3a984b4c752991f97b86d';

const file = (content: string | Buffer, fileId?: string): NewFile => ({
  ...(fileId ? { fileId } : {}),
  ownerCustomerCode: null,
  purpose: 'LANDING_IMAGE',
  originalName: 'ภาพ.png',
  downloadName: 'landing-image.png',
  contentType: 'image/png',
  content: Buffer.from(content),
  createBy: 'test',
});

async function chunksOf(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return chunks;
}
const readAll = async (stream: NodeJS.ReadableStream) => Buffer.concat(await chunksOf(stream)).toString();

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each([
  { store: 'the stored_file table', url: () => undefined },
  { store: 'an S3 bucket', url: () => s3.url },
])('FileStore on $store', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fileStoreUrl: url() });
  });
  afterAll(() => t.close());

  it('stores bytes with their description, and gives them back whole or as a stream', async () => {
    const stored = await t.deps.db.transaction((tx) => t.deps.files.put(tx, file('hello bytes')));
    expect(stored).toMatchObject({
      purpose: 'LANDING_IMAGE',
      originalName: 'ภาพ.png',
      sizeBytes: 11,
      // SHA-256 of 'hello bytes', as `printf 'hello bytes' | sha256sum` gives it.
      sha256: SHA256_OF_HELLO_BYTES,
    });
    expect(await t.deps.files.info(stored.fileId)).toEqual(stored);
    expect((await t.deps.files.bytes(stored.fileId))?.toString()).toBe('hello bytes');
    expect(await readAll((await t.deps.files.stream(stored.fileId))!)).toBe('hello bytes');
    const [row] = await t.deps.db
      .select({ content: storedFile.content })
      .from(storedFile)
      .where(eq(storedFile.fileId, stored.fileId));
    expect(row?.content === null).toBe(url() !== undefined);
  });

  it('streams a large file in pieces, never the whole file at once', async () => {
    const content = Buffer.alloc(3 * 1024 * 1024 + 5, 'ก');
    const stored = await t.deps.db.transaction((tx) => t.deps.files.put(tx, file(content)));
    const chunks = await chunksOf((await t.deps.files.stream(stored.fileId))!);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(1024 * 1024);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });

  it('keeps nothing of a change that rolls back', async () => {
    const fileId = randomUUID();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.files.put(tx, file('lost', fileId));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.deps.files.info(fileId)).toBeUndefined();
    expect(await t.deps.files.bytes(fileId)).toBeUndefined();
  });

  it('stores a file written as a stream in parts, gives it back whole, and deletes its parts with it', async () => {
    const content = Buffer.alloc(2 * 1024 * 1024 + 7, 'ข');
    const pieces: Buffer[] = [];
    for (let at = 0; at < content.length; at += 100_000) pieces.push(content.subarray(at, at + 100_000));
    const written = await t.deps.files.writeParts(Readable.from(pieces));
    expect(written).toMatchObject({ sizeBytes: content.length });
    // Nothing names the parts until the file is recorded.
    expect(await t.deps.files.info(written.fileId)).toBeUndefined();
    const stored = await t.deps.db.transaction((tx) =>
      t.deps.files.put(tx, { ...file(''), content: written }),
    );
    expect(stored).toMatchObject({ fileId: written.fileId, sizeBytes: content.length });
    const whole = await t.deps.files.bytes(stored.fileId);
    expect(whole?.equals(content)).toBe(true);
    expect(stored.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const parts = () =>
      t.deps.db.select().from(storedFilePart).where(eq(storedFilePart.fileId, stored.fileId));
    const partNos = (await parts()).map((part) => part.partNo);
    expect(partNos.length).toBeGreaterThan(1);
    expect(partNos).toEqual([...partNos.keys()]);
    await t.deps.db.transaction((tx) => t.deps.files.delete(tx, stored.fileId));
    expect(await parts()).toEqual([]);
  });

  it('sweeps the parts of a stream never recorded once they are old, and no others', async () => {
    const one = () => Readable.from([Buffer.from('zip bytes')]);
    const orphan = await t.deps.files.writeParts(one());
    const kept = await t.deps.files.writeParts(one());
    await t.deps.db.transaction((tx) => t.deps.files.put(tx, { ...file(''), content: kept }));
    expect(await t.deps.files.sweepParts(new Date(Date.now() - 60_000))).toBe(0);
    expect(await t.deps.files.sweepParts(new Date(Date.now() + 60_000))).toBe(1);
    const left = await t.deps.db.select({ fileId: storedFilePart.fileId }).from(storedFilePart);
    expect(left.map((part) => part.fileId)).not.toContain(orphan.fileId);
    expect((await t.deps.files.bytes(kept.fileId))?.toString()).toBe('zip bytes');
  });

  it('leaves a file whose id exists as it is, and deletes once', async () => {
    const fileId = randomUUID();
    await t.deps.db.transaction((tx) => t.deps.files.put(tx, file('first', fileId)));
    await t.deps.db.transaction((tx) => t.deps.files.put(tx, file('second', fileId)));
    expect((await t.deps.files.bytes(fileId))?.toString()).toBe('first');
    expect(await t.deps.db.transaction((tx) => t.deps.files.delete(tx, fileId))).toBe(true);
    expect(await t.deps.db.transaction((tx) => t.deps.files.delete(tx, fileId))).toBe(false);
    expect(await t.deps.files.stream(fileId)).toBeUndefined();
  });

  it('serves an uploaded landing image through the API', async () => {
    const admin = await signInAdmin(t);
    const picture = png(12, 8);
    const body = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', content: picture }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${FILE_PREFIX}/upload`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const { fileId } = upload.json<{ data: { fileId: string } }>().data;
    const served = await t.app.inject({ method: 'GET', url: `${FILE_PREFIX}/downloadFileById/${fileId}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
  });
});
