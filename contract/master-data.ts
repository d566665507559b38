// Master data calls of the API contract (shared/design/api-contract.md, "Master data"),
// under /api/app/masterDataController/. Types for the web app (import type) and the server;
// the JSON schemas the routes validate with live in ./master-data-schemas.ts, shared values in
// ./master-data-constants.ts (both re-exported here).
import type { SearchRequest } from './envelope';
import type {
  CONFIG_GROUP_SORT_BY,
  DISTRICT_SORT_BY,
  LISTBOX_GROUP_SORT_BY,
  PROVINCE_SORT_BY,
  SUB_DISTRICT_SORT_BY,
} from './master-data-constants';

/** Status of a master-data record. DELETE is the soft delete: never returned by a search. */
export type MasterStatus = 'ACTIVE' | 'INACTIVE' | 'DELETE';
/** A search may filter on these only (deleted rows are never found). */
export type SearchableStatus = 'ACTIVE' | 'INACTIVE';

/** Every editable record carries these (api-contract.md, Records). */
export interface RecordStamp {
  version: number;
  /** ISO 8601 with the Bangkok offset, e.g. 2026-11-21T10:15:30.123+07:00 */
  lastUpdateDtm: string;
  lastUpdateBy: string;
}

// ---------------------------------------------------------------- listbox

export interface ListboxByGroupRequest {
  listboxGroup: string;
}
/** One dropdown option: active items of a group, by seq. */
export interface ListboxOption {
  code: string;
  nameTh: string;
  nameEn: string;
  seq: number;
}

export type ListboxGroupSortBy = (typeof LISTBOX_GROUP_SORT_BY)[number];
export interface SearchListboxGroupRequest extends SearchRequest {
  listboxGroupCode?: string;
  listboxGroupName?: string;
  status?: SearchableStatus;
  sortBy?: ListboxGroupSortBy;
}
export interface ListboxGroup extends RecordStamp {
  listboxGroupCode: string;
  listboxGroupName: string;
  status: MasterStatus;
}
export interface ListboxGroupRow extends ListboxGroup {
  /** Items that are not deleted. */
  itemCount: number;
}
export interface ListboxGroupSummary {
  listboxGroupCode: string;
  listboxGroupName: string;
  status: MasterStatus;
}
export interface ListboxItem extends RecordStamp {
  listboxGroupCode: string;
  code: string;
  nameTh: string;
  nameEn: string;
  seq: number;
  status: MasterStatus;
}
/** GET getListboxGroupMaster/{code}: the group and its items of every status, by seq. */
export interface ListboxGroupMaster {
  group: ListboxGroup;
  items: ListboxItem[];
}
export interface ListboxGroupMasterRequest {
  listboxGroupCode: string;
}
/** Create when `version` is absent, update (of the same code) when present. */
export interface SaveListboxGroupRequest {
  listboxGroupCode: string;
  listboxGroupName: string;
  status: MasterStatus;
  version?: number;
}
export interface SaveListboxItemRequest {
  listboxGroupCode: string;
  code: string;
  nameTh: string;
  nameEn: string;
  seq: number;
  status: MasterStatus;
  version?: number;
}

export interface ListboxMapRdRequest {
  /** DOCUMENT_TYPE, or over_all for the overall map (kept apart by the client). */
  key: string;
}
export interface ListboxMapRd {
  code: string;
  nameTh: string;
  nameEn: string;
  rdCode: string;
}

export interface DocumentTypeByCustomerRequest {
  /** Required for ADMIN callers; ignored for CUSTOMER tokens (the token's customer is used). */
  customerCode?: string;
}
export interface CustomerDocumentType {
  documentType: string;
  nameTh: string;
  nameEn: string;
}

// ---------------------------------------------------------------- province

export type ProvinceSortBy = (typeof PROVINCE_SORT_BY)[number];
export interface SearchProvinceRequest extends SearchRequest {
  /** Substring of the code. */
  provinceCode?: string;
  /** Substring of the Thai or the English name. */
  provinceName?: string;
  status?: SearchableStatus;
  sortBy?: ProvinceSortBy;
}
export interface Province extends RecordStamp {
  id: number;
  provinceCode: string;
  provinceNameTh: string;
  provinceNameEng: string;
  geoId: number | null;
  seq: number;
  status: MasterStatus;
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: string;
}
/** Create when `version` is absent; update (found by id, else by code) when present. */
export interface SaveProvinceRequest {
  id?: number;
  provinceCode: string;
  provinceNameTh: string;
  provinceNameEng: string;
  /** Region 1–6 (north, central, north-east, west, east, south); kept when absent on update. */
  geoId?: number | null;
  /** Kept when absent on update; 0 on create. */
  seq?: number;
  status: MasterStatus;
  version?: number;
}
export interface ProvinceCodeRequest {
  provinceCode: string;
}
export interface ProvinceOption {
  provinceCode: string;
  provinceNameTh: string;
  provinceNameEng: string;
}

