// Releasing documents held for release (docs/documents.md "Held for release"): each channel that
// waits READY_TO_SEND is handed to the same delivery as a document of a customer that sends
// automatically (delivery.ts: a delivery row and an e-mail / SMS job). The rows are locked first,
// so a second release — at once or later — finds nothing waiting and sends nothing twice.
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { customerReach } from '../../security/assigned-branches';
import { buyerContacts, requestDelivery } from './delivery';
import * as repo from './release-repository';

const nothingWaiting = {
  th: 'เอกสารนี้ไม่มีการส่งที่รอปล่อยส่ง',
  en: 'this document has nothing waiting to be sent',
};

export function createReleaseService(
  deps: AppDeps,
  reachable: (ctx: ServiceContext, documentId: number) => Promise<unknown>,
) {
  async function release(ctx: ServiceContext, where: { documentId: number } | { uploadId: number }) {
    const reach = await customerReach(deps.db, ctx);
    return runCommand(deps, ctx, async (command) => {
      const held = await repo.lockReadyToSend(command.tx, where, reach);
      for (const doc of held) {
        const waiting = buyerContacts(doc).filter(
          ({ channel }) => (channel === 'EMAIL' ? doc.emailStatus : doc.smsStatus) === 'READY_TO_SEND',
        );
        for (const { channel, recipient } of waiting)
          await requestDelivery(command, {
            documentId: doc.documentId,
            channel,
            recipient,
            resend: false,
            requestedBy: ctx.actor,
          });
        await command.audit({
          action: 'RELEASE',
          entity: 'document',
          entityId: String(doc.documentId),
          before: { emailStatus: doc.emailStatus, smsStatus: doc.smsStatus },
          after: { channels: waiting.map(({ channel }) => channel) },
        });
      }
      return held.length;
    });
  }

  return {
    /** One document; out of reach 404, nothing waiting 422. */
    async releaseDocument(ctx: ServiceContext, documentId: number): Promise<number> {
      await reachable(ctx, documentId);
      const released = await release(ctx, { documentId });
      if (released === 0) throw ruleRefused('DOCUMENT_STATUS', say(ctx, nothingWaiting));
      return released;
    },
    /** Every waiting document of the import (0 when none waits); out of reach 404. */
    async releaseUpload(ctx: ServiceContext, uploadId: number): Promise<number> {
      if (!(await repo.uploadReached(deps.db, uploadId, await customerReach(deps.db, ctx)))) throw notFound();
      return release(ctx, { uploadId });
    },
  };
}
