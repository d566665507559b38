import {
  CUSTOMER_UPLOAD_PREFIX as PREFIX,
  customerUploadSchemas as s,
} from '../../../contract/customer-upload';
import { contextOf } from '../../command/context';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { receiveFile } from '../../http/receive-file';
import { routeOptions, type RoutesPlugin } from '../../http/route-kit';
import { registerListExport } from '../../exports/export-route';
import { uploadExport } from './export-route';
import { ACCOUNTANTS, SENDERS, uploadController } from './route-access';
import { createReadService, createUploadService, createWorkflowService } from './service';

const controller = uploadController('customer-upload');

/** /api/document/customerUploadFile: imports, their rows and the two-step submission. */
export const customerUploadRoutes: RoutesPlugin = (app, { deps }, done) => {
  const reads = createReadService(deps);
  const uploads = createUploadService(deps);
  const workflow = createWorkflowService(deps, (ctx, uploadId) => reads.detail(ctx, uploadId));

  app.post(
    `${PREFIX}/upload`,
    routeOptions(controller, s.upload, 'Upload a file of invoice data (.xlsx or .csv, ≤ 5 MB)', SENDERS),
    async (request) => ok(await uploads.upload(contextOf(request), await receiveFile(request))),
  );

  app.post(
    `${PREFIX}/saveCustomerUploadDirect`,
    routeOptions(controller, s.saveCustomerUploadDirect, 'Save one document typed in by form', SENDERS),
    async (request) => ok(await uploads.saveDirect(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/searchCustomerFileUpload`,
    routeOptions(controller, s.searchCustomerFileUpload, 'Search imports'),
    (request) => reads.search(contextOf(request), request.body),
  );
  registerListExport(app, deps.config.exportBatchRows, controller, uploadExport(deps.db));

  app.post(
    `${PREFIX}/getCustomerFileUploadById`,
    routeOptions(controller, s.getCustomerFileUploadById, 'An import with its history'),
    async (request) => ok(await reads.detail(contextOf(request), request.body.uploadId)),
  );

  app.post(
    `${PREFIX}/searchCustomerFileUploadTempData`,
    routeOptions(controller, s.searchCustomerFileUploadTempData, "An import's rows with their errors"),
    (request) => reads.stagedRows(contextOf(request), request.body),
  );

  app.get(
    `${PREFIX}/downloadErrorReport/:uploadId`,
    routeOptions(
      controller,
      s.downloadErrorReport,
      'The rows with an error column (.xlsx or CSV, as the template)',
    ),
    async (request, reply) => {
      const report = await reads.errorReport(contextOf(request), Number(request.params.uploadId));
      return reply
        .type(report.contentType)
        .header('content-disposition', contentDisposition('attachment', report.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(report.content);
    },
  );

  app.post(
    `${PREFIX}/userSubmitFile`,
    routeOptions(controller, s.userSubmitFile, 'READY → USER_SUBMITTED', SENDERS),
    async (request) => ok(await workflow.userSubmit(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/accountingSubmitFile`,
    routeOptions(controller, s.accountingSubmitFile, 'USER_SUBMITTED → ACCOUNTING_SUBMITTED', ACCOUNTANTS),
    async (request) => ok(await workflow.accountingSubmit(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/rejectFile`,
    routeOptions(controller, s.rejectFile, 'USER_SUBMITTED → REJECTED, with the reason', ACCOUNTANTS),
    async (request) => ok(await workflow.reject(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/cancelFile`,
    routeOptions(controller, s.cancelFile, 'READY or VALIDATION_FAILED → CANCELLED', SENDERS),
    async (request) => ok(await workflow.cancel(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/retryGenerationFile`,
    routeOptions(
      controller,
      s.retryGenerationFile,
      'FAILED → ACCOUNTING_SUBMITTED: make the documents again',
      {
        roles: ['ADMIN'],
      },
    ),
    async (request) => ok(await workflow.retryGeneration(contextOf(request), request.body)),
  );
  done();
};
