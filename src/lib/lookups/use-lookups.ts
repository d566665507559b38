import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DistrictOption, ListboxOption, ProvinceOption, SubDistrictOption } from 'contract/master-data';
import {
  listboxByGroup,
  listDistrictByProvinceCode,
  listProvince,
  listSubDistrictByDistrictCode,
} from './lookup-api';
import { LOOKUP_STALE_TIME, lookupKeys } from './lookup-keys';

/** Active items of a listbox group, by seq (the label language is chosen where it is shown). */
export function useListboxOptions(group: string): UseQueryResult<ListboxOption[]> {
  return useQuery({
    queryKey: lookupKeys.listbox(group),
    queryFn: ({ signal }) => listboxByGroup(group, { signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useProvinceOptions(): UseQueryResult<ProvinceOption[]> {
  return useQuery({
    queryKey: lookupKeys.provinces(),
    queryFn: ({ signal }) => listProvince({ signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** The districts of a province; idle (no call) until a province is chosen. */
export function useDistrictOptions(
  provinceCode: string | null | undefined,
): UseQueryResult<DistrictOption[]> {
  return useQuery({
    queryKey: lookupKeys.districts(provinceCode ?? ''),
    queryFn: ({ signal }) => listDistrictByProvinceCode(provinceCode ?? '', { signal }),
    enabled: Boolean(provinceCode),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** The sub-districts of a district; idle (no call) until a district is chosen. */
export function useSubDistrictOptions(
  districtCode: string | null | undefined,
): UseQueryResult<SubDistrictOption[]> {
  return useQuery({
    queryKey: lookupKeys.subDistricts(districtCode ?? ''),
    queryFn: ({ signal }) => listSubDistrictByDistrictCode(districtCode ?? '', { signal }),
    enabled: Boolean(districtCode),
    staleTime: LOOKUP_STALE_TIME,
  });
}
