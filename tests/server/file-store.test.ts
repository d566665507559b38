// The FileStore seam (server/files): bytes by id with owner and purpose, committed with the
// change that stores them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewFile } from '../../server/files/file-store';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHA256_OF_HELLO_BYTES = '5608b71da2b2228faf1aa9fcfdfca682607045d650b3a984b4c752991f97b86d';

const file = (content: string, fileId?: string): NewFile => ({
  ...(fileId ? { fileId } : {}),
  ownerCustomerCode: null,
  purpose: 'LANDING_IMAGE',
  originalName: 'ภาพ.png',
  downloadName: 'landing-image.png',
  contentType: 'image/png',
  content: Buffer.from(content),
  createBy: 'test',
});

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('FileStore on the stored_file table', () => {
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
  });

  it('keeps nothing of a change that rolls back', async () => {
    const fileId = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.files.put(tx, file('lost', fileId));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.deps.files.info(fileId)).toBeUndefined();
    expect(await t.deps.files.bytes(fileId)).toBeUndefined();
  });

  it('leaves a file whose id exists as it is, and deletes once', async () => {
    const fileId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    await t.deps.db.transaction((tx) => t.deps.files.put(tx, file('first', fileId)));
    await t.deps.db.transaction((tx) => t.deps.files.put(tx, file('second', fileId)));
    expect((await t.deps.files.bytes(fileId))?.toString()).toBe('first');
    expect(await t.deps.db.transaction((tx) => t.deps.files.delete(tx, fileId))).toBe(true);
    expect(await t.deps.db.transaction((tx) => t.deps.files.delete(tx, fileId))).toBe(false);
    expect(await t.deps.files.stream(fileId)).toBeUndefined();
  });
});
