import type { SearchBody } from 'contract/envelope';
import type { SearchDistrictRequest, District } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchDistrict(
  body: SearchDistrictRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<District>> {
  return apiSearch<District>(`${MASTER_DATA_PREFIX}/searchDistrict`, body, options);
}
