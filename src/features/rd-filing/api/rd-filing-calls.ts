import type { SearchBody } from 'contract/envelope';
import {
  RD_FILING_PREFIX as PREFIX,
  type RdMarkSubmittedRequest,
  type RdMonth,
  type RdMonthKey,
  type RdMonthRow,
  type RdMonthSearchRequest,
} from 'contract/rd-filing';
import {
  apiDownload,
  apiPost,
  apiSearch,
  type ApiRequestOptions,
  type DownloadedFile,
} from 'src/lib/api-client';

/** Query keys of the filing screen: filing a month invalidates the list. */
export const rdFilingKeys = { list: ['rd-filing', 'list'] as const };

export function searchRdMonths(
  body: RdMonthSearchRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<RdMonthRow>> {
  return apiSearch<RdMonthRow>(`${PREFIX}/searchMonths`, body, options);
}

/** The month's pack (.zip), named by the server. */
export function downloadRdPack(key: RdMonthKey): Promise<DownloadedFile> {
  return apiDownload(`${PREFIX}/downloadPack`, { method: 'POST', body: key });
}

export function markRdSubmitted(body: RdMarkSubmittedRequest): Promise<RdMonth> {
  return apiPost<RdMonth>(`${PREFIX}/markSubmitted`, body);
}
