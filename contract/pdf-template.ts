// PDF templates (api-contract.md "Generate document (PDF templates)"; docs/pdf-templates.md): a
// customer's own PDF form with fields placed on it, which document generation fills in. Under
// /api/document/generateDocumentController/, ADMIN only. Types are read off the schemas.
//
// Positions are PDF points (1/72 inch) on the page as it is seen (its rotation applied), from
// the page's TOP-LEFT corner: x to the right, y down — as a screen draws it.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';
import { ITEM_FIELD_KEYS } from './customer-upload';
import { UPLOAD_TYPES } from './upload-template';

export const PDF_TEMPLATE_PREFIX = '/api/document/generateDocumentController';

/** PDF_TEMPLATE_STATUS. One ACTIVE template per customer and document type. */
export const PDF_TEMPLATE_STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const;
export type PdfTemplateStatus = (typeof PDF_TEMPLATE_STATUSES)[number];

/** The form: a PDF by content, ≤ 5 MB (MAX_UPLOAD_BYTES), ≤ 10 pages, no JavaScript, not encrypted. */
export const MAX_FORM_PAGES = 10;
export const MAX_FIELDS = 200;
export const FONT_SIZE_MIN = 6;
export const FONT_SIZE_MAX = 36;
/** A field box is at least this wide and high (points). */
export const MIN_BOX = 4;
/** generateCollection: up to this many rows are made at once; more run as a job with progress. */
export const COLLECTION_AT_ONCE = 50;
export const COLLECTION_MAX_ROWS = 2000;
export const MAX_LINES = 500;
/** The file types the picker offers (the server reads the content, not the name). */
export const PDF_FILE_ACCEPT = '.pdf,application/pdf';

export const FIELD_ALIGNS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type FieldAlign = (typeof FIELD_ALIGNS)[number];

/**
 * How a value is printed; null prints it as given.
 * DATE_BE_LONG '21 พ.ย. 2569' · DATE_BE '21/11/2569' · DATE_CE '21/11/2026' (dates);
 * AMOUNT '1,234.50' · AMOUNT_WORDS_TH 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์' (amounts);
 * NUMBER '1,200' (quantities and rates: grouped, the decimals given).
 */
export const FIELD_FORMATS = [
  'DATE_BE_LONG',
  'DATE_BE',
  'DATE_CE',
  'AMOUNT',
  'AMOUNT_WORDS_TH',
  'NUMBER',
] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

/** GENERATE_DOC_MAP keys holding a date (YYYY-MM-DD): the date formats apply to them. */
export const DATE_KEYS = ['ISSUE_DATE', 'DUE_DATE', 'REFERENCE_DOCUMENT_DATE'] as const;
/**
 * A debit / credit note's values (Revenue Code s.86/9, 86/10): the original document's value, the
 * correct value and the difference, all before VAT. Filled on notes (80, 81) only.
 */
export const NOTE_VALUE_KEYS = ['ORIGINAL_AMOUNT', 'CORRECT_AMOUNT', 'DIFFERENCE_AMOUNT'] as const;
/** Keys holding an amount: AMOUNT, AMOUNT_WORDS_TH and NUMBER apply. */
export const AMOUNT_KEYS = [
  'ITEM_UNIT_PRICE',
  'ITEM_DISCOUNT',
  'ITEM_AMOUNT',
  'VAT_AMOUNT',
  'TOTAL_BEFORE_VAT',
  'TOTAL_AMOUNT',
  'PREPAID_AMOUNT',
  ...NOTE_VALUE_KEYS,
] as const;
/** Keys holding another number: NUMBER applies. */
export const NUMBER_KEYS = ['ITEM_QTY', 'VAT_RATE', 'ITEM_LINE_NO'] as const;

/** The formats a key may take (none for text keys). */
export function formatsOf(dataTypeKey: string): readonly FieldFormat[] {
  if ((DATE_KEYS as readonly string[]).includes(dataTypeKey)) return ['DATE_BE_LONG', 'DATE_BE', 'DATE_CE'];
  if ((AMOUNT_KEYS as readonly string[]).includes(dataTypeKey))
    return ['AMOUNT', 'AMOUNT_WORDS_TH', 'NUMBER'];
  if ((NUMBER_KEYS as readonly string[]).includes(dataTypeKey)) return ['NUMBER'];
  return [];
}

/**
 * Keys of an item line: drawn once per line inside the item table (their y is that of the first
 * row; line n is drawn n − 1 row heights lower). ITEM_LINE_NO is the line's number (1, 2 …).
 */
