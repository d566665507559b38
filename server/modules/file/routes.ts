import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_PREFIX, fileSchemas, type UploadedFile } from '../../../contract/file';
import { writeAudit } from '../../audit';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { fileDelivery } from './file-access';
import { findFile, insertFile } from './file-repository';
import { PublicFileCache, type PublicFile } from './public-file-cache';
import { imageFileRow } from './stored-image';
import { receiveImage } from './upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A public file's bytes never change under its id (see public-file-cache.ts): cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers that may be cached; every other /api answer stays `no-store` (security-headers.ts). */
const cacheableAnswers = new WeakMap<FastifyRequest, string>();

/** RFC 6266 header; the name is server-made ASCII, the filename* form is there for strict clients. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendPublic(request: FastifyRequest, reply: FastifyReply, file: PublicFile): FastifyReply {
  const etag = `"${file.sha256}"`;
  cacheableAnswers.set(request, IMMUTABLE);
  reply.header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply
    .type(file.contentType)
    .header('content-disposition', disposition('inline', file.downloadName))
    .send(file.content);
}

/**
 * /api/app/fileController:
 * - GET downloadFileById/{fileId}: public route, the rule per file is in file-access.ts; an
 *   unknown id, a malformed id and a file this caller may not read all answer the same 404;
 * - POST upload (ADMIN): one landing image → {fileId, …}.
 */
export const fileRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const publicFiles = new PublicFileCache();

  app.get<{ Params: { fileId: string } }>(
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
      const file = await findFile(deps.db, fileId);
      if (!file) throw notFound();
      const delivery = fileDelivery(request, file);
      if (delivery === 'hidden') throw notFound();
      if (delivery === 'public-inline') {
        publicFiles.set(file);
        return sendPublic(request, reply, file);
      }
      return reply
        .type(file.contentType)
        .header('content-disposition', disposition('attachment', file.downloadName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
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
      const row = imageFileRow({
        ...received,
        purpose: 'LANDING_IMAGE',
        createBy: request.principal?.username ?? 'anonymous',
      });
      await deps.db.transaction(async (tx) => {
        await insertFile(tx, row);
        const { content: _bytes, ...metadata } = row;
        await writeAudit(tx, request, {
          action: 'UPLOAD',
          entity: 'stored_file',
          entityId: row.fileId,
          after: metadata,
        });
      });
      const answer: UploadedFile = {
        fileId: row.fileId,
        contentType: received.image.contentType,
        fileSize: row.sizeBytes,
        imageWidth: received.image.width,
        imageHeight: received.image.height,
      };
      return ok(answer);
    },
  );
  done();
};
