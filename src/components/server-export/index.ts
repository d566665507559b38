export { ServerExportButtons } from './server-export-buttons';
export type { ServerExportButtonsProps } from './server-export-buttons';
