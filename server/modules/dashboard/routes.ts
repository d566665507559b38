import type { FastifyPluginCallback } from 'fastify';
import {
  DASHBOARD_PREFIX,
  dashboardSchemas as s,
  type DashboardSummaryRequest,
} from '../../../contract/dashboard';
import { contextOf } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller } from '../../http/route-kit';
import { dateRangeTexts } from '../../validation/date-range';
import { createDashboardService } from './service';

/** Administrators (every customer), and every user of a customer (its own). */
const controller: Controller = {
  tag: 'dashboard',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts: dateRangeTexts,
};

/** /api/app/dashboardController: the figures of the first screen after sign-in (docs/dashboard-report.md). */
export const dashboardRoutes: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const service = createDashboardService(deps);

  app.post<{ Body: DashboardSummaryRequest }>(
    `${DASHBOARD_PREFIX}/summary`,
    routeOptions(
      controller,
      s.summary,
      'Documents, waiting imports, delivery failures, open tickets, customers',
    ),
    async (request) => ok(await service.summary(contextOf(request), request.body)),
  );
  done();
};
