import { PassThrough } from 'node:stream';
import { REPORT_CONTENT_TYPE, REPORT_PREFIX, reportSchemas as s } from '../../../contract/report';
import { contextOf } from '../../command/context';
import { contentDisposition } from '../../http/content-disposition';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { dateRangeTexts } from '../../validation/date-range';
import { patternTexts } from '../../validation/pattern-texts';
import { createReportService, reportFileName } from './service';
import { writeReport } from './workbook';

const controller: Controller = {
  tag: 'report',
  access: { roles: ['ADMIN'] },
  patternTexts: { ...patternTexts, ...dateRangeTexts },
};

/** /api/app/reportController: reports as .xlsx downloads (docs/dashboard-report.md). */
export const reportRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createReportService(deps);

  app.post(
    `${REPORT_PREFIX}/demo`,
    routeOptions(
      controller,
      s.demo,
      'Documents by customer, type and status for an issue-date range (.xlsx)',
    ),
    async (request, reply) => {
      const ctx = contextOf(request);
      const content = await service.content(ctx, request.body);
      const out = new PassThrough();
      // Once the headers are out, a failure can only cut the download short (the client sees a
      // broken transfer, never a half file that looks whole); it is logged with the request id.
      writeReport(ctx.language, content, out).catch((error: unknown) => {
        ctx.log.error({ err: error }, 'document report failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(REPORT_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', reportFileName(content)))
        .header('x-content-type-options', 'nosniff')
        .send(out);
    },
  );
  done();
};
