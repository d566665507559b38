// The row rules of imports (docs/imports.md "Row rules"): each cell by its column, then the
// documents across rows — pure functions, checked case by case.
import { describe, expect, it } from 'vitest';
import {
  checkDocuments,
  checkRow,
  describeProblem,
  type CellInput,
  type ColumnRule,
} from '../../server/modules/customer-upload/row-rules';

const rule = (
  inputCol: string,
  dataTypeKey: string,
  inputType = 'STRING',
  extra: Partial<ColumnRule> = {},
): ColumnRule => ({
  inputCol,
  dataTypeKey,
  inputType,
  inputControlType:
    inputType === 'DATE' ? 'DATEPICKER' : ['INTEGER', 'DECIMAL'].includes(inputType) ? 'NUMBER' : 'TEXTBOX',
  required: false,
  maxLength: null,
  options: [],
  ...extra,
});

/** The value and problem codes of one cell under one column. */
function cell(value: CellInput, column: ColumnRule) {
  const checked = checkRow(2, { [column.inputCol]: value }, [column]);
  return { value: checked.data[column.dataTypeKey], codes: checked.problems.map((p) => p.code) };
}

describe('cells', () => {
  it('requires required cells and leaves optional empty ones null', () => {
    expect(cell('  ', rule('A', 'BUYER_NAME', 'STRING', { required: true }))).toEqual({
      value: null,
      codes: ['REQUIRED'],
    });
    expect(cell(null, rule('A', 'REMARK'))).toEqual({ value: null, codes: [] });
  });

  it('counts characters, not bytes, for the maximum length', () => {
    const column = rule('A', 'BUYER_NAME', 'STRING', { maxLength: 5 });
    expect(cell('น้ำใจ', column).codes).toEqual([]);
    expect(cell('น้ำใจดี', column).codes).toEqual(['MAX_LENGTH']);
  });

  it('reads dates as ISO, Thai Buddhist-era or Gregorian, Excel dates and serials', () => {
    const date = rule('B', 'ISSUE_DATE', 'DATE');
    expect(cell('2025-12-31', date).value).toBe('2025-12-31');
    expect(cell('31/12/2568', date).value).toBe('2025-12-31');
    expect(cell('31/12/2025', date).value).toBe('2025-12-31');
    expect(cell('1/2/2569', date).value).toBe('2026-02-01');
    expect(cell(new Date(Date.UTC(2026, 10, 20)), date).value).toBe('2026-11-20');
    expect(cell(45657, date).value).toBe('2024-12-31');
    expect(cell('29/02/2024', date).codes).toEqual([]);
    for (const bad of ['29/02/2025', '31/02/2569', '2026-13-01', 'พรุ่งนี้', 60]) {
      expect(cell(bad, date)).toMatchObject({ codes: ['DATE'] });
    }
    expect(cell('31/02/2569', date).value).toBe('31/02/2569');
  });

  it('checks tax IDs by the check digit and puts back a zero Excel dropped', () => {
    const taxId = rule('D', 'BUYER_TAX_ID', 'TAX_ID');
    expect(cell('0105536112014', taxId)).toEqual({ value: '0105536112014', codes: [] });
    expect(cell(105536112014, taxId)).toEqual({ value: '0105536112014', codes: [] });
    expect(cell('1234545678789', taxId).codes).toEqual(['TAX_ID']);
  });

  it('checks Thai phones (a dropped leading zero restored) and e-mail addresses', () => {
    const tel = rule('E', 'BUYER_TEL', 'TEL');
    expect(cell(812345678, tel).value).toBe('0812345678');
    expect(cell('02-123-4567', tel).value).toBe('021234567');
    expect(cell('12345', tel).codes).toEqual(['TEL']);
    expect(cell('buyer@example.co.th', rule('F', 'BUYER_EMAIL', 'EMAIL')).codes).toEqual([]);
    expect(cell('buyer@', rule('F', 'BUYER_EMAIL', 'EMAIL')).codes).toEqual(['EMAIL']);
  });

  it('takes decimals with at most 2 places, with or without thousands separators', () => {
    const price = rule('H', 'ITEM_UNIT_PRICE', 'DECIMAL');
    expect(cell('1,234.50', price).value).toBe('1234.5');
    expect(cell(0.1 + 0.2, price).value).toBe('0.3');
    expect(cell('1.005', price).codes).toEqual(['DECIMAL_PLACES']);
    expect(cell('1,23.4', price).codes).toEqual(['DECIMAL']);
    expect(cell('12', rule('G', 'ITEM_QTY', 'INTEGER')).value).toBe('12');
    expect(cell('1.5', rule('G', 'ITEM_QTY', 'INTEGER')).codes).toEqual(['INTEGER']);
  });

  it('takes one of a dropdown’s options (its spelling) and Y/N for a check box', () => {
    const currency = rule('K', 'CURRENCY', 'STRING', {
      inputControlType: 'DROPDOWN',
      options: ['THB', 'USD'],
    });
    expect(cell('thb', currency).value).toBe('THB');
    expect(cell('JPY', currency).codes).toEqual(['OPTION']);
    const flag = rule('L', 'REMARK', 'STRING', { inputControlType: 'CHECKBOX' });
    expect([cell(true, flag).value, cell('ใช่', flag).value, cell('0', flag).value]).toEqual(['Y', 'Y', 'N']);
    expect(cell('maybe', flag).codes).toEqual(['CHECKBOX']);
  });
});

