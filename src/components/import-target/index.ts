export { getImportTemplate, importTargetKeys, listColumnOptions } from './import-target-calls';
export { choosesCustomer, mayApprove, maySendData } from './import-roles';
export { ImportTargetFields } from './import-target-fields';
export { useImportTemplates } from './use-import-templates';
export type { ImportTargetValues } from './import-target-fields';
export { TemplateSampleButton } from './template-sample-button';
