// Row-by-row validation of import data against a template's columns (docs/imports.md, Row rules):
// pure functions, shared by file uploads and direct entry.
export { checkDocuments } from './document-check';
export { describeProblem } from './messages';
export { checkRow } from './row-check';
export { ISSUE_DATE_MAX_DAYS_AHEAD } from './field-rules';
export type { CellInput, CheckedRow, ColumnRule, ProblemCode, RowContext, RowProblem } from './types';
