export { csvCell, csvFileName, downloadText, neutraliseFormula, toCsv, UTF8_BOM } from './csv';
export type { CsvValue } from './csv';
export { CsvExportButton } from './csv-export-button';
export type { CsvColumn, CsvExportButtonProps } from './csv-export-button';
export { EXPORT_PAGE_SIZE, fetchAllPages } from './fetch-all-pages';
export type { FetchPage } from './fetch-all-pages';
