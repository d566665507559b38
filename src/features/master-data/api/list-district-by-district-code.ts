import type { District, DistrictCodeRequest } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** The API answers a list (`[district]`, or `[]` for an unknown code); one district is wanted. */
export async function getDistrictByCode(
  body: DistrictCodeRequest,
  options?: ApiRequestOptions,
): Promise<District | null> {
  const list = await apiPost<District[]>(`${MASTER_DATA_PREFIX}/listDistrictByDistrictCode`, body, options);
  return list[0] ?? null;
}
