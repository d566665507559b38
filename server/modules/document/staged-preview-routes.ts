import {
  CUSTOMER_UPLOAD_PREFIX as PREFIX,
  customerUploadSchemas as s,
} from '../../../contract/customer-upload';
import { contextOf } from '../../command/context';
import { contentDisposition } from '../../http/content-disposition';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { createStagedPreview } from './staged-preview';

const controller: Controller = {
  tag: 'customer-upload',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
};

/** GET /api/document/customerUploadFile/previewStagedDocument/:uploadId/:index (issue 28). */
export const stagedPreviewRoutes: RoutesPlugin = (app, { deps }, done) => {
  const preview = createStagedPreview(deps);
  app.get(
    `${PREFIX}/previewStagedDocument/:uploadId/:index`,
    routeOptions(
      controller,
      s.previewStagedDocument,
      'The PDF of a staged document as it will be issued (nothing issued or stored)',
    ),
    async (request, reply) => {
      const { uploadId, index } = request.params;
      const pdf = await preview(contextOf(request), Number(uploadId), Number(index));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf.content);
    },
  );
  done();
};
