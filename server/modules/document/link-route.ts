// GET /d/<token>: the link of a document's SMS (document-link.ts). No sign-in: the signed token is
// the permission, for that document's PDF only. A link that is not ours, was changed, or points
// to a document that is no longer there answers 404; an expired one 410 — as a small page, since
// a person on a phone opened it.
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { document } from '../../db/schema/document';
import type { AppDeps } from '../../deps';
import { contentDisposition } from '../../http/content-disposition';
import { say, type Speaker } from '../../http/language';
import { DOCUMENT_LINK_PATH, verifyDocumentLink } from './document-link';
import type { RoutesApp } from '../../http/route-kit';

const refusals = {
  invalid: {
    code: 404,
    th: 'ไม่พบเอกสารตามลิงก์นี้ กรุณาตรวจสอบลิงก์ในข้อความอีกครั้ง',
    en: 'No document was found for this link. Please check the link in the message.',
  },
  expired: {
    code: 410,
    th: 'ลิงก์นี้หมดอายุแล้ว กรุณาติดต่อผู้ออกเอกสารเพื่อขอลิงก์ใหม่',
    en: 'This link has expired. Please ask the issuer of the document for a new one.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refuse(request: Speaker, reply: FastifyReply, why: keyof typeof refusals) {
  const { code, ...text } = refusals[why];
  const message = escapeHtml(say(request, text));
  const lang = say(request, { th: 'th', en: 'en' });
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${message}</title></head><body><p>${message}</p></body></html>`,
    );
}

export function registerDocumentLink(app: RoutesApp, deps: AppDeps): void {
  app.get(
    `${DOCUMENT_LINK_PATH}/:token`,
    {
      schema: {
        tags: ['document'],
        summary: "A document's PDF through the signed link of its SMS (no sign-in)",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 64 } },
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const check = verifyDocumentLink(deps.config.jwtSecret, request.params.token);
      if ('refused' in check) return refuse(request, reply, check.refused);
      const [doc] = await deps.db
        .select({ status: document.status, pdfFileId: document.pdfFileId })
        .from(document)
        .where(eq(document.documentId, check.documentId));
      const file =
        doc?.status === 'GENERATED' && doc.pdfFileId ? await deps.files.info(doc.pdfFileId) : undefined;
      const content = file ? await deps.files.stream(file.fileId) : undefined;
      if (!file || !content) return refuse(request, reply, 'invalid');
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.downloadName))
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(content);
    },
  );
}
