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
import * as k from './schema-kit';

// ---------------------------------------------------------------- field schemas

const statusField = k.oneOf(MASTER_STATUSES);
const searchStatus = k.oneOf(SEARCHABLE_STATUSES);

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

const listboxOption = k.object({ code: k.str, nameTh: k.str, nameEn: k.str, seq: k.int });
const listboxGroupBase = { listboxGroupCode: k.str, listboxGroupName: k.str, status: statusField } as const;
const listboxGroup = k.object({ ...listboxGroupBase, ...k.stamp });
const listboxItem = k.object({
  listboxGroupCode: k.str,
  code: k.str,
  nameTh: k.str,
  nameEn: k.str,
  seq: k.int,
  status: statusField,
  ...k.stamp,
});

export const listboxSchemas = {
  listboxByGroup: {
    body: k.body({ listboxGroup: code(codePatterns.listboxGroupCode) }, ['listboxGroup']),
    response: k.listEnvelope(listboxOption),
  },
  searchListboxGroup: {
    body: k.searchBody(
      { listboxGroupCode: k.criterion, listboxGroupName: k.criterion, status: searchStatus },
      LISTBOX_GROUP_SORT_BY,
    ),
    // itemCount: the items that are not deleted.
    response: k.searchEnvelope(k.object({ ...listboxGroupBase, itemCount: k.int, ...k.stamp })),
  },
  listAllListboxGroup: { body: k.emptyBody, response: k.listEnvelope(k.object(listboxGroupBase)) },
  getListboxGroupMaster: {
    params: k.body({ code: code(codePatterns.listboxGroupCode) }, ['code']),
    response: k.okEnvelope(k.object({ group: listboxGroup, items: { type: 'array', items: listboxItem } })),
  },
  listboxGroupMaster: {
    body: k.body({ listboxGroupCode: code(codePatterns.listboxGroupCode) }, ['listboxGroupCode']),
    response: k.listEnvelope(listboxItem),
  },
  saveListBoxGroupMaster: {
    body: k.body(
      {
        listboxGroupCode: code(codePatterns.listboxGroupCode),
        listboxGroupName: k.text(200),
        status: statusField,
        version: k.version,
      },
      ['listboxGroupCode', 'listboxGroupName', 'status'],
    ),
    response: k.okEnvelope(listboxGroup),
  },
  saveListBoxMaster: {
    body: k.body(
      {
        listboxGroupCode: code(codePatterns.listboxGroupCode),
        code: code(codePatterns.listboxItemCode),
        nameTh: k.text(200),
        nameEn: k.text(200),
        seq: { type: 'integer', minimum: 0, maximum: 99999 },
        status: statusField,
        version: k.version,
      },
      ['listboxGroupCode', 'code', 'nameTh', 'nameEn', 'seq', 'status'],
    ),
    response: k.okEnvelope(listboxItem),
  },
  getListboxMapRdByKey: {
    body: k.body({ key: code(codePatterns.mapKey) }, ['key']),
    response: k.listEnvelope(k.object({ code: k.str, nameTh: k.str, nameEn: k.str, rdCode: k.str })),
  },
  getDocumentTypeByCustomer: {
    body: k.body({ customerCode: code(codePatterns.customerCode) }, []),
    response: k.listEnvelope(k.object({ documentType: k.str, nameTh: k.str, nameEn: k.str })),
  },
} as const;

// ---------------------------------------------------------------- addresses

const nullableInt = { type: ['integer', 'null'] } as const;
const province = k.object({
  id: k.int,
  provinceCode: k.str,
  provinceNameTh: k.str,
  provinceNameEng: k.str,
  geoId: nullableInt,
  seq: k.int,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: k.str,
  ...k.stamp,
});
const district = k.object({
  districtCode: k.str,
  provinceCode: k.str,
  districtNameTh: k.str,
  districtNameEn: k.str,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: k.str,
  ...k.stamp,
});
const subDistrict = k.object({
  subDistrictCode: k.str,
  districtCode: k.str,
  subDistrictNameTh: k.str,
  subDistrictNameEn: k.str,
  zipCode: k.str,
  status: statusField,
  /** The status in the request's language (PROVINCE_STATUS names). */
  statusDesc: k.str,
  ...k.stamp,
});

