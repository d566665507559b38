// Master data calls of the API contract (docs/api-contract.md, "Master data"),
// under /api/app/masterDataController/. The JSON schemas the routes validate with live in
// ./master-data-schemas.ts, shared values in ./master-data-constants.ts (both re-exported here);
// the types below are read off those schemas.
import type * as c from './master-data-constants';
import type { addressSchemas, configGroupSchemas, listboxSchemas } from './master-data-schemas';
import { MASTER_DATA_PREFIX } from './master-data-constants';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';

/** Status of a master-data record. DELETE is the soft delete: never returned by a search. */
export type MasterStatus = (typeof c.MASTER_STATUSES)[number];
/** A search may filter on these only (deleted rows are never found). */
export type SearchableStatus = (typeof c.SEARCHABLE_STATUSES)[number];

/** Every editable record carries these (api-contract.md, Records). */
export type { RecordStamp } from './schema-kit';

// ---------------------------------------------------------------- listbox

type Listbox = typeof listboxSchemas;
export type ListboxByGroupRequest = BodyOf<Listbox['listboxByGroup']>;
/** One dropdown option: active items of a group, by seq. */
export type ListboxOption = RowOf<Listbox['listboxByGroup']>;

export type ListboxGroupSortBy = (typeof c.LISTBOX_GROUP_SORT_BY)[number];
export type SearchListboxGroupRequest = BodyOf<Listbox['searchListboxGroup']>;
export type ListboxGroup = DataOf<Listbox['saveListBoxGroupMaster']>;
/** A search row: the group with the number of its items that are not deleted. */
export type ListboxGroupRow = RowOf<Listbox['searchListboxGroup']>;
export type ListboxGroupSummary = RowOf<Listbox['listAllListboxGroup']>;
export type ListboxItem = DataOf<Listbox['saveListBoxMaster']>;
/** GET getListboxGroupMaster/{code}: the group and its items of every status, by seq. */
export type ListboxGroupMaster = DataOf<Listbox['getListboxGroupMaster']>;
export type ListboxGroupMasterRequest = BodyOf<Listbox['listboxGroupMaster']>;
/** Create when `version` is absent, update (of the same code) when present. */
export type SaveListboxGroupRequest = BodyOf<Listbox['saveListBoxGroupMaster']>;
export type SaveListboxItemRequest = BodyOf<Listbox['saveListBoxMaster']>;

/** key: DOCUMENT_TYPE, or over_all for the overall map (kept apart by the client). */
export type ListboxMapRdRequest = BodyOf<Listbox['getListboxMapRdByKey']>;
export type ListboxMapRd = RowOf<Listbox['getListboxMapRdByKey']>;

/** customerCode: required for ADMIN callers; ignored for CUSTOMER tokens (the token's customer). */
export type DocumentTypeByCustomerRequest = BodyOf<Listbox['getDocumentTypeByCustomer']>;
export type CustomerDocumentType = RowOf<Listbox['getDocumentTypeByCustomer']>;

// ---------------------------------------------------------------- province

type Addresses = typeof addressSchemas;
export type ProvinceSortBy = (typeof c.PROVINCE_SORT_BY)[number];
/** provinceCode: substring of the code; provinceName: of the Thai or the English name. */
export type SearchProvinceRequest = BodyOf<Addresses['searchProvince']>;
/** statusDesc: the status in the request's language (PROVINCE_STATUS names). */
export type Province = DataOf<Addresses['getProvinceByCode']>;
/**
 * Create when `version` is absent; update (found by id, else by code) when present. geoId: region
 * 1–6 (north, central, north-east, west, east, south); geoId and seq are kept when absent on
 * update (seq 0 on create).
 */
export type SaveProvinceRequest = BodyOf<Addresses['saveProvince']>;
export type ProvinceCodeRequest = BodyOf<Addresses['getProvinceByCode']>;
export type ProvinceOption = RowOf<Addresses['listProvince']>;

// ---------------------------------------------------------------- district

export type DistrictSortBy = (typeof c.DISTRICT_SORT_BY)[number];
/** provinceCode: exactly; districtCode and districtName: substrings. */
export type SearchDistrictRequest = BodyOf<Addresses['searchDistrict']>;
export type District = DataOf<Addresses['saveDistrict']>;
/** Create when `version` is absent, update (of the same code) when present. */
export type SaveDistrictRequest = BodyOf<Addresses['saveDistrict']>;
export type DistrictCodeRequest = BodyOf<Addresses['listDistrictByDistrictCode']>;
export type DistrictOption = RowOf<Addresses['listDistrictByProvinceCode']>;

// ---------------------------------------------------------------- sub-district

export type SubDistrictSortBy = (typeof c.SUB_DISTRICT_SORT_BY)[number];
/** districtCode: exactly; the code, name and zip code: substrings. */
export type SearchSubDistrictRequest = BodyOf<Addresses['searchSubDistrict']>;
export type SubDistrict = DataOf<Addresses['getBySubDistrictCode']>;
/** Create when `version` is absent, update (of the same code) when present. */
export type SaveSubDistrictRequest = BodyOf<Addresses['saveSubDistrict']>;
export type SubDistrictCodeRequest = BodyOf<Addresses['getBySubDistrictCode']>;
export type SubDistrictOption = RowOf<Addresses['listSubDistrictByDistrictCode']>;

// ---------------------------------------------------------------- config group

type ConfigGroups = typeof configGroupSchemas;
export type ConfigGroupSortBy = (typeof c.CONFIG_GROUP_SORT_BY)[number];
export type SearchConfigGroupRequest = BodyOf<ConfigGroups['searchConfigGroup']>;
export type ConfigGroupRow = RowOf<ConfigGroups['searchConfigGroup']>;
export type ConfigGroup = DataOf<ConfigGroups['getConfigGroup']>;
/** configValue: SECRET_MASK for a secret item that has a value. */
export type ConfigItem = ConfigGroup['items'][number];
export type ConfigGroupTypeRequest = BodyOf<ConfigGroups['getConfigGroup']>;
/** Create when `version` is absent, update when present. `items` replace the stored items. */
export type SaveConfigGroupRequest = BodyOf<ConfigGroups['saveConfigGroup']>;
/** configValue: SECRET_MASK on a secret item keeps the stored value. */
export type SaveConfigItem = SaveConfigGroupRequest['items'][number];

export * from './master-data-constants';
export * from './master-data-schemas';

/** The route table's controller of these calls (the web app's typed client reads it). */
export const masterDataController = controllerOf<
  typeof listboxSchemas & typeof addressSchemas & typeof configGroupSchemas
>(MASTER_DATA_PREFIX);
