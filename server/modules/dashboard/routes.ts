import { DASHBOARD_PREFIX, dashboardSchemas as s } from '../../../contract/dashboard';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { dateRangeTexts } from '../../validation/date-range';
import { createDashboardService } from './service';

/** Administrators (every customer), and every user of a customer (its own). */
const controller: Controller = {
  tag: 'dashboard',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts: dateRangeTexts,
};

/** /api/app/dashboardController: the figures of the first screen after sign-in (docs/dashboard-report.md). */
export const dashboardRoutes: RoutesPlugin = (app, { deps }, done) => {
  const service = createDashboardService(deps);

  app.post(
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
