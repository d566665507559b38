import {
  CUSTOMER_UPLOAD_PREFIX as PREFIX,
  customerUploadSchemas as s,
} from '../../../contract/customer-upload';
import { contextOf } from '../../command/context';
import type { RouteAccess } from '../../http/access';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createReviewService } from './approval-review';
import { approveEach } from './bulk-approval';
import { createReadService, createWorkflowService } from './service';

/** Who approves: ACCOUNTING and the customer admin (as accountingSubmitFile). */
const ACCOUNTANTS: RouteAccess = {
  roles: ['ADMIN', 'CUSTOMER'],
  customerRoles: ['CUSTOMER_ADMIN', 'ACCOUNTING'],
};

const controller: Controller = {
  tag: 'customer-upload',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

/** /api/document/customerUploadFile: what an approval will make, and approving several at once. */
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

  app.get(
    `${PREFIX}/previewStagedDocument/:uploadId/:index`,
    routeOptions(
      controller,
      s.previewStagedDocument,
      'The PDF of a staged document as it will be issued (nothing issued or stored)',
    ),
    async (request, reply) => {
      const { uploadId, index } = request.params;
      const pdf = await review.preview(contextOf(request), Number(uploadId), Number(index));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf.content);
    },
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
