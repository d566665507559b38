// JSON schemas of the master-data calls (types in ./master-data.ts). Requests refuse unknown
// fields; responses are the contract's envelope (fast-json-stringify serialises with them).
import { sharedCodePatterns } from './code-patterns';
import {
  CONFIG_GROUP_SORT_BY,
  DISTRICT_SORT_BY,
  LISTBOX_GROUP_SORT_BY,
  MASTER_STATUSES,
  PROVINCE_SORT_BY,
  SEARCHABLE_STATUSES,
  SUB_DISTRICT_SORT_BY,
} from './master-data-constants';
import {
  body,
  criterion,
  emptyBody,
  int,
  listEnvelope,
  object,
  okEnvelope,
  searchBody,
  searchEnvelope,
  stamp,
  str,
  text,
  version,
} from './schema-kit';

// ---------------------------------------------------------------- field schemas

const statusField = { type: 'string', enum: MASTER_STATUSES } as const;
const searchStatus = { type: 'string', enum: SEARCHABLE_STATUSES } as const;

export const codePatterns = {
  ...sharedCodePatterns,
  listboxGroupCode: '^[A-Z][A-Z0-9_]{1,49}$',
  listboxItemCode: sharedCodePatterns.listboxCode,
  mapKey: '^[A-Za-z][A-Za-z0-9_]{0,49}$',
  configGroupType: '^[A-Z][A-Z0-9_]{1,49}$',
  configKey: '^[A-Za-z][A-Za-z0-9_.-]{0,99}$',
} as const;
const code = (pattern: string) => ({ type: 'string', pattern }) as const;

// ---------------------------------------------------------------- listbox

const listboxOption = object({ code: str, nameTh: str, nameEn: str, seq: int });
const listboxGroupBase = { listboxGroupCode: str, listboxGroupName: str, status: statusField } as const;
const listboxGroup = object({ ...listboxGroupBase, ...stamp });
const listboxItem = object({
  listboxGroupCode: str,
  code: str,
  nameTh: str,
  nameEn: str,
  seq: int,
  status: statusField,
  ...stamp,
});

export const listboxSchemas = {
  listboxByGroup: {
    body: body({ listboxGroup: code(codePatterns.listboxGroupCode) }, ['listboxGroup']),
    response: listEnvelope(listboxOption),
  },
  searchListboxGroup: {
    body: searchBody(
      { listboxGroupCode: criterion, listboxGroupName: criterion, status: searchStatus },
      LISTBOX_GROUP_SORT_BY,
    ),
    // itemCount: the items that are not deleted.
    response: searchEnvelope(object({ ...listboxGroupBase, itemCount: int, ...stamp })),
  },
  listAllListboxGroup: { body: emptyBody, response: listEnvelope(object(listboxGroupBase)) },
  getListboxGroupMaster: {
    params: body({ code: code(codePatterns.listboxGroupCode) }, ['code']),
    response: okEnvelope(object({ group: listboxGroup, items: { type: 'array', items: listboxItem } })),
  },
  listboxGroupMaster: {
    body: body({ listboxGroupCode: code(codePatterns.listboxGroupCode) }, ['listboxGroupCode']),
    response: listEnvelope(listboxItem),
  },
  saveListBoxGroupMaster: {
    body: body(
      {
        listboxGroupCode: code(codePatterns.listboxGroupCode),
        listboxGroupName: text(200),
        status: statusField,
        version,
      },
      ['listboxGroupCode', 'listboxGroupName', 'status'],
    ),
    response: okEnvelope(listboxGroup),
  },
  saveListBoxMaster: {
    body: body(
      {
        listboxGroupCode: code(codePatterns.listboxGroupCode),
        code: code(codePatterns.listboxItemCode),
        nameTh: text(200),
        nameEn: text(200),
        seq: { type: 'integer', minimum: 0, maximum: 99999 },
        status: statusField,
        version,
      },
      ['listboxGroupCode', 'code', 'nameTh', 'nameEn', 'seq', 'status'],
    ),
    response: okEnvelope(listboxItem),
  },
  getListboxMapRdByKey: {
    body: body({ key: code(codePatterns.mapKey) }, ['key']),
    response: listEnvelope(object({ code: str, nameTh: str, nameEn: str, rdCode: str })),
  },
  getDocumentTypeByCustomer: {
    body: body({ customerCode: code(codePatterns.customerCode) }, []),
    response: listEnvelope(object({ documentType: str, nameTh: str, nameEn: str })),
  },
} as const;

// ---------------------------------------------------------------- addresses

const nullableInt = { type: ['integer', 'null'] } as const;
const province = object({
  id: int,
  provinceCode: str,
  provinceNameTh: str,
  provinceNameEng: str,
  geoId: nullableInt,
  seq: int,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: str,
  ...stamp,
});
const district = object({
  districtCode: str,
  provinceCode: str,
  districtNameTh: str,
  districtNameEn: str,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: str,
  ...stamp,
});
const subDistrict = object({
  subDistrictCode: str,
  districtCode: str,
  subDistrictNameTh: str,
  subDistrictNameEn: str,
  zipCode: str,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: str,
  ...stamp,
});

