import { masterDataController, type District, type DistrictCodeRequest } from 'contract/master-data';
import { callsOf, type ApiRequestOptions } from 'src/lib/api-client';

/** The API answers a list (`[district]`, or `[]` for an unknown code); one district is wanted. */
export async function getDistrictByCode(
  body: DistrictCodeRequest,
  options?: ApiRequestOptions,
): Promise<District | null> {
  const list = await callsOf(masterDataController).post('listDistrictByDistrictCode')(body, options);
  return list[0] ?? null;
}
