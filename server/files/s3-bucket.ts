// Stored files' bytes in an S3-compatible bucket: FILE_STORE_URL=s3://bucket?endpoint=…&region=…
// (docs/file-store.md); credentials as the AWS SDK reads them from the environment. The SDK is
// loaded with the first file read or written.
import type { Readable } from 'node:stream';
import { lazy } from '../lazy';

const loadS3 = lazy(() => import('@aws-sdk/client-s3'));

/** Where the bytes of stored files live when they are not in the stored_file table. */
export interface FileBucket {
  write(key: string, content: Buffer): Promise<void>;
  /** The object as a stream; undefined when there is none. */
  read(key: string): Promise<Readable | undefined>;
}

export function s3Bucket(fileStoreUrl: string): FileBucket {
  const url = new URL(fileStoreUrl);
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new Error(`FILE_STORE_URL must read s3://bucket?endpoint=…&region=…, not ${fileStoreUrl}`);
  }
  const bucket = url.hostname;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const client = lazy(async () => {
    const { S3Client } = await loadS3();
    return new S3Client({
      region: url.searchParams.get('region') ?? 'us-east-1',
      endpoint,
      // Servers other than AWS (MinIO, s3rver) name the bucket in the path, not the host.
      forcePathStyle: endpoint !== undefined,
    });
  });
  return {
    async write(key, content) {
      const { PutObjectCommand } = await loadS3();
      await (await client()).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: content }));
    },
    async read(key) {
      const { GetObjectCommand, NoSuchKey } = await loadS3();
      try {
        const object = await (await client()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
