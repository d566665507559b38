// Customers (docs/api-contract.md, "Customers"), under /api/app/customerController/
// (ADMIN only). Types for the web app (import type) and JSON schemas for the server's routes;
// requests refuse unknown fields. The address, the editable statuses and the schema kit here are
// shared by ./customer-branch.ts, ./customer-user.ts and ./admin-user.ts.
import {
  body,
  bool,
  criterion,
  emptyData,
  int,
  listEnvelope,
  nullableStr,
  object,
  okEnvelope,
  oneOf,
  optionalText,
  pattern,
  recordId,
  searchBody,
  searchEnvelope,
  stamp,
  str,
  text,
  version,
  controllerOf,
} from './schema-kit';
import type { BodyOf, DataOf, FromSchema, RowOf } from './schema-kit';
import { sharedCodePatterns } from './code-patterns';
import { ETAX_VERSIONS } from './etax-version';

export type { RecordStamp } from './master-data';

export const CUSTOMER_PREFIX = '/api/app/customerController';

/** What a save may set; DELETE only comes from the delete call (soft delete). */
export const EDITABLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type EditableStatus = (typeof EDITABLE_STATUSES)[number];

/** The language of the e-mail and SMS a customer's buyers receive with their documents. */
export const DOCUMENT_LANGUAGES = ['th', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
/**
 * How its e-Tax documents become legal: SIGNED with its certificate, or TIME_STAMP — not signed,
 * the buyer's mail copied to ETDA's time-stamp service (docs/rd-filing.md).
 */
export const DELIVERY_MODES = ['SIGNED', 'TIME_STAMP'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
/**
 * When its documents go to their buyers: AUTOMATIC as soon as they are made, or AFTER_RELEASE —
 * they wait READY_TO_SEND until someone releases them (docs/documents.md "Held for release").
 */
export const BUYER_DELIVERIES = ['AUTOMATIC', 'AFTER_RELEASE'] as const;
export type BuyerDelivery = (typeof BUYER_DELIVERIES)[number];

/** The VAT rates (percent) a new customer's documents may carry. */
export const DEFAULT_VAT_RATES = ['0', '7'] as const;
/** A VAT rate in percent: 0 – 99.99, at most 2 decimals. */
export const VAT_RATE_PATTERN = '^[0-9]{1,2}(\\.[0-9]{1,2})?$';
const ISO_DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** Branch 00000 is the head office (สำนักงานใหญ่), created with its customer. */
export const HEAD_OFFICE_BRANCH_CODE = '00000';

export const CUSTOMER_SORT_BY = [
  'customerCode',
  'customerName',
  'customerNumber',
  'customerStatus',
  'customerType',
  'lastUpdateDtm',
] as const;
export type CustomerSortBy = (typeof CUSTOMER_SORT_BY)[number];

/** Keys of the customer failures (details[].key) besides field names, for the web app's texts. */
export const CUSTOMER_ERROR_KEYS = ['CUSTOMER_DUPLICATE', 'STALE_RECORD'] as const;

// ---------------------------------------------------------------- types (read off the schemas)

/**
 * A Thai address. The district must belong to the province, the sub-district to the district,
 * and the zip code must be the sub-district's (400 with keys like `address.zipCode` otherwise).
 */
export type Address = FromSchema<typeof addressIn>;
export type CustomerRow = RowOf<Calls['search']>;
export type Customer = DataOf<Calls['getCustomerByCode']>;
export type SearchCustomerRequest = BodyOf<Calls['search']>;
export type CreateCustomerRequest = BodyOf<Calls['create']>;
/** Replaces the customer's fields (the head office is edited through the branch calls). */
export type UpdateCustomerRequest = BodyOf<Calls['update']>;
export type CustomerCodeRequest = BodyOf<Calls['getCustomerByCode']>;
export type DeleteCustomerRequest = BodyOf<Calls['delete']>;
export type ListCustomerByStatusRequest = BodyOf<Calls['listCustomerByStatus']>;
export type CustomerOption = RowOf<Calls['listCustomerByStatus']>;
type Calls = typeof customerSchemas;

// ---------------------------------------------------------------- schema kit (shared)

const editableStatus = oneOf(EDITABLE_STATUSES);

export const codePatterns = {
  ...sharedCodePatterns,
  /** The format only; the check digit is checked by the server (one detail on customerNumber). */
  taxId: '^[0-9]{13}$',
  branchCode: '^[0-9]{5}$',
  userCode: '^[A-Za-z0-9_-]{1,30}$',
  adminCode: '^[A-Za-z0-9_-]{1,30}$',
  /** 3–100 characters: letters, digits and . _ @ - (an e-mail address works as a username). */
  username: '^[A-Za-z0-9][A-Za-z0-9._@-]{2,99}$',
} as const;

const addressRequired = ['addressNo', 'provinceCode', 'districtCode', 'subDistrictCode', 'zipCode'] as const;
const addressIn = body(
  {
    addressNo: text(50),
    moo: optionalText(20),
    building: optionalText(100),
    soi: optionalText(100),
    road: optionalText(100),
    /** 2 digits */
    provinceCode: pattern(codePatterns.provinceCode),
    /** 4 digits */
    districtCode: pattern(codePatterns.districtCode),
    /** 6 digits */
    subDistrictCode: pattern(codePatterns.subDistrictCode),
    /** 5 digits */
    zipCode: pattern(codePatterns.zipCode),
  },
  addressRequired,
);
/** An answer's address: the same fields, the optional ones null when empty. */
const addressOut = {
  type: 'object',
  required: addressRequired,
  properties: {
    addressNo: str,
    moo: nullableStr,
    building: nullableStr,
    soi: nullableStr,
    road: nullableStr,
    provinceCode: str,
    districtCode: str,
    subDistrictCode: str,
    zipCode: str,
  },
} as const;
const nullableAddressOut = { ...addressOut, type: ['object', 'null'] } as const;

/** The shared kit (./schema-kit.ts) with the customer's own blocks, for the branch, customer-user and admin-user schemas. */
export const schemaKit = {
  str,
  int,
  nullableStr,
  bool,
  oneOf,
  text,
  optionalText,
  pattern,
  criterion,
  version,
  recordId,
  editableStatus,
  stamp,
  body,
  searchBody,
  object,
  okEnvelope,
  listEnvelope,
  searchEnvelope,
  emptyData,
  addressIn,
  addressOut,
};

// ---------------------------------------------------------------- customer schemas

const customerRow = object({
  /** Generated: C000001, C000002 … */
  customerCode: str,
  customerName: str,
  /** 13-digit Thai tax ID with a valid check digit. */
  customerNumber: str,
  customerStatus: editableStatus,
  /** A CUSTOMER_TYPE listbox code (JURISTIC, INDIVIDUAL …). */
  customerType: str,
  /** Digits only (spaces and dashes typed in are dropped). */
  contactTel: nullableStr,
  /** Name of the head-office branch (00000). */
  branchName: nullableStr,
  ...stamp,
});
const customer = object({
  ...customerRow.properties,
  email: nullableStr,
  address: nullableAddressOut,
  shippingAddress: nullableAddressOut,
  /** DOCUMENT_TYPE listbox codes enabled for the customer ([] = all). */
  documentTypes: { type: 'array', items: str },
  /** Language of the e-mail and SMS sent to the customer's buyers. */
  documentLanguage: oneOf(DOCUMENT_LANGUAGES),
  /** The VAT rates (percent, plain decimals: '0', '7') its imported documents may carry. */
  vatRates: { type: 'array', items: str },
  /** The first issue date its e-Tax documents may bear (YYYY-MM-DD), or null. */
  etaxStartDate: nullableStr,
  /** The version of ETDA's e-Tax XML standard its documents are written in. */
  etaxVersion: oneOf(ETAX_VERSIONS),
  /** SIGNED or TIME_STAMP (e-Tax Invoice by e-mail). */
  deliveryMode: oneOf(DELIVERY_MODES),
  /** AUTOMATIC or AFTER_RELEASE (documents wait READY_TO_SEND). */
  buyerDelivery: oneOf(BUYER_DELIVERIES),
});

const customerFields = {
  customerName: text(200),
  customerNumber: pattern(codePatterns.taxId),
  customerStatus: editableStatus,
  customerType: pattern(codePatterns.listboxCode),
  contactTel: optionalText(20),
  email: optionalText(254),
  address: addressIn,
  shippingAddress: { anyOf: [addressIn, { type: 'null' }] },
  documentTypes: { type: 'array', maxItems: 50, uniqueItems: true, items: pattern(codePatterns.listboxCode) },
  /** Optional: Thai for a new customer, unchanged on an update. */
  documentLanguage: oneOf(DOCUMENT_LANGUAGES),
  /** Optional: 0 and 7 for a new customer, unchanged on an update. */
  vatRates: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: pattern(VAT_RATE_PATTERN) },
  /** Optional: none for a new customer, unchanged on an update; null clears it. */
  etaxStartDate: { anyOf: [pattern(ISO_DATE_PATTERN), { type: 'null' }] },
  /** Optional: v2.1 (ETDA's current release) for a new customer, unchanged on an update. */
  etaxVersion: oneOf(ETAX_VERSIONS),
  /** Optional: SIGNED for a new customer, unchanged on an update; TIME_STAMP needs the e-mail. */
  deliveryMode: oneOf(DELIVERY_MODES),
  /** Optional: AUTOMATIC for a new customer, unchanged on an update. */
  buyerDelivery: oneOf(BUYER_DELIVERIES),
} as const;
const customerRequired = [
  'customerName',
  'customerNumber',
  'customerStatus',
  'customerType',
  'address',
  'documentTypes',
] as const;

export const customerSchemas = {
  search: {
    body: searchBody(
      {
        customerCode: criterion,
        customerName: criterion,
        customerNumber: criterion,
        customerStatus: editableStatus,
        customerType: pattern(codePatterns.listboxCode),
      },
      CUSTOMER_SORT_BY,
    ),
    response: searchEnvelope(customerRow),
  },
  getCustomerByCode: {
    body: body({ customerCode: pattern(codePatterns.customerCode) }, ['customerCode']),
    response: okEnvelope(customer),
  },
  create: {
    // branchName: the head office created with the customer; default สำนักงานใหญ่.
    body: body({ ...customerFields, branchName: text(200) }, customerRequired),
    response: okEnvelope(customer),
  },
  update: {
    body: body({ ...customerFields, customerCode: pattern(codePatterns.customerCode), version }, [
      ...customerRequired,
      'customerCode',
      'version',
    ]),
    response: okEnvelope(customer),
  },
  delete: {
    body: body({ customerCode: pattern(codePatterns.customerCode), version }, ['customerCode', 'version']),
    response: emptyData,
  },
  listCustomerByStatus: {
    body: body({ status: editableStatus }, ['status']),
    response: listEnvelope(object({ customerCode: str, customerName: str, customerNumber: str })),
  },
} as const;

/** The route table's controller of these calls (the web app's typed client reads it). */
export const customerController = controllerOf<typeof customerSchemas>(CUSTOMER_PREFIX);