describe('documents', () => {
  const columns = [
    rule('A', 'DOCUMENT_NO'),
    rule('B', 'BUYER_NAME'),
    rule('C', 'ITEM_QTY', 'DECIMAL'),
    rule('D', 'ITEM_UNIT_PRICE', 'DECIMAL'),
    rule('E', 'ITEM_DISCOUNT', 'DECIMAL'),
    rule('F', 'ITEM_AMOUNT', 'DECIMAL'),
    rule('G', 'VAT_RATE', 'DECIMAL'),
    rule('H', 'TOTAL_BEFORE_VAT', 'DECIMAL'),
    rule('I', 'VAT_AMOUNT', 'DECIMAL'),
    rule('J', 'TOTAL_AMOUNT', 'DECIMAL'),
  ];
  const rows = (cells: CellInput[][]) => {
    const checked = cells.map((values, index) =>
      checkRow(
        index + 2,
        Object.fromEntries(values.map((value, col) => [String.fromCharCode(65 + col), value])),
        columns,
      ),
    );
    checkDocuments(checked, columns);
    return checked.map((row) => row.problems.map((p) => `${p.column}:${p.code}`));
  };

  it('accepts a three-line document whose amounts, VAT 7% and totals add up', () => {
    expect(
      rows([
        ['INV-1', 'ผู้ซื้อ', '2', '500', '0', '1000', '7', '1150', '80.50', '1230.50'],
        ['INV-1', 'ผู้ซื้อ', '1', '100', '', '100', '7', '1150', '80.50', '1230.50'],
        ['INV-1', 'ผู้ซื้อ', '1', '60', '10', '50', '7', '1150', '80.50', '1230.50'],
      ]),
    ).toEqual([[], [], []]);
  });

  it('allows 0.01 and refuses 0.02 between a line and quantity × price − discount', () => {
    // 3 × 33.33 = 99.99
    expect(rows([['A', 'x', '3', '33.33', '', '99.99']])).toEqual([[]]);
    expect(rows([['A', 'x', '3', '33.33', '', '100.00']])).toEqual([[]]);
    expect(rows([['A', 'x', '3', '33.33', '', '100.01']])).toEqual([['F:ITEM_AMOUNT']]);
  });

  it('reports wrong totals and VAT on every row of the document', () => {
    expect(
      rows([
        ['INV-2', 'x', '1', '100', '', '100', '7', '200', '7', '107'],
        ['INV-2', 'x', '1', '100', '', '100', '7', '200', '7', '107'],
      ]),
    ).toEqual([
      ['I:VAT_AMOUNT', 'J:TOTAL_AMOUNT'],
      ['I:VAT_AMOUNT', 'J:TOTAL_AMOUNT'],
    ]);
  });

  it('refuses header values that differ between rows of one document', () => {
    expect(
      rows([
        ['INV-3', 'ผู้ซื้อ ก'],
        ['INV-3', 'ผู้ซื้อ ข'],
        ['INV-4', 'ผู้ซื้อ ข'],
      ]),
    ).toEqual([[], ['B:HEADER_MISMATCH'], []]);
  });

  it('describes problems in Thai and English with their figures', () => {
    const checked = checkRow(2, { A: 'X', C: '2', D: '500', F: '999' }, columns);
    checkDocuments([checked], columns);
    const problem = checked.problems[0]!;
    expect(describeProblem(problem, 'th')).toBe('จำนวนเงินไม่ตรง: จำนวน × ราคาต่อหน่วย − ส่วนลด = 1,000.00');
    expect(describeProblem(problem, 'en')).toBe(
      'does not add up: quantity × unit price − discount = 1,000.00',
    );
  });
});
