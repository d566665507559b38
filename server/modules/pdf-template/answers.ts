// Records as the contract answers them.
import type {
  PdfCollection,
  PdfInputColumn,
  PdfTemplate,
  PdfTemplateDetail,
} from '../../../contract/pdf-template';
import { toApiTime } from '../../http/time';
import type { CollectionRecord, ColumnRecord, TemplateRecord } from './repository';

export function toTemplate(record: TemplateRecord): PdfTemplate {
  return {
    pdfTemplateId: record.pdfTemplateId,
    templateName: record.templateName,
    customerCode: record.customerCode,
    customerName: record.customerName,
    templateType: record.templateType,
    documentType: record.documentType,
    status: record.status,
    fileName: record.fileName,
    formFileId: record.formFileId,
    pageCount: record.pages.length,
    fieldCount: record.fieldCount,
    version: record.version,
    lastUpdateDtm: toApiTime(record.lastUpdateDtm),
    lastUpdateBy: record.lastUpdateBy,
  };
}

export function toColumn(record: ColumnRecord): PdfInputColumn {
  return {
    pdfInputColumnId: record.pdfInputColumnId,
    dataTypeKey: record.dataTypeKey,
    label: record.label,
    page: record.page,
    x: record.x,
    y: record.y,
    width: record.width,
    height: record.height,
    fontSize: record.fontSize,
    align: record.align,
    format: record.format,
    seq: record.seq,
  };
}

export function toDetail(record: TemplateRecord, columns: readonly ColumnRecord[]): PdfTemplateDetail {
  return {
    ...toTemplate(record),
    pages: record.pages.map(({ width, height }) => ({ width, height })),
    columns: columns.map(toColumn),
    itemTable: record.itemTable ?? null,
  };
}

export function toCollection(record: CollectionRecord, fileName: string | null): PdfCollection {
  return {
    collectionId: record.collectionId,
    pdfTemplateId: record.pdfTemplateId,
    output: record.output,
    status: record.status,
    total: record.total,
    done: record.done,
    fileId: record.fileId,
    fileName,
    createDtm: toApiTime(record.createDtm),
  };
}