export const addressSchemas = {
  searchProvince: {
    body: k.searchBody(
      { provinceCode: k.criterion, provinceName: k.criterion, status: searchStatus },
      PROVINCE_SORT_BY,
    ),
    response: k.searchEnvelope(province),
  },
  saveProvince: {
    body: k.body(
      {
        id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        provinceCode: code(codePatterns.provinceCode),
        provinceNameTh: k.text(150),
        provinceNameEng: k.text(150),
        geoId: { type: ['integer', 'null'], minimum: 1, maximum: 99 },
        seq: { type: 'integer', minimum: 0, maximum: 99999 },
        status: statusField,
        version: k.version,
      },
      ['provinceCode', 'provinceNameTh', 'provinceNameEng', 'status'],
    ),
    response: k.okEnvelope(province),
  },
  getProvinceByCode: {
    body: k.body({ provinceCode: code(codePatterns.provinceCode) }, ['provinceCode']),
    response: k.okEnvelope(province),
  },
  listProvince: {
    body: k.emptyBody,
    response: k.listEnvelope(
      k.object({ provinceCode: k.str, provinceNameTh: k.str, provinceNameEng: k.str }),
    ),
  },
  searchDistrict: {
    body: k.searchBody(
      {
        provinceCode: code(codePatterns.provinceCode),
        districtCode: k.criterion,
        districtName: k.criterion,
        status: searchStatus,
      },
      DISTRICT_SORT_BY,
    ),
    response: k.searchEnvelope(district),
  },
  listDistrictByDistrictCode: {
    body: k.body({ districtCode: code(codePatterns.districtCode) }, ['districtCode']),
    response: k.listEnvelope(district),
  },
  saveDistrict: {
    body: k.body(
      {
        districtCode: code(codePatterns.districtCode),
        provinceCode: code(codePatterns.provinceCode),
        districtNameTh: k.text(150),
        districtNameEn: k.text(150),
        status: statusField,
        version: k.version,
      },
      ['districtCode', 'provinceCode', 'districtNameTh', 'districtNameEn', 'status'],
    ),
    response: k.okEnvelope(district),
  },
  listDistrictByProvinceCode: {
    body: k.body({ provinceCode: code(codePatterns.provinceCode) }, ['provinceCode']),
    response: k.listEnvelope(
      k.object({ districtCode: k.str, provinceCode: k.str, districtNameTh: k.str, districtNameEn: k.str }),
    ),
  },
  searchSubDistrict: {
    body: k.searchBody(
      {
        districtCode: code(codePatterns.districtCode),
        subDistrictCode: k.criterion,
        subDistrictName: k.criterion,
        zipCode: k.criterion,
        status: searchStatus,
      },
      SUB_DISTRICT_SORT_BY,
    ),
    response: k.searchEnvelope(subDistrict),
  },
  getBySubDistrictCode: {
    body: k.body({ subDistrictCode: code(codePatterns.subDistrictCode) }, ['subDistrictCode']),
    response: k.okEnvelope(subDistrict),
  },
  saveSubDistrict: {
    body: k.body(
      {
        subDistrictCode: code(codePatterns.subDistrictCode),
        districtCode: code(codePatterns.districtCode),
        subDistrictNameTh: k.text(150),
        subDistrictNameEn: k.text(150),
        zipCode: code(codePatterns.zipCode),
        status: statusField,
        version: k.version,
      },
      ['subDistrictCode', 'districtCode', 'subDistrictNameTh', 'subDistrictNameEn', 'zipCode', 'status'],
    ),
    response: k.okEnvelope(subDistrict),
  },
  listSubDistrictByDistrictCode: {
    body: k.body({ districtCode: code(codePatterns.districtCode) }, ['districtCode']),
    response: k.listEnvelope(
      k.object({
        subDistrictCode: k.str,
        districtCode: k.str,
        subDistrictNameTh: k.str,
        subDistrictNameEn: k.str,
        zipCode: k.str,
      }),
    ),
  },
} as const;

// ---------------------------------------------------------------- config groups

const configItem = k.object({
  configKey: k.str,
  configValue: k.str,
  secret: k.bool,
  description: k.str,
});
const configGroup = k.object({
  configGroupType: k.str,
  description: k.str,
  items: { type: 'array', items: configItem },
  ...k.stamp,
});

export const configGroupSchemas = {
  searchConfigGroup: {
    body: k.searchBody({ configGroupType: k.criterion }, CONFIG_GROUP_SORT_BY),
    response: k.searchEnvelope(
      k.object({ configGroupType: k.str, description: k.str, itemCount: k.int, ...k.stamp }),
    ),
  },
  getConfigGroup: {
    body: k.body({ configGroupType: code(codePatterns.configGroupType) }, ['configGroupType']),
    response: k.okEnvelope(configGroup),
  },
  saveConfigGroup: {
    body: k.body(
      {
        configGroupType: code(codePatterns.configGroupType),
        description: { type: 'string', maxLength: 500 },
        items: {
          type: 'array',
          maxItems: 200,
          items: k.body(
            {
              configKey: code(codePatterns.configKey),
              configValue: { type: 'string', maxLength: 2000 },
              secret: k.bool,
              description: { type: 'string', maxLength: 500 },
            },
            ['configKey', 'configValue', 'secret'],
          ),
        },
        version: k.version,
      },
      ['configGroupType', 'description', 'items'],
    ),
    response: k.okEnvelope(configGroup),
  },
} as const;
