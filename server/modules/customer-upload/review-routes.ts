import {
  CUSTOMER_UPLOAD_PREFIX as PREFIX,
  customerUploadSchemas as s,
} from '../../../contract/customer-upload';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type RoutesPlugin } from '../../http/route-kit';
import { createReviewService } from './approval-review';
import { approveEach } from './bulk-approval';
import { ACCOUNTANTS, uploadController } from './route-access';
import { createReadService, createWorkflowService } from './service';

const controller = uploadController('customer-upload');

/**
 * /api/document/customerUploadFile: what an approval will make, and approving several at once
 * (the staged PDF preview is served by the document module: document/staged-preview-routes.ts).
 */
export const importReviewRoutes: RoutesPlugin = (app, { deps }, done) => {
  const review = createReviewService(deps);
  const reads = createReadService(deps);
  const workflow = createWorkflowService(deps, (ctx, uploadId) => reads.detail(ctx, uploadId));

  app.post(
    `${PREFIX}/getApprovalReview`,
    routeOptions(
      controller,
      s.getApprovalReview,
      'What an approval will make: documents, sums per type, the first documents, warnings',
    ),
    async (request) => ok(await review.review(contextOf(request), request.body.uploadId)),
  );

  app.post(
    `${PREFIX}/accountingSubmitFiles`,
    routeOptions(
      controller,
      s.accountingSubmitFiles,
      'USER_SUBMITTED → ACCOUNTING_SUBMITTED for each import on its own; which were approved',
      ACCOUNTANTS,
    ),
    async (request) =>
      ok(
        await approveEach(contextOf(request), request.body, (ctx, body) =>
          workflow.accountingSubmit(ctx, body),
        ),
      ),
  );
  done();
};
