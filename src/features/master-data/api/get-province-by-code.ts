import type { ProvinceCodeRequest, Province } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getProvinceByCode(body: ProvinceCodeRequest, options?: ApiRequestOptions): Promise<Province> {
  return apiPost<Province>(`${MASTER_DATA_PREFIX}/getProvinceByCode`, body, options);
}
