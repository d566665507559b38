import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
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

/** The options under a parent's code (a province's districts …); idle (no call) until one is chosen. */
function useOptionsUnder<T>(
  queryKey: (code: string) => QueryKey,
  list: (code: string, options: { signal: AbortSignal }) => Promise<T[]>,
  code: string | null | undefined,
): UseQueryResult<T[]> {
  return useQuery({
    queryKey: queryKey(code ?? ''),
    queryFn: ({ signal }) => list(code ?? '', { signal }),
    enabled: Boolean(code),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** The districts of a province; idle (no call) until a province is chosen. */
export const useDistrictOptions = (provinceCode: string | null | undefined) =>
  useOptionsUnder<DistrictOption>(lookupKeys.districts, listDistrictByProvinceCode, provinceCode);

/** The sub-districts of a district; idle (no call) until a district is chosen. */
export const useSubDistrictOptions = (districtCode: string | null | undefined) =>
  useOptionsUnder<SubDistrictOption>(lookupKeys.subDistricts, listSubDistrictByDistrictCode, districtCode);