export const ITEM_KEYS = ['ITEM_LINE_NO', ...ITEM_FIELD_KEYS] as const;
export const isItemKey = (dataTypeKey: string): boolean =>
  (ITEM_KEYS as readonly string[]).includes(dataTypeKey);

/**
 * Keys drawn on the last copy of the item table's page only (a document whose lines continue
 * on a copy of the page shows its totals once, at the end). PAGE_NO ('1 / 2') is drawn on every
 * page of the output.
 */
export const SUMMARY_KEYS = [
  'TOTAL_BEFORE_VAT',
  'VAT_AMOUNT',
  'TOTAL_AMOUNT',
  'AMOUNT_IN_WORDS_TH',
  'PREPAID_AMOUNT',
] as const;

export const PDF_TEMPLATE_SORT_BY = [
  'pdfTemplateId',
  'templateName',
  'customerCode',
  'templateType',
  'documentType',
  'status',
  'lastUpdateDtm',
] as const;
export type PdfTemplateSortBy = (typeof PDF_TEMPLATE_SORT_BY)[number];

/** Keys of the refusals (details[].key) besides field names. */
export const PDF_TEMPLATE_ERROR_KEYS = [
  'STALE_RECORD',
  /** 422: the template cannot be ACTIVE without its form. */
  'FORM_REQUIRED',
  /** 422: the template cannot be ACTIVE without a field placed on the form. */
  'FIELDS_REQUIRED',
  /** 422: the new form has fewer pages than the placed fields use. */
  'FIELDS_OFF_FORM',
  /** 422 on `file`: more than MAX_FORM_PAGES pages, encrypted, carries JavaScript, unreadable. */
  'PDF_REFUSED',
] as const;

/** What generateCollection makes: one merged PDF, or a zip of one PDF per row. */
export const COLLECTION_OUTPUTS = ['PDF', 'ZIP'] as const;
export const COLLECTION_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;

// ---------------------------------------------------------------- schemas

const id = k.recordId;
const customerCode = k.pattern(codePatterns.customerCode);
const listboxCode = k.pattern(codePatterns.listboxCode);
const templateType = k.oneOf(UPLOAD_TYPES);
const status = k.oneOf(PDF_TEMPLATE_STATUSES);
/** Points: a page is at most 14,400 pt (200 inches, the PDF limit) on a side. */
const points = { type: 'number', minimum: 0, maximum: 14400 } as const;
const pageNo = { type: 'integer', minimum: 1, maximum: MAX_FORM_PAGES } as const;

const page = k.object({ width: { type: 'number' }, height: { type: 'number' } });

const template = k.object({
  pdfTemplateId: k.int,
  templateName: k.str,
  customerCode: k.str,
  customerName: k.str,
  /** ETAX or EDOC: the kind of import whose documents it lays out. */
  templateType,
  /** A DOCUMENT_TYPE code the customer has enabled. */
  documentType: k.str,
  status,
  /** The uploaded form's name; null until a form is uploaded. */
  fileName: k.nullableStr,
  formFileId: k.nullableStr,
  /** 0 until a form is uploaded. */
  pageCount: k.int,
  fieldCount: k.int,
  ...k.stamp,
});

const column = k.object({
  pdfInputColumnId: k.int,
  /** A GENERATE_DOC_MAP code (plus ITEM_LINE_NO and PAGE_NO). */
  dataTypeKey: k.str,
  /** What the designer calls the field (e.g. 'เลขที่ใบกำกับ'). */
  label: k.str,
  page: k.int,
  x: { type: 'number' },
  y: { type: 'number' },
  width: { type: 'number' },
  /** Text wraps inside the box; lines that do not fit are left out. */
  height: { type: 'number' },
  fontSize: { type: 'number' },
  align: k.oneOf(FIELD_ALIGNS),
  format: { type: ['string', 'null'], enum: [...FIELD_FORMATS, null] },
  seq: k.int,
});

/**
 * The block the item lines fill: `rowsPerPage` rows of `rowHeight` from `y` down, on `page`.
 * Lines past rowsPerPage continue on a copy of the page.
 */
const itemTableOut = k.object({
  page: k.int,
  x: { type: 'number' },
  y: { type: 'number' },
  width: { type: 'number' },
  rowHeight: { type: 'number' },
  rowsPerPage: k.int,
});

const templateDetail = k.object({
  ...template.properties,
  /** Each page's size in points, as seen (rotation applied). */
  pages: { type: 'array', items: page },
  columns: { type: 'array', items: column },
  itemTable: { anyOf: [itemTableOut, { type: 'null' }] },
});

