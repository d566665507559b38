import type { SearchBody } from 'contract/envelope';
import type { SearchProvinceRequest, Province } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchProvince(
  body: SearchProvinceRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<Province>> {
  return apiSearch<Province>(`${MASTER_DATA_PREFIX}/searchProvince`, body, options);
}
