import type { SubDistrictCodeRequest, SubDistrict } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getBySubDistrictCode(
  body: SubDistrictCodeRequest,
  options?: ApiRequestOptions,
): Promise<SubDistrict> {
  return apiPost<SubDistrict>(`${MASTER_DATA_PREFIX}/getBySubDistrictCode`, body, options);
}
