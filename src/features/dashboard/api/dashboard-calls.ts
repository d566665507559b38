import type { DashboardSummary, DashboardSummaryRequest } from 'contract/dashboard';
import { DASHBOARD_PREFIX } from 'contract/dashboard-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Query keys of the dashboard: one summary per date range. */
export const dashboardKeys = {
  summary: (range: DashboardSummaryRequest) => ['dashboard', 'summary', range] as const,
};

export function getDashboardSummary(
  body: DashboardSummaryRequest,
  options?: ApiRequestOptions,
): Promise<DashboardSummary> {
  return apiPost<DashboardSummary>(`${DASHBOARD_PREFIX}/summary`, body, options);
}
