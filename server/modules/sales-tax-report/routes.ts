import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import {
  SALES_TAX_PDF_TYPE,
  SALES_TAX_REPORT_PREFIX,
  SALES_TAX_XLSX_TYPE,
  salesTaxReportSchemas as s,
} from '../../../contract/sales-tax-report';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { contentDisposition } from '../../http/content-disposition';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { lazy } from '../../lazy';
import { patternTexts } from '../../validation/pattern-texts';
import { salesTaxPatternTexts } from './messages';
import { createSalesTaxReportService, previewOf, salesTaxFileName } from './service';
import { writeSalesTaxWorkbook } from './workbook';

/** The PDF writer and pdf-lib, loaded with the first PDF asked for. */
const loadPdf = lazy(() => import('./pdf'));

/** Administrators (every customer), and every user of a customer (its own; a USER its branches). */
const controller: Controller = {
  tag: 'salesTaxReport',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts: { ...patternTexts, ...salesTaxPatternTexts },
};

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply
    .type(type)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('x-content-type-options', 'nosniff');

/** /api/app/salesTaxReportController: รายงานภาษีขาย (docs/sales-tax-report.md). */
export const salesTaxReportRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createSalesTaxReportService(deps);

  app.post(
    `${SALES_TAX_REPORT_PREFIX}/preview`,
    routeOptions(controller, s.preview, 'Sales tax report of a branch and month: seller, first rows, totals'),
    async (request) => ok(previewOf(await service.content(contextOf(request), request.body))),
  );

  app.post(
    `${SALES_TAX_REPORT_PREFIX}/xlsx`,
    routeOptions(controller, s.xlsx, 'Sales tax report of a branch and month (.xlsx)'),
    async (request, reply) => {
      const ctx = contextOf(request);
      const content = await service.content(ctx, request.body);
      const out = new PassThrough();
      // Once the headers are out, a failure can only cut the download short; it is logged.
      writeSalesTaxWorkbook(ctx.language, content, out).catch((error: unknown) => {
        ctx.log.error({ err: error }, 'sales tax report failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return attachment(reply, SALES_TAX_XLSX_TYPE, salesTaxFileName(content, 'xlsx')).send(out);
    },
  );

  app.post(
    `${SALES_TAX_REPORT_PREFIX}/pdf`,
    routeOptions(controller, s.pdf, 'Sales tax report of a branch and month (Thai PDF, A4 landscape)'),
    async (request, reply) => {
      const ctx = contextOf(request);
      const content = await service.content(ctx, request.body);
      const { renderSalesTaxPdf } = await loadPdf();
      const bytes = await renderSalesTaxPdf(ctx.language, content);
      return attachment(reply, SALES_TAX_PDF_TYPE, salesTaxFileName(content, 'pdf')).send(Buffer.from(bytes));
    },
  );
  done();
};