const columnIn = k.body(
  {
    dataTypeKey: listboxCode,
    label: k.text(100),
    page: pageNo,
    x: points,
    y: points,
    width: { type: 'number', minimum: MIN_BOX, maximum: 14400 },
    height: { type: 'number', minimum: MIN_BOX, maximum: 14400 },
    fontSize: { type: 'number', minimum: FONT_SIZE_MIN, maximum: FONT_SIZE_MAX },
    align: k.oneOf(FIELD_ALIGNS),
    format: { type: ['string', 'null'], enum: [...FIELD_FORMATS, null] },
  },
  ['dataTypeKey', 'label', 'page', 'x', 'y', 'width', 'fontSize', 'align'],
);

const itemTableIn = k.body(
  {
    page: pageNo,
    x: points,
    y: points,
    width: { type: 'number', minimum: MIN_BOX, maximum: 14400 },
    rowHeight: { type: 'number', minimum: MIN_BOX, maximum: 1000 },
    rowsPerPage: { type: 'integer', minimum: 1, maximum: 100 },
  },
  ['page', 'x', 'y', 'width', 'rowHeight', 'rowsPerPage'],
);

/** A layout sent to be saved, or only previewed. */
const layout = {
  columns: { type: 'array', maxItems: MAX_FIELDS, items: columnIn },
  itemTable: { anyOf: [itemTableIn, { type: 'null' }] },
} as const;

const value = { type: 'string', maxLength: 1000 } as const;
const values = { type: 'object', maxProperties: 60, additionalProperties: value } as const;

/**
 * The values a template is filled with: `fields` by key (printed as given, then formatted by the
 * field's format) and the item `lines`, each by ITEM_* key. Keys no field shows are ignored.
 */
const templateData = k.body(
  { fields: values, lines: { type: 'array', maxItems: MAX_LINES, items: values } },
  [],
);

const collection = k.object({
  collectionId: k.int,
  pdfTemplateId: k.int,
  output: k.oneOf(COLLECTION_OUTPUTS),
  status: k.oneOf(COLLECTION_STATUSES),
  total: k.int,
  done: k.int,
  /** The merged PDF or the zip, once COMPLETED (download it with fileController). */
  fileId: k.nullableStr,
  fileName: k.nullableStr,
  createDtm: k.str,
});

const templateFields = {
  templateName: k.text(200),
  templateType,
  documentType: listboxCode,
} as const;

