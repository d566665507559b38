import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListboxOption } from 'contract/master-data';
import {
  INPUT_COLUMN_PREFIX,
  UPLOAD_TEMPLATE_PREFIX,
  type InputColumn,
  type InputColumnOption,
  type UploadTemplateDetail,
} from 'contract/upload-template';
import TemplatePage from 'src/features/upload-template/routes/template-page';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { fastUser } from '../master-data/interact';
import { answerCustomerChoices, answerListboxGroups } from '../msw-answer';
import { seededOptions } from '../master-data/lookup-fixtures';
import { renderWithProviders } from '../render';
import { uploadTemplate } from './upload-template-msw';

// Fixtures and MSW answers of the template page tests (template-page.test.tsx and
// column-editor.test.tsx): contract-shaped records, and every request body recorded.

export { answerPost as answer, failure, ok } from '../msw-answer';
export { choose, pressAndConfirm } from '../master-data/interact';
export { INPUT_COLUMN_PREFIX as COLUMN, UPLOAD_TEMPLATE_PREFIX as TEMPLATE };

export const STAMP = { lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

export const listboxGroups: Record<string, ListboxOption[]> = {
  DATA_TYPE_KEY: seededOptions('DATA_TYPE_KEY', [
    'DOCUMENT_NO',
    'ISSUE_DATE',
    'BUYER_NAME',
    'CURRENCY',
    'ITEM_QTY',
  ]),
  INPUT_TYPE: seededOptions('INPUT_TYPE', ['STRING', 'INTEGER', 'DECIMAL', 'DATE']),
  INPUT_CONTROL_TYPE: seededOptions('INPUT_CONTROL_TYPE', ['TEXTBOX', 'NUMBER', 'DATEPICKER', 'DROPDOWN']),
};

export function column(overrides: Partial<InputColumn> = {}): InputColumn {
  return {
    inputColumnId: 11,
    templateCode: 'TPL000001',
    columnName: 'เลขที่เอกสาร',
    dataTypeKey: 'DOCUMENT_NO',
    inputCol: 'A',
    inputType: 'STRING',
    inputControlType: 'TEXTBOX',
    required: true,
    maxLength: 35,
    seq: 1,
    version: 3,
    ...STAMP,
    ...overrides,
  };
}

/** Two stored columns: A (id 11, version 3) and B (id 12, version 5, a dropdown). */
export const storedColumns: InputColumn[] = [
  column(),
  column({
    inputColumnId: 12,
    columnName: 'สกุลเงิน',
    dataTypeKey: 'CURRENCY',
    inputCol: 'B',
    inputControlType: 'DROPDOWN',
    required: false,
    maxLength: null,
    seq: 2,
    version: 5,
  }),
];

/** The detail of TPL000001 (uploadTemplate's list row): INACTIVE E-DOCUMENT, version 7, with storedColumns. */
export function template(overrides: Partial<UploadTemplateDetail> = {}): UploadTemplateDetail {
  return {
    ...uploadTemplate({
      uploadType: 'EDOC',
      templateStatus: 'INACTIVE',
      fileName: 'invoices.xlsx',
      version: 7,
    }),
    columns: storedColumns,
    ...overrides,
  };
}

export function optionRow(overrides: Partial<InputColumnOption> = {}): InputColumnOption {
  return {
    optionId: 101,
    inputColumnId: 12,
    optionValue: 'THB',
    optionLabel: 'บาท',
    seq: 1,
    version: 1,
    ...STAMP,
    ...overrides,
  };
}

/** Listbox groups, the active customers and their document types. */
export function answerLookups(): void {
  answerListboxGroups(listboxGroups);
  answerCustomerChoices();
}

/** GET getTemplateByCode answers whatever `current()` holds then; the reads are counted. */
export function answerTemplate(current: () => UploadTemplateDetail): { reads: () => number } {
  let reads = 0;
  server.use(
    http.get(`${UPLOAD_TEMPLATE_PREFIX}/getTemplateByCode/:code`, () => {
      reads += 1;
      return HttpResponse.json(okBody(current()));
    }),
  );
  return { reads: () => reads };
}

/** GET listInputColumnOption answers whatever `current()` holds then. */
export function answerOptions(current: () => InputColumnOption[]): void {
  server.use(
    http.get(`${INPUT_COLUMN_PREFIX}/listInputColumnOption`, () => HttpResponse.json(okBody(current()))),
  );
}

/** The template page at `route`, with the search page as its parent. */
export function renderTemplatePage(route: string) {
  answerLookups();
  const result = renderWithProviders(<TemplatePage />, {
    route,
    module: 'admin',
    routes: [
      { path: '/template', element: <p>template search</p> },
      { path: '/template/new', element: <TemplatePage /> },
      { path: '/template/:templateCode', element: <TemplatePage /> },
    ],
  });
  return { ...result, user: fastUser() };
}

/** The rows of the column table (header row left out); `hidden` while a prompt covers the page. */
export function columnRows(hidden = false): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'คอลัมน์นำเข้า', hidden });
  return within(table).getAllByRole('row', { hidden }).slice(1);
}

/** The column names of the rows, in order. */
export function columnNames(hidden = false): string[] {
  return columnRows(hidden).map(
    (row) => within(row).getByRole<HTMLInputElement>('textbox', { name: /^ชื่อคอลัมน์/, hidden }).value,
  );
}
