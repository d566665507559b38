// The two-step submission and its side roads (domain.md "Import workflow"): each step locks the
// upload, checks the version read and the status, moves it, and records who, when and why.
// A repeated or concurrent call finds the version moved on (409) and acts once.
import type {
  CustomerUploadDetail,
  RejectUploadRequest,
  UploadAction,
  UploadWorkflowRequest,
} from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused } from '../../http/errors';
import { DOCUMENT_GENERATION_JOB } from '../../jobs/job-types';
import { say } from '../../http/language';
import { optionalText } from '../../validation/text-fields';
import { uploadMessages } from './messages';
import { outcomeMail, uploadLink, waitingMails, type MailUpload } from './workflow-mails';
import * as repo from './repository';
import { ACCOUNTING_STEPS, actingAccount, actingRole, STEPS, uploadScope } from './upload-scope';

type StepBody = UploadWorkflowRequest | RejectUploadRequest;

export function createWorkflowService(
  deps: AppDeps,
  detail: (ctx: ServiceContext, uploadId: number) => Promise<CustomerUploadDetail>,
) {
  const db = deps.db;

  async function step(
    ctx: ServiceContext,
    action: UploadAction,
    body: StepBody,
  ): Promise<CustomerUploadDetail> {
    const scope = await uploadScope(db, ctx);
    const remark = 'reason' in body ? body.reason.trim() : optionalText(body.remark);
    await runCommand(deps, ctx, async ({ tx, audit, assertVersion, enqueueJob, deliverMail }) => {
      const current = await repo.lockUpload(tx, body.uploadId, scope);
      if (!current) throw notFound();
      assertVersion(current.version, body.version);
      const { from, to } = STEPS[action];
      if (!from.includes(current.status)) {
        const text =
          current.status === 'VALIDATION_FAILED'
            ? uploadMessages.validationFailedSubmit
            : uploadMessages.UPLOAD_STATUS;
        throw ruleRefused('UPLOAD_STATUS', say(ctx, text));
      }
      const account = actingAccount(ctx);
      if (ACCOUNTING_STEPS.has(action) && current.userSubmitAccount === account) {
        const text = action === 'REJECT' ? uploadMessages.sameAccountReject : uploadMessages.SAME_ACCOUNT;
        throw ruleRefused('SAME_ACCOUNT', say(ctx, text));
      }
      const now = new Date();
      await repo.moveUpload(
        tx,
        current.uploadId,
        {
          status: to,
          ...(action === 'USER_SUBMIT'
            ? { userSubmitAccount: account, userSubmitBy: ctx.actor, userSubmitDtm: now }
            : {}),
          ...(action === 'ACCOUNTING_SUBMIT'
            ? { accountingSubmitBy: ctx.actor, accountingSubmitDtm: now }
            : {}),
          ...(action === 'REJECT' ? { rejectReason: remark } : {}),
        },
        ctx.actor,
      );
      await repo.insertHistory(tx, {
        uploadId: current.uploadId,
        status: to,
        action,
        actionBy: ctx.actor,
        actionRole: actingRole(ctx),
        remark,
      });
      const moved: MailUpload = {
        ...current,
        userSubmitAccount: action === 'USER_SUBMIT' ? account : current.userSubmitAccount,
      };
      const outboxIds: number[] = [];
      for (const mail of await stepMails(tx, moved, action, remark))
        outboxIds.push(await deps.mailer.enqueue(tx, mail));
      deliverMail(outboxIds);
      // The documents are made by a job that commits with the step (docs/documents.md).
      if (to === 'ACCOUNTING_SUBMITTED')
        await enqueueJob(DOCUMENT_GENERATION_JOB, { uploadId: current.uploadId });
      await audit({
        action,
        entity: 'customer_upload',
        entityId: String(current.uploadId),
        before: { status: current.status, version: current.version },
        after: { status: to, version: current.version + 1, remark },
      });
    });
    return detail(ctx, body.uploadId);
  }

  /** Who must act next, told by mail: accounting of a submitted import, its submitter of the answer. */
  async function stepMails(tx: Db, upload: MailUpload, action: UploadAction, remark: string | null) {
    const link = uploadLink(deps.config.publicUrl, upload);
    if (action === 'USER_SUBMIT') return waitingMails(tx, upload, link);
    const outcome = action === 'ACCOUNTING_SUBMIT' ? 'APPROVED' : action === 'REJECT' ? 'REJECTED' : null;
    const mail = outcome ? await outcomeMail(tx, upload, link, outcome, remark) : undefined;
    return mail ? [mail] : [];
  }

  return {
    /** READY → USER_SUBMITTED (a USER or the customer admin, or an admin for them). */
    userSubmit: (ctx: ServiceContext, body: UploadWorkflowRequest) => step(ctx, 'USER_SUBMIT', body),
    /**
     * USER_SUBMITTED → ACCOUNTING_SUBMITTED, by another account than the one that user-submitted;
     * the generation job then makes the documents (PROCESSING → COMPLETED or FAILED).
     */
    accountingSubmit: (ctx: ServiceContext, body: UploadWorkflowRequest) =>
      step(ctx, 'ACCOUNTING_SUBMIT', body),
    /** USER_SUBMITTED → REJECTED, with the reason (accounting sends it back; not the submitter). */
    reject: (ctx: ServiceContext, body: RejectUploadRequest) => step(ctx, 'REJECT', body),
    /** READY or VALIDATION_FAILED → CANCELLED. */
    cancel: (ctx: ServiceContext, body: UploadWorkflowRequest) => step(ctx, 'CANCEL', body),
    /** FAILED → ACCOUNTING_SUBMITTED (ADMIN): the generation runs again for what failed. */
    retryGeneration: (ctx: ServiceContext, body: UploadWorkflowRequest) =>
      step(ctx, 'RETRY_GENERATION', body),
  };
}
