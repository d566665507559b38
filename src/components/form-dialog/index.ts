export { FormDialog } from './form-dialog';
export { FormGrid } from './form-grid';
export type { FormDialogProps } from './form-dialog';
export { confirmKeyOf, isExistingRecord, isReadOnlyMode } from './form-mode';
export type { FormMode } from './form-mode';
export { useRecordDialog } from './record-dialog-state';
export type { RecordDialogState } from './record-dialog-state';
export { useRecordForm } from './use-record-form';
export type { RecordFormOptions } from './use-record-form';
