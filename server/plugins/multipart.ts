import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** multipart/form-data for uploads: one file of at most 5 MB, a few small fields. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
      headerPairs: 100,
    },
  });
}
