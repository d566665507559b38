// Upload templates and their input columns (docs/api-contract.md, "Upload templates"
// and "Input columns"), under /api/app/customerUploadTemplateController/ and
// /api/app/inputColumnController/. ADMIN creates and edits; a CUSTOMER token reads its own
// customer's ACTIVE templates only (for upload and direct entry). Types are read off the schemas.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, FromSchema, RowOf } from './schema-kit';

export const UPLOAD_TEMPLATE_PREFIX = '/api/app/customerUploadTemplateController';
export const INPUT_COLUMN_PREFIX = '/api/app/inputColumnController';

/** GET: the sample file of a template (.xlsx, or a UTF-8 BOM .csv for CSV templates). */
export function templateSampleUrl(templateCode: string): string {
  return `${UPLOAD_TEMPLATE_PREFIX}/downloadSample/${encodeURIComponent(templateCode)}`;
}

export const TEMPLATE_TYPES = ['EXCEL', 'CSV'] as const;
export const UPLOAD_TYPES = ['ETAX', 'EDOC'] as const;
export const TEMPLATE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The document fields an E-TAX template must map before it can be ACTIVE. */
export const ETAX_REQUIRED_KEYS = [
  'DOCUMENT_NO',
  'ISSUE_DATE',
  'BUYER_NAME',
  'BUYER_TAX_ID',
  'ITEM_NAME',
  'ITEM_QTY',
  'ITEM_UNIT_PRICE',
] as const;

/**
 * Full tax invoices (Revenue Code section 86/4: the buyer's name and address): tax invoices, the
 * invoice / receipt / delivery-order tax invoices and debit / credit notes. Abbreviated tax
 * invoices (T05, T06), receipts (T01) and cancellations (T07) are not.
 */
export const FULL_TAX_INVOICE_TYPES = ['388', 'T02', 'T03', 'T04', '80', '81'] as const;
/** What a full tax invoice's E-TAX template maps besides ETAX_REQUIRED_KEYS. */
export const FULL_TAX_INVOICE_KEYS = ['BUYER_ADDRESS', 'BUYER_ZIP_CODE'] as const;

/**
 * What an E-TAX template that maps PREPAID_AMOUNT (a deposit deducted) maps too: the deposit's
 * tax invoice, which the final invoice names (docs/imports.md "Deposits").
 */
export const PREPAID_REFERENCE_KEYS = ['REFERENCE_DOCUMENT_NO', 'REFERENCE_DOCUMENT_DATE'] as const;

/** The document fields an ACTIVE template of this upload and document type must map. */
export function requiredKeysOf(uploadType: string, documentType: string): readonly string[] {
  if (uploadType !== 'ETAX') return [];
  return (FULL_TAX_INVOICE_TYPES as readonly string[]).includes(documentType)
    ? [...ETAX_REQUIRED_KEYS, ...FULL_TAX_INVOICE_KEYS]
    : ETAX_REQUIRED_KEYS;
}

/** File columns A … Z, AA … AZ (the INPUT_COL listbox group). */
export const INPUT_COL_PATTERN = '^A?[A-Z]$';
export const MAX_LENGTH_LIMIT = 1000;
/** Columns of one template, and options of one dropdown column. */
export const MAX_COLUMNS = 52;
export const MAX_OPTIONS = 200;

export const UPLOAD_TEMPLATE_SORT_BY = [
  'templateCode',
  'templateName',
  'customerCode',
  'templateType',
  'documentType',
  'templateStatus',
  'lastUpdateDtm',
] as const;
export type UploadTemplateSortBy = (typeof UPLOAD_TEMPLATE_SORT_BY)[number];

/** Keys of the template and column failures (details[].key) besides field names. */
export const UPLOAD_TEMPLATE_ERROR_KEYS = [
  'STALE_RECORD',
  /**
   * 422: an E-TAX template lacks some of ETAX_REQUIRED_KEYS, or a full tax invoice's template the
   * buyer's address and zip code (FULL_TAX_INVOICE_KEYS); the description lists them.
   */
  'ETAX_REQUIRED_KEYS',
  /** 422: a DROPDOWN column of an ACTIVE template has no options. */
  'DROPDOWN_WITHOUT_OPTIONS',
  /** 409: another live option of the column has the value. */
  'OPTION_DUPLICATE',
] as const;

// ---------------------------------------------------------------- schemas

