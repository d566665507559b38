// Records as the contract answers them.
import type { InputColumn, InputColumnOption, UploadTemplate } from '../../../contract/upload-template';
import { editStampOf } from '../../http/time';
import type { ColumnRecord, OptionRecord, TemplateRecord } from './repository';

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
    ...editStampOf(record),
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
    ...editStampOf(record),
  };
}

export function toOption(record: OptionRecord): InputColumnOption {
  return {
    optionId: record.optionId,
    inputColumnId: record.inputColumnId,
    optionValue: record.optionValue,
    optionLabel: record.optionLabel,
    seq: record.seq,
    ...editStampOf(record),
  };
}