// ---------------------------------------------------------------- district

export type DistrictSortBy = (typeof DISTRICT_SORT_BY)[number];
export interface SearchDistrictRequest extends SearchRequest {
  /** Exact: the districts of this province. */
  provinceCode?: string;
  /** Substring of the code. */
  districtCode?: string;
  /** Substring of the Thai or the English name. */
  districtName?: string;
  status?: SearchableStatus;
  sortBy?: DistrictSortBy;
}
export interface District extends RecordStamp {
  districtCode: string;
  provinceCode: string;
  districtNameTh: string;
  districtNameEn: string;
  status: MasterStatus;
  statusDesc: string;
}
/** Create when `version` is absent, update (of the same code) when present. */
export interface SaveDistrictRequest {
  districtCode: string;
  provinceCode: string;
  districtNameTh: string;
  districtNameEn: string;
  status: MasterStatus;
  version?: number;
}
export interface DistrictCodeRequest {
  districtCode: string;
}
export interface DistrictOption {
  districtCode: string;
  provinceCode: string;
  districtNameTh: string;
  districtNameEn: string;
}

// ---------------------------------------------------------------- sub-district

export type SubDistrictSortBy = (typeof SUB_DISTRICT_SORT_BY)[number];
export interface SearchSubDistrictRequest extends SearchRequest {
  /** Exact: the sub-districts of this district. */
  districtCode?: string;
  /** Substring of the code. */
  subDistrictCode?: string;
  /** Substring of the Thai or the English name. */
  subDistrictName?: string;
  /** Substring of the zip code. */
  zipCode?: string;
  status?: SearchableStatus;
  sortBy?: SubDistrictSortBy;
}
export interface SubDistrict extends RecordStamp {
  subDistrictCode: string;
  districtCode: string;
  subDistrictNameTh: string;
  subDistrictNameEn: string;
  zipCode: string;
  status: MasterStatus;
  statusDesc: string;
}
/** Create when `version` is absent, update (of the same code) when present. */
export interface SaveSubDistrictRequest {
  subDistrictCode: string;
  districtCode: string;
  subDistrictNameTh: string;
  subDistrictNameEn: string;
  zipCode: string;
  status: MasterStatus;
  version?: number;
}
export interface SubDistrictCodeRequest {
  subDistrictCode: string;
}
export interface SubDistrictOption {
  subDistrictCode: string;
  districtCode: string;
  subDistrictNameTh: string;
  subDistrictNameEn: string;
  zipCode: string;
}

// ---------------------------------------------------------------- config group

export type ConfigGroupSortBy = (typeof CONFIG_GROUP_SORT_BY)[number];
export interface SearchConfigGroupRequest extends SearchRequest {
  /** Substring of the type. */
  configGroupType?: string;
  sortBy?: ConfigGroupSortBy;
}
export interface ConfigGroupRow extends RecordStamp {
  configGroupType: string;
  description: string;
  itemCount: number;
}
export interface ConfigItem {
  configKey: string;
  /** SECRET_MASK for a secret item that has a value. */
  configValue: string;
  secret: boolean;
  description: string;
}
export interface ConfigGroup extends RecordStamp {
  configGroupType: string;
  description: string;
  items: ConfigItem[];
}
export interface ConfigGroupTypeRequest {
  configGroupType: string;
}
export interface SaveConfigItem {
  configKey: string;
  /** SECRET_MASK on a secret item keeps the stored value. */
  configValue: string;
  secret: boolean;
  description?: string;
}
/** Create when `version` is absent, update when present. `items` replace the stored items. */
export interface SaveConfigGroupRequest {
  configGroupType: string;
  description: string;
  items: SaveConfigItem[];
  version?: number;
}

export * from './master-data-constants';
export * from './master-data-schemas';
