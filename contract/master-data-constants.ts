// Values shared by the master-data types, schemas, server and web app.

export const MASTER_DATA_PREFIX = '/api/app/masterDataController';

export const MASTER_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETE'] as const;

export const SEARCHABLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A secret config value always comes back as this; sending it back unchanged keeps the value. */
export const SECRET_MASK = '********';

/**
 * Listbox groups an anonymous caller may read with listboxByGroup (the public site's needs).
 * Signed-in callers may read every group.
 */
export const PUBLIC_LISTBOX_GROUPS = [
  'DOCUMENT_TYPE',
  'ELECTRONIC_DOC_TYPE',
  'UPLOAD_TYPE',
  'CUSTOMER_TYPE',
  'TICKET_REQ_TYPE',
] as const;

export const LISTBOX_GROUP_SORT_BY = [
  'listboxGroupCode',
  'listboxGroupName',
  'status',
  'lastUpdateDtm',
] as const;

export const PROVINCE_SORT_BY = [
  'provinceCode',
  'provinceNameTh',
  'provinceNameEng',
  'geoId',
  'seq',
  'status',
  'lastUpdateDtm',
] as const;

export const DISTRICT_SORT_BY = [
  'districtCode',
  'provinceCode',
  'districtNameTh',
  'districtNameEn',
  'status',
  'lastUpdateDtm',
] as const;

export const SUB_DISTRICT_SORT_BY = [
  'subDistrictCode',
  'districtCode',
  'subDistrictNameTh',
  'subDistrictNameEn',
  'zipCode',
  'status',
  'lastUpdateDtm',
] as const;

export const CONFIG_GROUP_SORT_BY = ['configGroupType', 'description', 'lastUpdateDtm'] as const;