export const pdfTemplateSchemas = {
  searchPdfTemplate: {
    body: k.searchBody(
      {
        customerCode,
        templateName: k.criterion,
        templateType,
        documentType: listboxCode,
        status,
      },
      PDF_TEMPLATE_SORT_BY,
    ),
    response: k.searchEnvelope(template),
  },
  /** The templates of a customer (every status), for pickers. */
  listPdfTemplate: {
    body: k.body({ customerCode, documentType: listboxCode }, []),
    response: k.listEnvelope(template),
  },
  getPdfTemplateById: {
    body: k.body({ pdfTemplateId: id }, ['pdfTemplateId']),
    response: k.okEnvelope(templateDetail),
  },
  /** A new template is a DRAFT without its form; uploadPdfTemplate adds the form. */
  createPdfTemplate: {
    body: k.body({ ...templateFields, customerCode }, [
      'templateName',
      'templateType',
      'documentType',
      'customerCode',
    ]),
    response: k.okEnvelope(templateDetail),
  },
  /** ACTIVE needs the form and a field; it makes the customer's other ACTIVE one of the type INACTIVE. */
  updatePdfTemplate: {
    body: k.body({ ...templateFields, status, pdfTemplateId: id, version: k.version }, [
      'templateName',
      'templateType',
      'documentType',
      'status',
      'pdfTemplateId',
      'version',
    ]),
    response: k.okEnvelope(templateDetail),
  },
  /**
   * Multipart: `file` (the PDF form), `pdfTemplateId`, `version`. Adds or replaces the template's
   * form; fields placed outside the new pages' edges are moved inside them. 415 FILE_TYPE when the
   * file is not a PDF; 422 PDF_REFUSED (more than 10 pages, encrypted, JavaScript, unreadable).
   */
  uploadPdfTemplate: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(templateDetail),
  },
  listPdfInputColumn: {
    body: k.body({ pdfTemplateId: id }, ['pdfTemplateId']),
    response: k.listEnvelope(column),
  },
  /**
   * Saves the template's whole layout (all or nothing) over the version it was read at. Boxes
   * are moved inside their page (and shrunk to it when larger); an item table's rows are cut to
   * what fits on the page.
   */
  savePdfInputColumn: {
    body: k.body({ pdfTemplateId: id, version: k.version, ...layout }, [
      'pdfTemplateId',
      'version',
      'columns',
    ]),
    response: k.okEnvelope(templateDetail),
  },
  deletePdfInputColumn: {
    body: k.body({ pdfTemplateId: id, pdfInputColumnId: id, version: k.version }, [
      'pdfTemplateId',
      'pdfInputColumnId',
      'version',
    ]),
    response: k.okEnvelope(templateDetail),
  },
  /** One page of the form as a PNG (a data: URL). A page past the last answers the last. */
  generateImage: {
    body: k.body({ pdfTemplateId: id, page: { type: 'integer', minimum: 1, maximum: MAX_FORM_PAGES } }, [
      'pdfTemplateId',
      'page',
    ]),
    response: k.okEnvelope(
      k.object({ page: k.int, pageCount: k.int, width: k.int, height: k.int, image: k.str }),
    ),
  },
  /**
   * The filled form as a PDF (the answer's body is the PDF itself). Without `data`, sample values
   * (the template's customer as the seller, a sample buyer and lines); with `columns` (and
   * `itemTable`), that layout instead of the saved one — the designer's unsaved state.
   */
  previewPdf: {
    body: k.body({ pdfTemplateId: id, data: templateData, ...layout }, ['pdfTemplateId']),
  },
  /** The filled form stored as a file of the template's customer. */
  generatePdf: {
    body: k.body({ pdfTemplateId: id, data: templateData }, ['pdfTemplateId', 'data']),
    response: k.okEnvelope(k.object({ fileId: k.str, fileName: k.str, pageCount: k.int })),
  },
  /**
   * One document per row, merged into one PDF or zipped; up to COLLECTION_AT_ONCE rows are made
   * before the answer (COMPLETED), more in a job (PROCESSING; follow it with getCollection).
   */
  generateCollection: {
    body: k.body(
      {
        pdfTemplateId: id,
        output: k.oneOf(COLLECTION_OUTPUTS),
        rows: { type: 'array', minItems: 1, maxItems: COLLECTION_MAX_ROWS, items: templateData },
      },
      ['pdfTemplateId', 'output', 'rows'],
    ),
    response: k.okEnvelope(collection),
  },
  getCollection: {
    body: k.body({ collectionId: id }, ['collectionId']),
    response: k.okEnvelope(collection),
  },
} as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof pdfTemplateSchemas;
export type PdfTemplate = RowOf<Calls['searchPdfTemplate']>;
export type PdfTemplateDetail = DataOf<Calls['getPdfTemplateById']>;
export type PdfInputColumn = PdfTemplateDetail['columns'][number];
export type PdfItemTable = NonNullable<PdfTemplateDetail['itemTable']>;
export type PdfTemplatePage = PdfTemplateDetail['pages'][number];
export type SearchPdfTemplateRequest = BodyOf<Calls['searchPdfTemplate']>;
export type ListPdfTemplateRequest = BodyOf<Calls['listPdfTemplate']>;
export type PdfTemplateIdRequest = BodyOf<Calls['getPdfTemplateById']>;
export type CreatePdfTemplateRequest = BodyOf<Calls['createPdfTemplate']>;
export type UpdatePdfTemplateRequest = BodyOf<Calls['updatePdfTemplate']>;
export type SavePdfInputColumnRequest = BodyOf<Calls['savePdfInputColumn']>;
export type PdfInputColumnIn = SavePdfInputColumnRequest['columns'][number];
export type PdfItemTableIn = NonNullable<SavePdfInputColumnRequest['itemTable']>;
export type DeletePdfInputColumnRequest = BodyOf<Calls['deletePdfInputColumn']>;
export type GenerateImageRequest = BodyOf<Calls['generateImage']>;
export type TemplatePageImage = DataOf<Calls['generateImage']>;
export type PreviewPdfRequest = BodyOf<Calls['previewPdf']>;
export type TemplateData = NonNullable<PreviewPdfRequest['data']>;
export type GeneratePdfRequest = BodyOf<Calls['generatePdf']>;
export type GeneratedPdf = DataOf<Calls['generatePdf']>;
export type GenerateCollectionRequest = BodyOf<Calls['generateCollection']>;
export type PdfCollection = DataOf<Calls['generateCollection']>;
export type CollectionIdRequest = BodyOf<Calls['getCollection']>;

/** The multipart fields of `uploadPdfTemplate` besides the file. */
export interface UploadPdfTemplateFields {
  pdfTemplateId: string;
  version: string;
}

/** The route table's controller of these calls (the web app's typed client reads it). */
export const pdfTemplateController = controllerOf<typeof pdfTemplateSchemas>(PDF_TEMPLATE_PREFIX);
