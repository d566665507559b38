import type { SearchBody } from 'contract/envelope';
import type { SearchSubDistrictRequest, SubDistrict } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchSubDistrict(
  body: SearchSubDistrictRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<SubDistrict>> {
  return apiSearch<SubDistrict>(`${MASTER_DATA_PREFIX}/searchSubDistrict`, body, options);
}
