import { dashboardController, type DashboardSummaryRequest } from 'contract/dashboard';
import { callsOf } from 'src/lib/api-client';

/** Query keys of the dashboard: one summary per date range. */
export const dashboardKeys = {
  summary: (range: DashboardSummaryRequest) => ['dashboard', 'summary', range] as const,
};

export const getDashboardSummary = callsOf(dashboardController).post('summary');
