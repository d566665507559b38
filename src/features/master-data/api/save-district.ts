import type { SaveDistrictRequest, District } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function saveDistrict(body: SaveDistrictRequest, options?: ApiRequestOptions): Promise<District> {
  return apiPost<District>(`${MASTER_DATA_PREFIX}/saveDistrict`, body, options);
}
