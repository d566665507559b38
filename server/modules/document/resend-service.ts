// Re-sending a document (api-contract.md "Documents"): to the stored address or a corrected one,
// at most MAX_RESENDS_PER_HOUR times per document in an hour (429 with Retry-After beyond).
// The document row is locked while the re-sends are counted, so two at once count one by one.
import { MAX_RESENDS_PER_HOUR, type ResendEmailRequest } from '../../../contract/document';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused, tooManyRequests, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { isEmail } from '../../validation/email';
import { fieldText } from '../../validation/messages';
import * as deliveries from './delivery-repository';
import { requestEmail } from './email-delivery';

const notGenerated = {
  th: 'ส่งได้เฉพาะเอกสารที่สร้างสำเร็จแล้ว',
  en: 'only a generated document can be sent',
};

export function createResendService(
  deps: AppDeps,
  reachable: (ctx: ServiceContext, documentId: number) => Promise<unknown>,
) {
  return {
    async resendEmail(ctx: ServiceContext, body: ResendEmailRequest): Promise<void> {
      // Out of the caller's reach: 404, as if it did not exist.
      await reachable(ctx, body.documentId);
      const corrected = body.email?.trim() || null;
      if (corrected && !isEmail(corrected)) {
        throw validationFailed([{ key: 'email', description: say(ctx, fieldText.email) }]);
      }
      await runCommand(deps, ctx, async (command) => {
        const document = await deliveries.lockDocument(command.tx, body.documentId);
        if (!document) throw notFound();
        if (document.status !== 'GENERATED') throw ruleRefused('DOCUMENT_STATUS', say(ctx, notGenerated));
        const recipient = corrected ?? document.buyerEmail;
        if (!recipient) throw validationFailed([{ key: 'email', description: say(ctx, fieldText.required) }]);
        const recent = await deliveries.recentResends(command.tx, document.documentId);
        if (recent.count >= MAX_RESENDS_PER_HOUR) {
          const waitMs = (recent.oldest?.getTime() ?? Date.now()) + 3_600_000 - Date.now();
          throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
        }
        await requestEmail(command, {
          documentId: document.documentId,
          recipient,
          resend: true,
          requestedBy: ctx.actor,
        });
        await command.audit({
          action: 'RESEND_EMAIL',
          entity: 'document',
          entityId: String(document.documentId),
          after: { recipient },
        });
      });
    },
  };
}
