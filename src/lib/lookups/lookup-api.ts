import type { DistrictOption, ListboxOption, ProvinceOption, SubDistrictOption } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from '../api-client';

// The look-up calls many screens share (api-contract "Master data"): listbox options and the
// province → district → sub-district cascade. Active rows only, ordered by the server.

const lookUp = <T>(call: string, body: object, options?: ApiRequestOptions) =>
  apiPost<T[]>(`${MASTER_DATA_PREFIX}/${call}`, body, options);

export const listboxByGroup = (listboxGroup: string, options?: ApiRequestOptions) =>
  lookUp<ListboxOption>('listboxByGroup', { listboxGroup }, options);

export const listProvince = (options?: ApiRequestOptions) =>
  lookUp<ProvinceOption>('listProvince', {}, options);

export const listDistrictByProvinceCode = (provinceCode: string, options?: ApiRequestOptions) =>
  lookUp<DistrictOption>('listDistrictByProvinceCode', { provinceCode }, options);

export const listSubDistrictByDistrictCode = (districtCode: string, options?: ApiRequestOptions) =>
  lookUp<SubDistrictOption>('listSubDistrictByDistrictCode', { districtCode }, options);
