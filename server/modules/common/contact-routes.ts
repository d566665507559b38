import { SEND_CONTACT_EMAIL_PATH, contactSchema, type ContactEmailRequest } from '../../../contract/contact';
import { writeAudit } from '../../audit';
import { ok } from '../../http/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { contactFormatText } from './messages';
import type { RoutesPlugin } from '../../http/route-kit';

export type { ContactEmailRequest } from '../../../contract/contact';

/** The message as the contact address receives it (plain text: nothing of it is ever rendered as HTML). */
function contactText({ name, email, tel, message }: ContactEmailRequest): string {
  return [`From: ${name} <${email}>`, ...(tel ? [`Tel: ${tel}`] : []), '', message].join('\n');
}

/**
 * /api/commonController/sendContactEmail: anonymous, 5 per 10 minutes per IP, mailed to
 * CONTACT_TO through deps.mailer (SMTP when configured, else kept in the outbox), audited.
 * The hidden `website` field is a honeypot: a bot that fills it gets the same success answer,
 * and nothing is sent — so it learns nothing to adapt to.
 */
export const contactRoutes: RoutesPlugin = (app, { deps }, done) => {
  app.post(
    SEND_CONTACT_EMAIL_PATH,
    {
      schema: { tags: ['common'], summary: 'Send the contact form to the contact address', ...contactSchema },
      // Field errors in the request's language (the error handler), with the form's own texts.
      config: { access: 'public', rateLimit: rateLimits.contactForm, patternTexts: contactFormatText },
    },
    async (request) => {
      const body = request.body;
      if (body.website?.trim()) {
        request.log.info('contact form honeypot filled: answered, not sent');
        return ok({});
      }
      const id = await deps.db.transaction(async (tx) => {
        const outboxId = await deps.mailer.enqueue(tx, {
          to: deps.config.contactTo,
          subject: `[Contact] ${body.subject}`,
          text: contactText(body),
          refEntity: 'contact',
        });
        await writeAudit(tx, request, {
          action: 'CONTACT_MESSAGE',
          entity: 'outbox',
          entityId: String(outboxId),
          actor: body.email,
          after: { name: body.name, subject: body.subject },
        });
        return outboxId;
      });
      // After the commit: the delivery reads the committed outbox row.
      deps.mailer.dispatch([id], request.log);
      return ok({});
    },
  );
  done();
};
