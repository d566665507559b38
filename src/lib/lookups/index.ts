export {
  listboxByGroup,
  listDistrictByProvinceCode,
  listProvince,
  listSubDistrictByDistrictCode,
} from './lookup-api';
export { LOOKUP_STALE_TIME, lookupKeys } from './lookup-keys';
export { BANGKOK_PROVINCE_CODE, isBangkok, localizedName } from './localized-name';
export {
  useDistrictOptions,
  useListboxOptions,
  useProvinceOptions,
  useSubDistrictOptions,
} from './use-lookups';
