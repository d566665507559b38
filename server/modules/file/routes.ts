import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_PREFIX, fileSchemas, type UploadedFile } from '../../../contract/file';
import { randomUUID } from 'node:crypto';
import { contextOf } from '../../command/context';
import { runCommand } from '../../command/run-command';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { fileDeliveryWithin } from './file-access';
import { createPublicFileCache, type PublicFile } from './public-file-cache';
import { imageFile } from './stored-image';
import { receiveImage } from './upload';
import { contentDisposition } from '../../http/content-disposition';
import type { RoutesPlugin } from '../../http/route-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A public file's bytes never change under its id (see public-file-cache.ts): cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers that may be cached; every other /api answer stays `no-store` (security-headers.ts). */
const cacheableAnswers = new WeakMap<FastifyRequest, string>();

function sendPublic(request: FastifyRequest, reply: FastifyReply, file: PublicFile): FastifyReply {
  const etag = `"${file.sha256}"`;
  cacheableAnswers.set(request, IMMUTABLE);
  reply.header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition('inline', file.downloadName))
    .send(file.content);
}

/**
 * /api/app/fileController:
 * - GET downloadFileById/{fileId}: public route, the rule per file is in file-access.ts; an
 *   unknown id, a malformed id and a file this caller may not read all answer the same 404;
 * - POST upload (ADMIN): one landing image → {fileId, …}.
 */
export const fileRoutes: RoutesPlugin = (app, { deps }, done) => {
  const publicFiles = createPublicFileCache();

  app.get(
    `${FILE_PREFIX}/downloadFileById/:fileId`,
    {
      schema: {
        tags: ['file'],
        summary: 'Download a file (landing images: public, inline)',
        ...fileSchemas.downloadFileById,
      },
      config: { access: 'public' },
      // Route-level hooks run after the app's: this one puts back the long cache of a public
      // image after the global hook made every /api answer no-store.
      onSend: (request, reply, payload, next) => {
        const cacheControl = cacheableAnswers.get(request);
        if (cacheControl) reply.header('cache-control', cacheControl);
        next(null, payload);
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!UUID.test(fileId)) throw notFound();
      const cached = publicFiles.get(fileId.toLowerCase());
      if (cached) return sendPublic(request, reply, cached);
      const file = await deps.files.info(fileId);
      if (!file) throw notFound();
      const delivery = await fileDeliveryWithin(deps.db, contextOf(request), file);
      if (delivery === 'hidden') throw notFound();
      if (delivery === 'public-inline') {
        const content = await deps.files.bytes(file.fileId);
        if (!content) throw notFound();
        const publicFile = { ...file, content };
        publicFiles.set(publicFile.fileId, publicFile);
        return sendPublic(request, reply, publicFile);
      }
      const content = await deps.files.stream(file.fileId);
      if (!content) throw notFound();
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.downloadName))
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.post(
    `${FILE_PREFIX}/upload`,
    {
      schema: {
        tags: ['file'],
        summary: 'Upload a landing image (PNG, JPEG or WebP, ≤ 5 MB)',
        ...fileSchemas.upload,
      },
      config: { access: { roles: ['ADMIN'] } },
    },
    async (request) => {
      const received = await receiveImage(request);
      const ctx = contextOf(request);
      const stored = await runCommand(deps, ctx, async ({ tx, audit }) => {
        const file = await deps.files.put(
          tx,
          imageFile({ ...received, fileId: randomUUID(), purpose: 'LANDING_IMAGE', createBy: ctx.actor }),
        );
        await audit({ action: 'UPLOAD', entity: 'stored_file', entityId: file.fileId, after: file });
        return file;
      });
      const answer: UploadedFile = {
        fileId: stored.fileId,
        contentType: received.image.contentType,
        fileSize: stored.sizeBytes,
        imageWidth: received.image.width,
        imageHeight: received.image.height,
      };
      return ok(answer);
    },
  );
  done();
};
