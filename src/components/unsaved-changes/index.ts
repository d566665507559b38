export { UnsavedChangesGuard } from './unsaved-changes-guard';
