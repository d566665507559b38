import type { DistrictOption, ListboxOption, ProvinceOption, SubDistrictOption } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from '../api-client';

// The look-up calls many screens share (api-contract "Master data"): listbox options and the
// province → district → sub-district cascade. Active rows only, ordered by the server.

export function listboxByGroup(listboxGroup: string, options?: ApiRequestOptions): Promise<ListboxOption[]> {
  return apiPost<ListboxOption[]>(`${MASTER_DATA_PREFIX}/listboxByGroup`, { listboxGroup }, options);
}

export function listProvince(options?: ApiRequestOptions): Promise<ProvinceOption[]> {
  return apiPost<ProvinceOption[]>(`${MASTER_DATA_PREFIX}/listProvince`, {}, options);
}

export function listDistrictByProvinceCode(
  provinceCode: string,
  options?: ApiRequestOptions,
): Promise<DistrictOption[]> {
  return apiPost<DistrictOption[]>(
    `${MASTER_DATA_PREFIX}/listDistrictByProvinceCode`,
    { provinceCode },
    options,
  );
}

export function listSubDistrictByDistrictCode(
  districtCode: string,
  options?: ApiRequestOptions,
): Promise<SubDistrictOption[]> {
  return apiPost<SubDistrictOption[]>(
    `${MASTER_DATA_PREFIX}/listSubDistrictByDistrictCode`,
    { districtCode },
    options,
  );
}
