// Records as the contract answers them.
import type { InputColumn, InputColumnOption, UploadTemplate } from '../../../contract/upload-template';
import { toApiTime } from '../../http/time';
import type { ColumnRecord, OptionRecord, TemplateRecord } from './repository';

const stampOf = (record: { version: number; lastUpdateDtm: Date; lastUpdateBy: string }) => ({
  version: record.version,
  lastUpdateDtm: toApiTime(record.lastUpdateDtm),
  lastUpdateBy: record.lastUpdateBy,
});

export function toTemplate(record: TemplateRecord): UploadTemplate {
  return {
    templateCode: record.templateCode,
    customerCode: record.customerCode,
    customerName: record.customerName,
    templateName: record.templateName,
    templateType: record.templateType,
    uploadType: record.uploadType,
    documentType: record.documentType,
    templateStatus: record.templateStatus,
    startRow: record.startRow,
    fileName: record.fileName,
    ...stampOf(record),
  };
}

export function toColumn(record: ColumnRecord): InputColumn {
  return {
    inputColumnId: record.inputColumnId,
    templateCode: record.templateCode,
    columnName: record.columnName,
    dataTypeKey: record.dataTypeKey,
    inputCol: record.inputCol,
    inputType: record.inputType,
    inputControlType: record.inputControlType,
    required: record.required,
    maxLength: record.maxLength,
    seq: record.seq,
    ...stampOf(record),
  };
}

export function toOption(record: OptionRecord): InputColumnOption {
  return {
    optionId: record.optionId,
    inputColumnId: record.inputColumnId,
    optionValue: record.optionValue,
    optionLabel: record.optionLabel,
    seq: record.seq,
    ...stampOf(record),
  };
}