export const addressSchemas = {
  searchProvince: {
    body: searchBody(
      { provinceCode: criterion, provinceName: criterion, status: searchStatus },
      PROVINCE_SORT_BY,
    ),
    response: searchEnvelope(province),
  },
  saveProvince: {
    body: body(
      {
        id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        provinceCode: code(codePatterns.provinceCode),
        provinceNameTh: text(150),
        provinceNameEng: text(150),
        geoId: { type: ['integer', 'null'], minimum: 1, maximum: 99 },
        seq: { type: 'integer', minimum: 0, maximum: 99999 },
        status: statusField,
        version,
      },
      ['provinceCode', 'provinceNameTh', 'provinceNameEng', 'status'],
    ),
    response: okEnvelope(province),
  },
  getProvinceByCode: {
    body: body({ provinceCode: code(codePatterns.provinceCode) }, ['provinceCode']),
    response: okEnvelope(province),
  },
  listProvince: {
    body: emptyBody,
    response: listEnvelope(object({ provinceCode: str, provinceNameTh: str, provinceNameEng: str })),
  },
  searchDistrict: {
    body: searchBody(
      {
        provinceCode: code(codePatterns.provinceCode),
        districtCode: criterion,
        districtName: criterion,
        status: searchStatus,
      },
      DISTRICT_SORT_BY,
    ),
    response: searchEnvelope(district),
  },
  listDistrictByDistrictCode: {
    body: body({ districtCode: code(codePatterns.districtCode) }, ['districtCode']),
    response: listEnvelope(district),
  },
  saveDistrict: {
    body: body(
      {
        districtCode: code(codePatterns.districtCode),
        provinceCode: code(codePatterns.provinceCode),
        districtNameTh: text(150),
        districtNameEn: text(150),
        status: statusField,
        version,
      },
      ['districtCode', 'provinceCode', 'districtNameTh', 'districtNameEn', 'status'],
    ),
    response: okEnvelope(district),
  },
  listDistrictByProvinceCode: {
    body: body({ provinceCode: code(codePatterns.provinceCode) }, ['provinceCode']),
    response: listEnvelope(
      object({ districtCode: str, provinceCode: str, districtNameTh: str, districtNameEn: str }),
    ),
  },
  searchSubDistrict: {
    body: searchBody(
      {
        districtCode: code(codePatterns.districtCode),
        subDistrictCode: criterion,
        subDistrictName: criterion,
        zipCode: criterion,
        status: searchStatus,
      },
      SUB_DISTRICT_SORT_BY,
    ),
    response: searchEnvelope(subDistrict),
  },
  getBySubDistrictCode: {
    body: body({ subDistrictCode: code(codePatterns.subDistrictCode) }, ['subDistrictCode']),
    response: okEnvelope(subDistrict),
  },
  saveSubDistrict: {
    body: body(
      {
        subDistrictCode: code(codePatterns.subDistrictCode),
        districtCode: code(codePatterns.districtCode),
        subDistrictNameTh: text(150),
        subDistrictNameEn: text(150),
        zipCode: code(codePatterns.zipCode),
        status: statusField,
        version,
      },
      ['subDistrictCode', 'districtCode', 'subDistrictNameTh', 'subDistrictNameEn', 'zipCode', 'status'],
    ),
    response: okEnvelope(subDistrict),
  },
  listSubDistrictByDistrictCode: {
    body: body({ districtCode: code(codePatterns.districtCode) }, ['districtCode']),
    response: listEnvelope(
      object({
        subDistrictCode: str,
        districtCode: str,
        subDistrictNameTh: str,
        subDistrictNameEn: str,
        zipCode: str,
      }),
    ),
  },
} as const;

// ---------------------------------------------------------------- config groups

const configItem = object({
  configKey: str,
  configValue: str,
  secret: { type: 'boolean' },
  description: str,
});
const configGroup = object({
  configGroupType: str,
  description: str,
  items: { type: 'array', items: configItem },
  ...stamp,
});

export const configGroupSchemas = {
  searchConfigGroup: {
    body: searchBody({ configGroupType: criterion }, CONFIG_GROUP_SORT_BY),
    response: searchEnvelope(object({ configGroupType: str, description: str, itemCount: int, ...stamp })),
  },
  getConfigGroup: {
    body: body({ configGroupType: code(codePatterns.configGroupType) }, ['configGroupType']),
    response: okEnvelope(configGroup),
  },
  saveConfigGroup: {
    body: body(
      {
        configGroupType: code(codePatterns.configGroupType),
        description: { type: 'string', maxLength: 500 },
        items: {
          type: 'array',
          maxItems: 200,
          items: body(
            {
              configKey: code(codePatterns.configKey),
              configValue: { type: 'string', maxLength: 2000 },
              secret: { type: 'boolean' },
              description: { type: 'string', maxLength: 500 },
            },
            ['configKey', 'configValue', 'secret'],
          ),
        },
        version,
      },
      ['configGroupType', 'description', 'items'],
    ),
    response: okEnvelope(configGroup),
  },
} as const;