const templateCode = k.pattern('^[A-Za-z0-9_-]{1,30}$');
const customerCode = k.pattern(codePatterns.customerCode);
const listboxCode = k.pattern(codePatterns.listboxCode);
const id = k.recordId;
const templateType = k.oneOf(TEMPLATE_TYPES);
const uploadType = k.oneOf(UPLOAD_TYPES);
const templateStatus = k.oneOf(TEMPLATE_STATUSES);
const seq = { type: 'integer', minimum: 0, maximum: 99999 } as const;

const template = k.object({
  /** Generated: TPL000001 … */
  templateCode: k.str,
  customerCode: k.str,
  customerName: k.str,
  templateName: k.str,
  templateType,
  uploadType,
  /** A DOCUMENT_TYPE code the customer has enabled. */
  documentType: k.str,
  templateStatus,
  /** The first data row of the file (the header is the row above it). */
  startRow: k.int,
  /** The name of the customer's sample file the layout was made from. */
  fileName: k.nullableStr,
  ...k.stamp,
});

const column = k.object({
  inputColumnId: k.int,
  templateCode: k.str,
  /** The header text of the file column (Thai as the customer writes it). */
  columnName: k.str,
  /** The document field the value fills (DATA_TYPE_KEY). */
  dataTypeKey: k.str,
  /** The file column the value is read from: A … AZ. */
  inputCol: k.str,
  /** INPUT_TYPE: STRING, INTEGER, DECIMAL, DATE, EMAIL, TEL, TAX_ID. */
  inputType: k.str,
  /** INPUT_CONTROL_TYPE of direct entry: TEXTBOX, TEXTAREA, NUMBER, DATEPICKER, DROPDOWN, CHECKBOX. */
  inputControlType: k.str,
  required: k.bool,
  maxLength: { type: ['integer', 'null'] },
  seq: k.int,
  ...k.stamp,
});

const templateDetail = k.object({ ...template.properties, columns: { type: 'array', items: column } });

const option = k.object({
  optionId: k.int,
  inputColumnId: k.int,
  /** What a file cell holds. */
  optionValue: k.str,
  /** What direct entry shows. */
  optionLabel: k.str,
  seq: k.int,
  ...k.stamp,
});

const templateFields = {
  customerCode,
  templateName: k.text(200),
  templateType,
  uploadType,
  documentType: listboxCode,
  templateStatus,
  startRow: { type: 'integer', minimum: 1, maximum: 1000 },
  fileName: k.optionalText(255),
} as const;
const templateRequired = [
  'templateName',
  'templateType',
  'uploadType',
  'documentType',
  'templateStatus',
] as const;

const columnFields = {
  columnName: k.text(200),
  dataTypeKey: listboxCode,
  inputCol: k.pattern(INPUT_COL_PATTERN),
  inputType: listboxCode,
  inputControlType: listboxCode,
  required: k.bool,
  maxLength: { type: ['integer', 'null'], minimum: 1, maximum: MAX_LENGTH_LIMIT },
  seq,
} as const;
const columnRequired = [
  'columnName',
  'dataTypeKey',
  'inputCol',
  'inputType',
  'inputControlType',
  'required',
] as const;
const newColumn = k.body(columnFields, columnRequired);
/** In a list save: with inputColumnId and version it updates that column, without it adds one. */
const listedColumn = k.body({ ...columnFields, inputColumnId: id, version: k.version }, columnRequired);

const optionFields = { optionValue: k.text(200), optionLabel: k.text(200), seq } as const;

export const uploadTemplateSchemas = {
  search: {
    body: k.searchBody(
      {
        customerCode,
        templateCode: k.criterion,
        templateName: k.criterion,
        templateType,
        uploadType,
        documentType: listboxCode,
        templateStatus,
      },
      UPLOAD_TEMPLATE_SORT_BY,
    ),
    response: k.searchEnvelope(template),
  },
  listTemplateByCustomerCode: {
    body: k.body({ customerCode, documentType: listboxCode, uploadType }, []),
    response: k.listEnvelope(template),
  },
  create: {
    body: k.body(templateFields, [...templateRequired, 'customerCode']),
    response: k.okEnvelope(templateDetail),
  },
  update: {
    body: k.body({ ...templateFields, templateCode, version: k.version }, [
      ...templateRequired,
      'templateCode',
      'version',
    ]),
    response: k.okEnvelope(templateDetail),
  },
  getTemplateByCode: {
    params: k.body({ templateCode }, ['templateCode']),
    response: k.okEnvelope(templateDetail),
  },
  downloadSample: {
    params: k.body({ templateCode }, ['templateCode']),
  },
} as const;

