// Records as the contract answers them.
import type { InputColumn, InputColumnOption, UploadTemplate } from '../../../contract/upload-template';
import { pickFields } from '../../http/envelope';
import { editStampOf } from '../../http/time';
import type { ColumnRecord, OptionRecord, TemplateRecord } from './repository';

export const toTemplate = (record: TemplateRecord): UploadTemplate => ({
  ...pickFields(record, ['templateCode', 'customerCode', 'customerName', 'templateName', 'templateType']),
  ...pickFields(record, ['uploadType', 'documentType', 'templateStatus', 'startRow', 'fileName']),
  ...editStampOf(record),
});

export const toColumn = (record: ColumnRecord): InputColumn => ({
  ...pickFields(record, ['inputColumnId', 'templateCode', 'columnName', 'dataTypeKey', 'inputCol']),
  ...pickFields(record, ['inputType', 'inputControlType', 'required', 'maxLength', 'seq']),
  ...editStampOf(record),
});

export const toOption = (record: OptionRecord): InputColumnOption => ({
  ...pickFields(record, ['optionId', 'inputColumnId', 'optionValue', 'optionLabel', 'seq']),
  ...editStampOf(record),
});
