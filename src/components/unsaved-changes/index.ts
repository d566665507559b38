export { escapeToCancel } from './escape-to-cancel';
export { UnsavedChangesGuard } from './unsaved-changes-guard';