export const inputColumnSchemas = {
  listInputColumnByTemplateCode: {
    body: k.body({ templateCode }, ['templateCode']),
    response: k.listEnvelope(column),
  },
  createInputColumn: {
    body: k.body({ ...columnFields, templateCode }, [...columnRequired, 'templateCode']),
    response: k.okEnvelope(column),
  },
  updateInputColumn: {
    body: k.body({ ...columnFields, inputColumnId: id, version: k.version }, [
      ...columnRequired,
      'inputColumnId',
      'version',
    ]),
    response: k.okEnvelope(column),
  },
  createListInputColumn: {
    body: k.body(
      { templateCode, columns: { type: 'array', minItems: 1, maxItems: MAX_COLUMNS, items: newColumn } },
      ['templateCode', 'columns'],
    ),
    response: k.listEnvelope(column),
  },
  updateListInputColumn: {
    body: k.body(
      {
        templateCode,
        /** The template's whole new list: live columns left out are deleted. */
        columns: { type: 'array', maxItems: MAX_COLUMNS, items: listedColumn },
        /** The template's version as read: the list is saved over what the user saw. */
        templateVersion: k.version,
      },
      ['templateCode', 'columns'],
    ),
    response: k.listEnvelope(column),
  },
  listInputColumnOption: {
    // A query string is text: the id is digits (the server takes no type coercion).
    querystring: k.body({ inputColumnId: k.pattern('^[1-9][0-9]{0,14}$') }, ['inputColumnId']),
    response: k.listEnvelope(option),
  },
  createInputColumnOption: {
    body: k.body({ ...optionFields, inputColumnId: id }, ['optionValue', 'optionLabel', 'inputColumnId']),
    response: k.okEnvelope(option),
  },
  updateInputColumnOption: {
    body: k.body({ ...optionFields, optionId: id, version: k.version, deleted: k.bool }, [
      'optionValue',
      'optionLabel',
      'optionId',
      'version',
    ]),
    response: k.okEnvelope(option),
  },
} as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Templates = typeof uploadTemplateSchemas;
type Columns = typeof inputColumnSchemas;
export type UploadTemplate = RowOf<Templates['search']>;
export type UploadTemplateDetail = DataOf<Templates['getTemplateByCode']>;
export type SearchUploadTemplateRequest = BodyOf<Templates['search']>;
export type ListTemplateByCustomerRequest = BodyOf<Templates['listTemplateByCustomerCode']>;
export type CreateUploadTemplateRequest = BodyOf<Templates['create']>;
export type UpdateUploadTemplateRequest = BodyOf<Templates['update']>;
export type InputColumn = RowOf<Columns['listInputColumnByTemplateCode']>;
export type TemplateCodeRequest = BodyOf<Columns['listInputColumnByTemplateCode']>;
export type CreateInputColumnRequest = BodyOf<Columns['createInputColumn']>;
export type UpdateInputColumnRequest = BodyOf<Columns['updateInputColumn']>;
export type CreateListInputColumnRequest = BodyOf<Columns['createListInputColumn']>;
export type UpdateListInputColumnRequest = BodyOf<Columns['updateListInputColumn']>;
export type ListedInputColumn = UpdateListInputColumnRequest['columns'][number];
export type InputColumnOption = RowOf<Columns['listInputColumnOption']>;
export type ListInputColumnOptionQuery = FromSchema<Columns['listInputColumnOption']['querystring']>;
export type CreateInputColumnOptionRequest = BodyOf<Columns['createInputColumnOption']>;
/** `deleted: true` removes the option (soft delete). */
export type UpdateInputColumnOptionRequest = BodyOf<Columns['updateInputColumnOption']>;

/** The route table's controller of these calls (the web app's typed client reads it). */
export const uploadTemplateController = controllerOf<typeof uploadTemplateSchemas>(UPLOAD_TEMPLATE_PREFIX);
/** The route table's controller of these calls (the web app's typed client reads it). */
export const inputColumnController = controllerOf<typeof inputColumnSchemas>(INPUT_COLUMN_PREFIX);
