// Re-sending a document (api-contract.md "Documents"): by e-mail or SMS, to the stored recipient
// or a corrected one, at most MAX_RESENDS_PER_HOUR times per document in an hour, both channels
// together (429 with Retry-After beyond). The document row is locked while the re-sends are
// counted, so two at once count one by one.
import { MAX_RESENDS_PER_HOUR } from '../../../contract/document';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused, tooManyRequests, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { isEmail } from '../../../contract/email';
import { fieldText } from '../../validation/messages';
import { isThaiMobile, normalisePhone } from '../../../contract/phone';
import { requestDelivery } from './delivery';
import * as deliveries from './delivery-repository';
import type { Channel } from './delivery-repository';

const notGenerated = {
  th: 'ส่งได้เฉพาะเอกสารที่สร้างสำเร็จแล้ว',
  en: 'only a generated document can be sent',
};

type DocumentRecord = NonNullable<Awaited<ReturnType<typeof deliveries.lockDocument>>>;

/** Per channel: the request's field, the stored recipient, and how a recipient is checked and kept. */
interface ChannelRule {
  field: 'email' | 'tel';
  stored: (doc: DocumentRecord) => string | null;
  valid: (value: string) => boolean;
  text: { th: string; en: string };
  clean: (value: string) => string;
  action: string;
}

const channels: Record<Channel, ChannelRule> = {
  EMAIL: {
    field: 'email',
    stored: (doc) => doc.buyerEmail,
    valid: isEmail,
    text: fieldText.email,
    clean: (value) => value,
    action: 'RESEND_EMAIL',
  },
  SMS: {
    field: 'tel',
    stored: (doc) => doc.buyerTel,
    valid: isThaiMobile,
    text: fieldText.mobile,
    clean: normalisePhone,
    action: 'RESEND_SMS',
  },
};

export function createResendService(
  deps: AppDeps,
  reachable: (ctx: ServiceContext, documentId: number) => Promise<unknown>,
) {
  return {
    /** Sends the document again by `channel`, to `to` (corrected) or the recipient on the document. */
    async resend(
      ctx: ServiceContext,
      documentId: number,
      channel: Channel,
      to: string | undefined,
    ): Promise<void> {
      const rule = channels[channel];
      const invalid = (text: { th: string; en: string }) =>
        validationFailed([{ key: rule.field, description: say(ctx, text) }]);
      // Out of the caller's reach: 404, as if it did not exist.
      await reachable(ctx, documentId);
      const corrected = to?.trim() || null;
      if (corrected && !rule.valid(corrected)) throw invalid(rule.text);
      await runCommand(deps, ctx, async (command) => {
        const document = await deliveries.lockDocument(command.tx, documentId);
        if (!document) throw notFound();
        if (document.status !== 'GENERATED') throw ruleRefused('DOCUMENT_STATUS', say(ctx, notGenerated));
        const recipient = corrected ?? rule.stored(document);
        if (!recipient) throw invalid(fieldText.required);
        // A stored land-line number cannot take an SMS: the caller is asked for a mobile one.
        if (!rule.valid(recipient)) throw invalid(rule.text);
        const recent = await deliveries.recentResends(command.tx, document.documentId);
        if (recent.count >= MAX_RESENDS_PER_HOUR) {
          const waitMs = (recent.oldest?.getTime() ?? Date.now()) + 3_600_000 - Date.now();
          throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
        }
        await requestDelivery(command, {
          documentId: document.documentId,
          channel,
          recipient: rule.clean(recipient),
          resend: true,
          requestedBy: ctx.actor,
        });
        await command.audit({
          action: rule.action,
          entity: 'document',
          entityId: String(document.documentId),
          after: { recipient: rule.clean(recipient) },
        });
      });
    },
  };
}
