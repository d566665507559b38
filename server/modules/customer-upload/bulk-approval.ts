// Approving several imports at once (issue 28): each one goes through the single accounting step
// on its own — locked, its version checked, moved, its history, audit row, mail and generation
// job in its own transaction — so one refused (moved on, wrong status, the same account, out of
// reach) stops nothing else, and the answer says of each whether it was approved and why not.
import type {
  BulkApprovalRequest,
  BulkApprovalResult,
  UploadWorkflowRequest,
} from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import { AppError } from '../../http/errors';
import { say } from '../../http/language';
import { errorSummary } from '../../log/error-summary';
import { uploadMessages } from './messages';

type AccountingStep = (ctx: ServiceContext, body: UploadWorkflowRequest) => Promise<{ version: number }>;

/** Why one import was refused: the step's own failure key and text (404 for another customer's, too). */
function refusal(ctx: ServiceContext, error: unknown): Pick<BulkApprovalResult, 'key' | 'description'> {
  if (error instanceof AppError) {
    if (error.httpStatus === 404)
      return { key: 'NOT_FOUND', description: say(ctx, uploadMessages.uploadNotFound) };
    const [detail] = error.details;
    if (detail) return { key: detail.key, description: detail.description };
    return { key: error.code, description: error.message };
  }
  ctx.log.error({ err: errorSummary(error) }, 'bulk approval: one import failed');
  return { key: 'ERROR', description: say(ctx, uploadMessages.approvalError) };
}

/** Takes the accounting step for each import in turn, in the order asked. */
export async function approveEach(
  ctx: ServiceContext,
  body: BulkApprovalRequest,
  accountingSubmit: AccountingStep,
): Promise<{ results: BulkApprovalResult[] }> {
  const results: BulkApprovalResult[] = [];
  for (const { uploadId, version } of body.uploads) {
    try {
      const moved = await accountingSubmit(ctx, { uploadId, version, remark: body.remark ?? null });
      results.push({ uploadId, approved: true, version: moved.version, key: null, description: null });
    } catch (error) {
      results.push({ uploadId, approved: false, version: null, ...refusal(ctx, error) });
    }
  }
  return { results };
}
