// The row rules of imports (docs/imports.md "Row rules"): each cell by its column, then the
// documents across rows — pure functions, checked case by case.
import { describe, expect, it } from 'vitest';
import {
  checkDocuments,
  checkRow,
  describeProblem,
  type CellInput,
  type ColumnRule,
  type RowContext,
} from '../../server/modules/customer-upload/row-rules';
import { rule, rulesFromA } from './support/row-rules';

/** A customer of the default VAT rates, e-Tax from 1 January 2026, on 28 November 2026. */
const context: RowContext = { vatRates: ['0', '7'], etaxStartDate: '2026-01-01', today: '2026-11-28' };

/** The value and problem codes of one cell under one column. */
function cell(value: CellInput, column: ColumnRule) {
  const checked = checkRow(2, { [column.inputCol]: value }, [column], context);
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
    const date = rule('B', 'DUE_DATE', 'DATE');
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

  it('takes amounts with at most 2 places, with or without thousands separators', () => {
    const amount = rule('I', 'ITEM_AMOUNT', 'DECIMAL');
    expect(cell('1,234.50', amount).value).toBe('1234.5');
    expect(cell(0.1 + 0.2, amount).value).toBe('0.3');
    expect(cell('1.005', amount).codes).toEqual(['DECIMAL_PLACES']);
    expect(cell('1,23.4', amount).codes).toEqual(['DECIMAL']);
    expect(cell('12', rule('G', 'ITEM_QTY', 'INTEGER')).value).toBe('12');
    expect(cell('1.5', rule('G', 'ITEM_QTY', 'INTEGER')).codes).toEqual(['INTEGER']);
  });

  it('takes quantities and unit prices with up to 4 decimals (fuel by the litre)', () => {
    const qty = rule('G', 'ITEM_QTY', 'DECIMAL');
    const price = rule('H', 'ITEM_UNIT_PRICE', 'DECIMAL');
    expect(cell('35.1234', qty)).toEqual({ value: '35.1234', codes: [] });
    expect(cell(32.45, price)).toEqual({ value: '32.45', codes: [] });
    expect(cell('1.00005', price).codes).toEqual(['DECIMAL_PLACES']);
    const problem = checkRow(2, { H: '1.00005' }, [price], context).problems[0]!;
    expect(describeProblem(problem, 'th')).toBe('ทศนิยมได้ไม่เกิน 4 ตำแหน่ง');
    expect(describeProblem(problem, 'en')).toBe('may have at most 4 decimal places');
    // A problem stored before the places were a parameter still reads.
    expect(describeProblem({ code: 'DECIMAL_PLACES' }, 'en')).toBe('may have at most 2 decimal places');
  });

  it('reads Thai digits wherever digits are read', () => {
    expect(cell('๒๐/๑๑/๒๕๖๙', rule('B', 'DUE_DATE', 'DATE')).value).toBe('2026-11-20');
    expect(cell('๑,๒๓๔.๕๐', rule('I', 'ITEM_AMOUNT', 'DECIMAL')).value).toBe('1234.5');
    expect(cell('๑๒', rule('G', 'ITEM_QTY', 'INTEGER')).value).toBe('12');
    expect(cell('๐๑๐๕๕๓๖๑๑๒๐๑๔', rule('D', 'BUYER_TAX_ID', 'TAX_ID')).value).toBe('0105536112014');
    expect(cell('๐๘๑-๒๓๔-๕๖๗๘', rule('E', 'BUYER_TEL', 'TEL')).value).toBe('0812345678');
    expect(cell('๐๐๐๐๑', rule('F', 'BUYER_BRANCH_CODE')).value).toBe('00001');
    // Text stays as written.
    expect(cell('ซอย ๑๒', rule('C', 'BUYER_ADDRESS')).value).toBe('ซอย ๑๒');
  });

  it('reads a branch code as exactly 5 digits, padding what a spreadsheet cut', () => {
    const branch = rule('F', 'BUYER_BRANCH_CODE');
    expect(cell(0, branch)).toEqual({ value: '00000', codes: [] });
    expect(cell(1, branch)).toEqual({ value: '00001', codes: [] });
    expect(cell('00012', branch)).toEqual({ value: '00012', codes: [] });
    for (const bad of ['สำนักงานใหญ่', '000001', 'A0001', 1.5, -1, '00 001']) {
      expect(cell(bad, branch).codes).toEqual(['BRANCH_CODE']);
    }
    const problem = checkRow(2, { F: 'HQ' }, [branch], context).problems[0]!;
    expect(describeProblem(problem, 'th')).toBe('รหัสสาขาต้องเป็นตัวเลข 5 หลัก เช่น 00000 (สำนักงานใหญ่) หรือ 00001');
  });

  it('takes a VAT rate the customer charges, in percent', () => {
    const vat = rule('J', 'VAT_RATE', 'DECIMAL');
    for (const seven of [7, '7', '7.00', '7%', '7.00 %', '๗']) {
      expect(cell(seven, vat)).toEqual({ value: '7', codes: [] });
    }
    expect(cell(0, vat)).toEqual({ value: '0', codes: [] });
    for (const bad of [100.5, '10', '7.5%', '0.07%']) {
      expect(cell(bad, vat).codes).toEqual(['VAT_RATE']);
    }
    const [rate] = checkRow(2, { J: 100.5 }, [vat], context).problems;
    expect(describeProblem(rate!, 'th')).toBe('อัตราภาษีต้องเป็นอัตราที่ลูกค้าใช้ (ร้อยละ): 0, 7');
    expect(describeProblem(rate!, 'en')).toBe("must be one of the customer's VAT rates (percent): 0, 7");
    // 0.07 is 7 % written as a fraction: refused, saying what is meant.
    const [fraction] = checkRow(2, { J: 0.07 }, [vat], context).problems;
    expect(fraction!.code).toBe('VAT_RATE_FRACTION');
    expect(describeProblem(fraction!, 'th')).toBe('อัตราภาษีใส่เป็นร้อยละ: 0.07 คือ 7% ให้ใส่ 7');
    expect(describeProblem(fraction!, 'en')).toBe('is a percentage: for 7% write 7, not 0.07');
    // Another customer's rates.
    const custom = checkRow(2, { J: '10' }, [vat], { ...context, vatRates: ['0', '7', '10'] });
    expect(custom.problems).toEqual([]);
  });

  it('refuses an issue date more than 3 days ahead or before the customer’s e-Tax start', () => {
    const issue = rule('B', 'ISSUE_DATE', 'DATE');
    expect(cell('2026-12-01', issue)).toEqual({ value: '2026-12-01', codes: [] });
    expect(cell('2026-01-01', issue)).toEqual({ value: '2026-01-01', codes: [] });
    expect(cell('2026-12-02', issue).codes).toEqual(['ISSUE_DATE_FUTURE']);
    expect(cell('31/12/2568', issue).codes).toEqual(['ISSUE_DATE_BEFORE_START']);
    const [future] = checkRow(2, { B: '2/12/2569' }, [issue], context).problems;
    expect(describeProblem(future!, 'th')).toBe('วันที่เอกสารล่วงหน้าได้ไม่เกิน 3 วัน (ไม่เกิน 1/12/2569)');
    expect(describeProblem(future!, 'en')).toBe('may be at most 3 days ahead (no later than 1/12/2026)');
    const [early] = checkRow(2, { B: '2025-12-31' }, [issue], context).problems;
    expect(describeProblem(early!, 'th')).toBe('วันที่เอกสารต้องไม่ก่อนวันเริ่มใช้ e-Tax ของลูกค้า (1/1/2569)');
    // No start date: only the future is limited.
    expect(checkRow(2, { B: '2020-01-01' }, [issue], { ...context, etaxStartDate: null }).problems).toEqual(
      [],
    );
  });

  it('reads a year above 2400 as Buddhist era in every date form', () => {
    const date = rule('B', 'DUE_DATE', 'DATE');
    // A Thai user's 20/11/2569 that the spreadsheet stored as a date in AD 2569.
    expect(cell(new Date(Date.UTC(2569, 10, 20)), date).value).toBe('2026-11-20');
    expect(cell('2569-11-20', date).value).toBe('2026-11-20');
    // 29 February exists in AD 2568 but not in BE 2568 (2025).
    expect(cell(new Date(Date.UTC(2568, 1, 29)), date).codes).toEqual(['DATE']);
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
  const columns = rulesFromA(
    'DOCUMENT_NO BUYER_NAME ITEM_QTY:DECIMAL ITEM_UNIT_PRICE:DECIMAL ITEM_DISCOUNT:DECIMAL ITEM_AMOUNT:DECIMAL ' +
      'VAT_RATE:DECIMAL TOTAL_BEFORE_VAT:DECIMAL VAT_AMOUNT:DECIMAL TOTAL_AMOUNT:DECIMAL',
  );
  const rows = (cells: CellInput[][]) => {
    const checked = cells.map((values, index) =>
      checkRow(
        index + 2,
        Object.fromEntries(values.map((value, col) => [String.fromCharCode(65 + col), value])),
        columns,
        context,
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
    const checked = checkRow(2, { A: 'X', C: '2', D: '500', F: '999' }, columns, context);
    checkDocuments([checked], columns);
    const problem = checked.problems[0]!;
    expect(describeProblem(problem, 'th')).toBe('จำนวนเงินไม่ตรง: จำนวน × ราคาต่อหน่วย − ส่วนลด = 1,000.00');
    expect(describeProblem(problem, 'en')).toBe(
      'does not add up: quantity × unit price − discount = 1,000.00',
    );
  });
});
